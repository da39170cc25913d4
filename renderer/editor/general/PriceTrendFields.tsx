import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { measuredTrend } from '@shared/catalog/measured-trend';
import { useFormat, useLanguage } from '../app';
import { useDraftStore } from '../draft/draft-context';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';

const KINDS = ['onDemand', 'reserved', 'spot', 'bareMetal'] as const;

/**
 * Price trends per pool kind, % a year, with the trend measured from the SkyPilot catalog
 * offered as a starting point (its source and dates in the sentence, so a planner can judge it).
 */
export function PriceTrendFields() {
  const { t } = useTranslation();
  const format = useFormat();
  const { setField } = useDraftStore();
  const { language } = useLanguage();
  const measured = measuredTrend(language === 'zh-CN');
  const pct = (v: number) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${format.number(Math.abs(v), { maximumFractionDigits: 1 })} %`;

  return (
    <FieldGroup title={t('editor.priceTrends.title')} intro={t('editor.priceTrends.intro')}>
      <Stack spacing={1.5}>
        <FormGrid minColumnWidth={180}>
          {KINDS.map((kind) => (
            <NumberField key={kind} path={['priceTrends', kind]} label={t(`editor.priceTrends.kind.${kind}`)} unit={t('editor.priceTrends.perYear')} />
          ))}
        </FormGrid>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Typography variant="body2" color="text.secondary" data-testid="measured-trend" sx={{ flex: 1 }}>
            {t('editor.priceTrends.measured', {
              from: measured.fromLabel,
              to: measured.toLabel,
              onDemand: pct(measured.onDemandPercentPerYear),
              spot: pct(measured.spotPercentPerYear),
              spotChange: pct(measured.spotChangeOverInterval * 100).replace('−', ''),
            })}{' '}
            {t('editor.priceTrends.measuredCaveat')}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            sx={{ flexShrink: 0 }}
            onClick={() => {
              setField(['priceTrends', 'onDemand'], measured.onDemandPercentPerYear);
              setField(['priceTrends', 'spot'], measured.spotPercentPerYear);
            }}
          >
            {t('editor.priceTrends.useMeasured')}
          </Button>
        </Stack>
      </Stack>
    </FieldGroup>
  );
}
