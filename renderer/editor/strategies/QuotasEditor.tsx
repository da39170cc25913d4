import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf, type DraftStrategy, type DraftWorkload } from '../draft/draft-document';
import { appendTo, removeAt, setIn } from '../draft/json-path';
import { FieldGroup } from '../fields/FieldGroup';
import { fieldDomId } from '../fields/field-id';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';

type DraftQuota = NonNullable<DraftStrategy['quotas']>[number];

const COMMITTED_KINDS = new Set(['reserved', 'bareMetal', 'owned']);

/**
 * A strategy's quotas on its committed pools: a list of rows (pool; a workload or a team;
 * guaranteed GPUs; most GPUs), each removable, and a button to add one. Choosing a workload
 * clears the team and the other way round, so a row names one holder.
 */
export function QuotasEditor({ strategyIndex }: { strategyIndex: number }) {
  const { t } = useTranslation();
  const store = useDraftStore();
  const path = ['strategies', strategyIndex, 'quotas'] as const;
  const quotas = listOf(useDraftValue(path) as DraftStrategy['quotas']);
  const pools = listOf(useDraftValue(['strategies', strategyIndex, 'pools']) as DraftStrategy['pools'] | undefined).filter((p) => COMMITTED_KINDS.has(p.kind));
  const workloads = listOf(useDraftValue(['workloads']) as DraftWorkload[] | undefined);
  const teams = [...new Set(workloads.map((w) => w.team).filter((x): x is string => typeof x === 'string' && x.trim() !== ''))].sort();
  const add = () => {
    const first = pools[0];
    if (!first) return;
    const quota: DraftQuota = { poolId: first.id, ...(workloads[0] ? { workloadId: workloads[0].id } : {}) };
    store.change((latest) => appendTo(latest, path, quota));
  };
  return (
    <FieldGroup
      title={t('quotas.editor.title')}
      intro={t('quotas.editor.intro')}
      actions={
        <Button startIcon={<AddOutlined />} onClick={add} disabled={pools.length === 0}>
          {t('quotas.editor.add')}
        </Button>
      }
    >
      {pools.length === 0 && quotas.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('quotas.editor.noPools')}
        </Typography>
      )}
      <Stack id={fieldDomId(path)} spacing={1.5}>
        {quotas.map((_quota, i) => (
          <QuotaRow key={i} strategyIndex={strategyIndex} index={i} pools={pools.map((p) => ({ value: p.id, label: p.name || p.id }))} workloads={workloads} teams={teams} />
        ))}
      </Stack>
    </FieldGroup>
  );
}

interface QuotaRowProps {
  strategyIndex: number;
  index: number;
  pools: { value: string; label: string }[];
  workloads: readonly DraftWorkload[];
  teams: string[];
}

function QuotaRow({ strategyIndex, index, pools, workloads, teams }: QuotaRowProps) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const base = ['strategies', strategyIndex, 'quotas', index] as const;
  const n = index + 1;
  // One holder: choosing a workload clears the team, and the other way round.
  const holder = (field: 'workloadId' | 'team', other: 'workloadId' | 'team') => (value: string) =>
    change((doc) => setIn(setIn(doc, [...base, other], undefined), [...base, field], value === '' ? undefined : value));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('quotas.editor.heading', { n })} data-testid="quota-row">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="subtitle2" component="h4" sx={{ flexGrow: 1 }}>
          {t('quotas.editor.heading', { n })}
        </Typography>
        <IconButton size="small" aria-label={t('quotas.editor.remove', { n })} onClick={() => change((doc) => removeAt(doc, ['strategies', strategyIndex, 'quotas'], index))}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Stack>
      <FormGrid minColumnWidth={180}>
        <SelectField path={[...base, 'poolId']} label={t('quotas.editor.pool')} options={pools} />
        <SelectField
          path={[...base, 'workloadId']}
          label={t('quotas.editor.workload')}
          hint={t('quotas.editor.holderHint')}
          absentLabel={t('quotas.editor.none')}
          options={workloads.map((w) => ({ value: w.id, label: w.name || w.id }))}
          onSelect={holder('workloadId', 'team')}
        />
        <SelectField
          path={[...base, 'team']}
          label={t('quotas.editor.team')}
          absentLabel={t('quotas.editor.none')}
          options={teams.map((team) => ({ value: team, label: team }))}
          onSelect={holder('team', 'workloadId')}
        />
        <NumberField path={[...base, 'guaranteedGpus']} label={t('quotas.editor.guaranteed')} hint={t('quotas.editor.guaranteedHint')} integer />
        <NumberField path={[...base, 'maxGpus']} label={t('quotas.editor.max')} hint={t('quotas.editor.maxHint')} integer />
      </FormGrid>
    </Paper>
  );
}
