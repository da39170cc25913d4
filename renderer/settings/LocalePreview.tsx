import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';

/** Fixed samples, so the preview shows formatting alone and reads the same every day. */
const SAMPLE_NUMBER = 1234567.891;
const SAMPLE_AMOUNT = 1234567.5;
const SAMPLE_SHARE = 0.125;
const SAMPLE_DATE = new Date(2026, 2, 31);

/**
 * How the chosen language writes numbers, money and dates. Money is shown in two
 * currencies because a scenario's currency is its own, independent of the language.
 */
export function LocalePreview() {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: [label: string, value: string][] = [
    [t('settings.preview.number'), format.number(SAMPLE_NUMBER)],
    [
      t('settings.preview.currency'),
      `${format.currency(SAMPLE_AMOUNT, 'CNY')} · ${format.currency(SAMPLE_AMOUNT, 'USD')}`,
    ],
    [t('settings.preview.percent'), format.percent(SAMPLE_SHARE)],
    [t('settings.preview.date'), format.date(SAMPLE_DATE, 'long')],
  ];
  return (
    <Box
      component="figure"
      aria-labelledby="locale-preview-heading"
      sx={{ m: 0, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography
        id="locale-preview-heading"
        component="figcaption"
        variant="subtitle2"
        sx={{ mb: 1 }}
      >
        {t('settings.preview.title')}
      </Typography>
      <Box
        component="dl"
        data-testid="locale-preview"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 3,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontVariantNumeric: 'tabular-nums' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
