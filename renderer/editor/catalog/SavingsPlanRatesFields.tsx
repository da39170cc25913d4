import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format as formatDate } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { PAYMENT_OPTIONS, SAVINGS_PLAN_TERMS, SavingsPlanScope } from '@shared/scenario';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf } from '../draft/draft-document';
import { appendTo, removeAt, setIn } from '../draft/json-path';
import { fieldDomId } from '../fields/field-id';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { PriceStampFields } from './PriceStampFields';

type DraftRate = { scope?: unknown; termMonths?: unknown; payment?: unknown };

/** Payments tried in turn for a new rate: the plan most teams buy first pays nothing upfront. */
const PAYMENTS_FIRST_TRIED = ['noUpfront', 'partialUpfront', 'allUpfront'] as const;

/** The first scope, term and payment the offer has no rate for yet (a new rate must not repeat one). */
function freeTerms(rates: readonly DraftRate[]): { scope: string; termMonths: number; payment: string } {
  for (const scope of SavingsPlanScope.options)
    for (const termMonths of SAVINGS_PLAN_TERMS)
      for (const payment of PAYMENTS_FIRST_TRIED)
        if (!rates.some((r) => r.scope === scope && r.termMonths === termMonths && r.payment === payment))
          return { scope, termMonths, payment };
  return { scope: 'compute', termMonths: 12, payment: 'noUpfront' };
}

/**
 * An offer's savings-plan rates (`prices.savingsPlans`): for each scope, term and payment, what an
 * hour on demand costs under a plan as a share of the on-demand price, dated and sourced. A
 * strategy's new savings plan fills its rates from these.
 */
export function SavingsPlanRatesFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const path = ['catalog', 'offers', index, 'prices', 'savingsPlans'] as const;
  const rates = listOf(useDraftValue(path) as DraftRate[] | undefined);
  const add = () =>
    change((doc) =>
      appendTo(doc, path, {
        ...freeTerms(rates),
        rate: 0.72,
        asOf: formatDate(new Date(), 'yyyy-MM-dd'),
        source: t('editor.catalog.defaultSource'),
        status: 'user',
      }),
    );
  return (
    <FieldGroup
      title={t('catalogBuying.savingsPlans.title')}
      intro={t('catalogBuying.savingsPlans.intro')}
      actions={
        <Button size="small" startIcon={<AddOutlined />} onClick={add}>
          {t('catalogBuying.savingsPlans.add')}
        </Button>
      }
    >
      <Stack spacing={1.5} id={fieldDomId(path)}>
        {rates.length === 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="savings-plan-rates-none">
            {t('catalogBuying.savingsPlans.none')}
          </Typography>
        )}
        {rates.map((_, j) => {
          const n = j + 1;
          const base = [...path, j] as const;
          return (
            <Paper key={j} variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={t('catalogBuying.savingsPlans.heading', { n })} data-testid="savings-plan-rate">
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle2" component="h5" sx={{ flexGrow: 1 }}>
                  {t('catalogBuying.savingsPlans.heading', { n })}
                </Typography>
                <IconButton size="small" aria-label={t('catalogBuying.savingsPlans.remove', { n })} onClick={() => change((doc) => removeAt(doc, path, j))}>
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Stack>
              <FormGrid minColumnWidth={200}>
                <SelectField
                  path={[...base, 'scope']}
                  label={t('savingsPlans.editor.scope')}
                  hint={t('savingsPlans.editor.scopeHint')}
                  options={SavingsPlanScope.options.map((s) => ({ value: s, label: t(`savingsPlans.scopes.${s}`) }))}
                />
                <SelectField
                  path={[...base, 'termMonths']}
                  label={t('savingsPlans.editor.termMonths')}
                  options={SAVINGS_PLAN_TERMS.map((m) => ({ value: String(m), label: t('editor.catalog.term', { count: m }) }))}
                  onSelect={(value) => change((doc) => setIn(doc, [...base, 'termMonths'], Number(value)))}
                />
                <SelectField
                  path={[...base, 'payment']}
                  label={t('savingsPlans.editor.payment')}
                  options={PAYMENT_OPTIONS.map((p) => ({ value: p, label: t(`cash.options.${p}`) }))}
                />
                <NumberField path={[...base, 'rate']} label={t('catalogBuying.savingsPlans.rate')} hint={t('catalogBuying.savingsPlans.rateHint')} />
                <PriceStampFields path={base} />
              </FormGrid>
            </Paper>
          );
        })}
      </Stack>
    </FieldGroup>
  );
}
