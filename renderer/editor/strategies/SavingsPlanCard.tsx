import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PAYMENT_OPTIONS, SAVINGS_PLAN_TERMS, SavingsPlanScope, type PaymentOption } from '@shared/scenario';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf, type DraftDocument, type DraftOffer, type DraftStrategy } from '../draft/draft-document';
import { getIn, removeAt, setIn } from '../draft/json-path';
import { planRates } from '../draft/new-savings-plan';
import { fieldDomId } from '../fields/field-id';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { TextInputField } from '../fields/TextInputField';

type DraftSavingsPlan = NonNullable<DraftStrategy['savingsPlans']>[number];

interface SavingsPlanCardProps {
  strategyIndex: number;
  planIndex: number;
  plan: DraftSavingsPlan;
}

/**
 * One savings plan: its provider and scope, the commitment per hour, term, start and payment,
 * and its rate on each on-demand offer it covers. Choosing another provider, scope, term or
 * payment fills the rates again from the catalog (rates differ by each of them).
 */
export function SavingsPlanCard({ strategyIndex, planIndex, plan }: SavingsPlanCardProps) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const base = ['strategies', strategyIndex, 'savingsPlans', planIndex] as const;
  const offers = listOf(useDraftValue(['catalog', 'offers']) as DraftOffer[] | undefined);
  const currency = useDraftValue(['currency']);
  const pools = listOf(useDraftValue(['strategies', strategyIndex, 'pools']) as DraftStrategy['pools'] | undefined);
  const providers = [...new Set(offers.map((o) => o.provider).filter((p): p is string => typeof p === 'string'))];
  const onDemandOffers = [...new Set(pools.filter((p) => p.kind === 'onDemand').map((p) => p.offerId))]
    .map((id) => offers.find((o) => o.id === id))
    .filter((o): o is DraftOffer => o !== undefined && o.provider === plan.provider);
  const offerName = (id: string) => {
    const o = offers.find((x) => x.id === id);
    return o ? `${o.instanceType} (${o.id})` : id;
  };
  const name = plan.name || plan.id;

  /** Sets one of the fields the rates depend on, and fills the rates again from the catalog. */
  const choose = (field: 'provider' | 'scope' | 'termMonths' | 'payment', value: string | number) =>
    change((doc) => {
      const withField = setIn(doc, [...base, field], value);
      const next = getIn(withField, base) as DraftSavingsPlan;
      const strategy = listOf(withField.strategies)[strategyIndex] as DraftStrategy;
      const terms = { scope: next.scope, termMonths: next.termMonths, payment: (next.payment ?? 'noUpfront') as PaymentOption };
      return setIn(withField, [...base, 'rates'], planRates(withField as DraftDocument, strategy, next.provider, terms));
    });

  const toggleOffer = (offerId: string, on: boolean) =>
    change((doc) => {
      const current = listOf(getIn(doc, [...base, 'offerIds']) as string[] | undefined);
      const next = on ? [...new Set([...current, offerId])] : current.filter((id) => id !== offerId);
      return setIn(doc, [...base, 'offerIds'], next);
    });

  return (
    <Paper variant="outlined" id={fieldDomId(base)} sx={{ p: 2 }} component="section" aria-label={t('savingsPlans.editor.heading', { name })} data-testid="savings-plan-card">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="subtitle2" component="h4" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          {t('savingsPlans.editor.heading', { name })}
        </Typography>
        <IconButton size="small" aria-label={t('savingsPlans.editor.remove', { name })} onClick={() => change((doc) => removeAt(doc, ['strategies', strategyIndex, 'savingsPlans'], planIndex))}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Stack>
      <FormGrid minColumnWidth={210}>
        <TextInputField path={[...base, 'name']} label={t('savingsPlans.editor.name')} optional />
        <TextInputField path={[...base, 'id']} label={t('savingsPlans.editor.id')} />
        <SelectField
          path={[...base, 'provider']}
          label={t('savingsPlans.editor.provider')}
          hint={t('savingsPlans.editor.providerHint')}
          options={providers.map((p) => ({ value: p, label: p }))}
          onSelect={(value) => choose('provider', value)}
        />
        <SelectField
          path={[...base, 'scope']}
          label={t('savingsPlans.editor.scope')}
          hint={t('savingsPlans.editor.scopeHint')}
          options={SavingsPlanScope.options.map((s) => ({ value: s, label: t(`savingsPlans.scopes.${s}`) }))}
          onSelect={(value) => choose('scope', value)}
        />
        <NumberField path={[...base, 'commitmentPerHour']} label={t('savingsPlans.editor.commitmentPerHour')} unit={t('editor.catalog.perHourUnit', { currency: typeof currency === 'string' ? currency : '' })} hint={t('savingsPlans.editor.commitmentHint')} />
        <SelectField
          path={[...base, 'termMonths']}
          label={t('savingsPlans.editor.termMonths')}
          options={SAVINGS_PLAN_TERMS.map((m) => ({ value: String(m), label: t('editor.catalog.term', { count: m }) }))}
          onSelect={(value) => choose('termMonths', Number(value))}
        />
        <NumberField path={[...base, 'startDay']} label={t('savingsPlans.editor.startDay')} hint={t('savingsPlans.editor.startDayHint')} integer />
        <SelectField
          path={[...base, 'payment']}
          label={t('savingsPlans.editor.payment')}
          hint={t('savingsPlans.editor.paymentHint')}
          absentValue="noUpfront"
          options={PAYMENT_OPTIONS.map((p) => ({ value: p, label: t(`cash.options.${p}`) }))}
          onSelect={(value) => choose('payment', value)}
        />
      </FormGrid>
      {plan.scope === 'instance' && (
        <Box id={fieldDomId([...base, 'offerIds'])} sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('savingsPlans.editor.offers')}
          </Typography>
          {onDemandOffers.map((o) => (
            <FormControlLabel
              key={o.id}
              control={<Checkbox checked={listOf(plan.offerIds).includes(o.id)} onChange={(e) => toggleOffer(o.id, e.target.checked)} />}
              label={offerName(o.id)}
            />
          ))}
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('savingsPlans.editor.rates')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('savingsPlans.editor.ratesHint')}
        </Typography>
        {listOf(plan.rates).length === 0 && (
          <Typography variant="body2" color="warning.main">
            {t('savingsPlans.editor.noRate')}
          </Typography>
        )}
        <FormGrid minColumnWidth={210}>
          {listOf(plan.rates).map((r, j) => (
            <NumberField key={r.offerId} path={[...base, 'rates', j, 'rate']} label={t('savingsPlans.editor.rateOf', { offer: offerName(r.offerId) })} />
          ))}
        </FormGrid>
      </Box>
    </Paper>
  );
}
