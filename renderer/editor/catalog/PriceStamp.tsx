import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../app';
import { parseStartDate } from '../timeline/day-dates';
import { isPriceStatus, STATUS_COLORS } from './price-kinds';

interface PriceStampProps {
  price: Record<string, unknown>;
}

/** Under a price: when it was true, how sure it is, and where it comes from. */
export function PriceStamp({ price }: PriceStampProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const asOf = parseStartDate(price.asOf);
  const status = price.status;
  const source = typeof price.source === 'string' ? price.source : '';
  return (
    <Box sx={{ mt: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary">
          {asOf
            ? t('editor.catalog.asOf', { date: format.date(asOf) })
            : t('editor.catalog.noDate')}
        </Typography>
        {isPriceStatus(status) && (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLORS[status]}
            label={t(`editor.catalog.status.${status}`)}
            sx={{ height: 20, '& .MuiChip-label': { px: 0.75, fontSize: '0.6875rem' } }}
          />
        )}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        title={source}
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          lineHeight: 1.35,
        }}
      >
        {source ? t('editor.catalog.source', { source }) : t('editor.catalog.noSource')}
      </Typography>
    </Box>
  );
}
