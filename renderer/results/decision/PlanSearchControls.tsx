import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BUDGET_SECONDS, type OfferFilter, type PlanSearchOptions } from '@shared/analysis/plan-search/plan-types';
import type { Scenario } from '@shared/scenario';
import { LongestTermSelect, longestTermOf } from './LongestTermSelect';

const MAX_BUDGET_SECONDS = 3600;

interface Choice {
  value: string;
  label: string;
}

/** The providers, regions and GPUs the scenario's catalog sells, each once, in name order. */
export function offerChoices(scenario: Scenario): { providers: Choice[]; regions: Choice[]; gpus: Choice[] } {
  const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label);
  const unique = (values: string[]) => [...new Set(values)].map((v) => ({ value: v, label: v })).sort(byLabel);
  const offers = scenario.catalog.offers;
  const gpuName = (id: string) => scenario.catalog.gpus.find((g) => g.id === id)?.name ?? id;
  return {
    providers: unique(offers.map((o) => o.provider)),
    regions: unique(offers.flatMap((o) => (o.region ? [o.region] : []))),
    gpus: [...new Set(offers.map((o) => o.gpuId))].map((id) => ({ value: id, label: gpuName(id) })).sort(byLabel),
  };
}

/** Whole seconds from 1 to an hour, or null with anything else. */
export function budgetOf(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const seconds = Number(text.trim());
  return seconds >= 1 && seconds <= MAX_BUDGET_SECONDS ? seconds : null;
}

function MultiSelect({ label, choices, value, onChange }: { label: string; choices: Choice[]; value: string[]; onChange: (v: string[]) => void }) {
  const { t } = useTranslation();
  const names = new Map(choices.map((c) => [c.value, c.label]));
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => {
        const v = e.target.value as unknown as string[] | string;
        onChange(typeof v === 'string' ? v.split(',') : v);
      }}
      slotProps={{
        select: { multiple: true, displayEmpty: true, renderValue: (selected) => ((selected as string[]).length === 0 ? t('planSearch.allowAll') : (selected as string[]).map((s) => names.get(s) ?? s).join(', ')) },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: 180, maxWidth: 320 }}
    >
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface PlanSearchControlsProps {
  scenario: Scenario;
  running: boolean;
  onRun: (options: PlanSearchOptions) => void;
}

/**
 * What the planner sets before a search: the time budget, which offers it may buy from
 * (providers, regions, GPUs; none chosen allows all) and the longest term they accept.
 */
export function PlanSearchControls({ scenario, running, onRun }: PlanSearchControlsProps) {
  const { t } = useTranslation();
  const choices = useMemo(() => offerChoices(scenario), [scenario]);
  const [budgetText, setBudgetText] = useState(String(DEFAULT_BUDGET_SECONDS));
  const [providers, setProviders] = useState<string[]>([]);
  const [regions, setRegions] = useState<string[]>([]);
  const [gpuIds, setGpuIds] = useState<string[]>([]);
  const [longest, setLongest] = useState('any');
  const budget = budgetOf(budgetText);
  // Only what the catalog still sells: a choice whose offer was since deleted filters nothing.
  const kept = (picked: string[], from: Choice[]) => picked.filter((p) => from.some((c) => c.value === p));

  const run = () => {
    if (budget === null) return;
    const offers: OfferFilter = {};
    if (kept(providers, choices.providers).length > 0) offers.providers = kept(providers, choices.providers);
    if (kept(regions, choices.regions).length > 0) offers.regions = kept(regions, choices.regions);
    if (kept(gpuIds, choices.gpus).length > 0) offers.gpuIds = kept(gpuIds, choices.gpus);
    const longestTerm = longestTermOf(longest);
    onRun({ budgetSeconds: budget, offers, ...(longestTerm !== undefined ? { longestTerm } : {}) });
  };

  return (
    <Stack spacing={1.5} data-testid="plan-search-controls">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('planSearch.budget')}
          value={budgetText}
          onChange={(e) => setBudgetText(e.target.value)}
          error={budget === null}
          helperText={budget === null ? t('planSearch.budgetError') : t('planSearch.budgetHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 240 }}
        />
        <LongestTermSelect scenario={scenario} value={longest} onChange={setLongest} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {choices.providers.length > 1 && <MultiSelect label={t('planSearch.providers')} choices={choices.providers} value={providers} onChange={setProviders} />}
        {choices.regions.length > 1 && <MultiSelect label={t('planSearch.regions')} choices={choices.regions} value={regions} onChange={setRegions} />}
        {choices.gpus.length > 1 && <MultiSelect label={t('planSearch.gpus')} choices={choices.gpus} value={gpuIds} onChange={setGpuIds} />}
      </Stack>
      {(choices.providers.length > 1 || choices.regions.length > 1 || choices.gpus.length > 1) && (
        <Typography variant="caption" color="text.secondary">
          {t('planSearch.filterHelp')}
        </Typography>
      )}
      <div>
        <Button variant="outlined" disabled={running || budget === null} onClick={run}>
          {t('planSearch.run')}
        </Button>
      </div>
    </Stack>
  );
}
