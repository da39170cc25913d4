import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { ComparisonBasisField } from './ComparisonBasisField';

/** How many seeded runs each strategy gets, where their seeds start, and how cash is valued. */
export function SimulationSection() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <FieldGroup title={t('editor.simulation.title')} intro={t('editor.simulation.intro')}>
        <FormGrid minColumnWidth={240}>
          <NumberField
            path={['simulation', 'runs']}
            label={t('editor.simulation.runs')}
            integer
            hint={t('editor.simulation.runsHint')}
          />
          <NumberField
            path={['simulation', 'baseSeed']}
            label={t('editor.simulation.baseSeed')}
            integer
            hint={t('editor.simulation.baseSeedHint')}
          />
          <NumberField
            path={['simulation', 'discountRatePercent']}
            label={t('cash.editor.discountRate')}
            unit={t('cash.editor.discountRateUnit')}
            hint={t('cash.editor.discountRateHint')}
          />
        </FormGrid>
        <ComparisonBasisField />
      </FieldGroup>
      <Typography variant="body2" color="text.secondary">
        {t('editor.simulation.note')}
      </Typography>
    </Stack>
  );
}
