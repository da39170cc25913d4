import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CommitmentBasis, OptimiseObjective } from '@shared/analysis/commitment-points';
import type { FoundPlan } from '@shared/analysis/plan-search/plan-types';
import type { Scenario, Strategy } from '@shared/scenario';
import { uniqueName, useFormat, useStorage, type LlmMixOptions, type LlmMixResult, type OpenScenario, type RunAnalyses } from '../decision-app';
import { useResultsFormat } from '../use-results-format';
import type { DecisionWords } from './decision-words';
import { LlmMixSection } from './LlmMixSection';
import { LongestTermSelect, longestTermOf } from './LongestTermSelect';
import { OptimiseResultView } from './OptimiseResultView';
import { SavingsPlanAdviceSection } from './SavingsPlanAdviceSection';
import type { AddedMessage } from './use-add-status';
import { SensitivityResultView } from './SensitivityResultView';
import { PlanSearchSection } from './PlanSearchSection';
import { foundPoolName, savingsPlanName } from './plan-search-words';
import { useDecisionAnalysis } from './use-decision-analysis';
import { useMixWords } from './use-mix-words';
import { usePlanWords } from './use-plan-words';

interface DecisionPanelProps {
  open: OpenScenario;
  /** The current document, validated. */
  scenario: Scenario;
  /**
   * The saved run of this very document, if any: finished analyses are kept with it (for the
   * report) and those kept earlier are shown again.
   */
  run?: { id: string; analyses: RunAnalyses } | null;
}

/**
 * Decision support on the results screen: the commitment optimiser, the sensitivity
 * analysis, the cheapest mix of GPUs of each service planned in tokens and the plan search, each run on demand in the simulation workers with progress and cancel.
 */
export function DecisionPanel({ open, scenario, run = null }: DecisionPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { versions, runs } = useStorage();
  const fmt = useResultsFormat(scenario.currency, scenario.startDate, scenario.horizonDays);
  const runId = run?.id ?? null;
  const analysis = useDecisionAnalysis(
    {
      optimise: run?.analyses.optimise ? { result: run.analyses.optimise.result, scenario } : null,
      sensitivity: run?.analyses.sensitivity ? { result: run.analyses.sensitivity.result, scenario } : null,
      planSearch: run?.analyses.planSearch ? { result: run.analyses.planSearch.result, scenario } : null,
    },
    (found) => {
      // Kept for the report; the screen shows the answer whether or not this write succeeds.
      if (!runId) return;
      const computedAt = Date.now();
      const saving =
        found.kind === 'optimise'
          ? runs.saveAnalysis(runId, 'optimise', { result: found.result, options: found.options, computedAt })
          : found.kind === 'sensitivity'
            ? runs.saveAnalysis(runId, 'sensitivity', { result: found.result, options: found.options, computedAt })
            : runs.saveAnalysis(runId, 'planSearch', { result: found.result, options: found.options, computedAt });
      void saving.catch(() => undefined);
    },
  );
  const [objective, setObjective] = useState<OptimiseObjective>('mean');
  const [basis, setBasis] = useState<CommitmentBasis>('horizonSlice');
  // 'any', 'horizon' or a number of months, as the select holds it.
  const [longest, setLongest] = useState('any');
  const longestTerm = longestTermOf(longest);
  const [rangeText, setRangeText] = useState('20');
  const range = /^\d+$/.test(rangeText.trim()) ? Number(rangeText) : NaN;
  const rangeOk = Number.isInteger(range) && range >= 1 && range <= 90;
  const words: DecisionWords = useMemo(
    () => ({
      t,
      money: fmt.money,
      percent: (f: number) => format.percent(f, { maximumFractionDigits: 0 }),
      number: (v: number) => format.number(v, { maximumFractionDigits: 2 }),
    }),
    [t, fmt, format],
  );
  const planWords = usePlanWords(words, fmt);
  const mixWords = useMixWords(fmt);
  // The mixes last solved, and for which document: a run of that document made after they were solved keeps them too.
  const lastMix = useRef<{ scenario: Scenario; result: LlmMixResult; options: LlmMixOptions } | null>(null);
  const keepMix = (id: string, mix: { result: LlmMixResult; options: LlmMixOptions }) =>
    void runs.saveAnalysis(id, 'llmMix', { result: mix.result, options: mix.options, computedAt: Date.now() }).catch(() => undefined);
  const storedMix = run?.analyses.llmMix;
  useEffect(() => {
    const last = lastMix.current;
    if (runId && last && last.scenario === scenario && !storedMix) keepMix(runId, last);
    // Only a new run (or a run read back without a mix) needs the mixes again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runId, storedMix]);
  const { state, results } = analysis;
  const running = state.status === 'running';

  /** Adds a found strategy to the scenario as a new version, under a free id and name; resolves with what to say. */
  const addStrategy = async (found: Strategy, wantedName: string): Promise<AddedMessage> => {
    const document = open.document;
    const ids = document.strategies.map((s) => s.id);
    let id = found.id;
    for (let k = 2; ids.includes(id); k++) id = `${found.id}-${k}`;
    const name = uniqueName(wantedName, document.strategies.map((s) => s.name));
    const saved = await versions.autosave(open.scenario.id, { ...document, strategies: [...document.strategies, { ...found, id, name }] }, { newVersion: true });
    if (saved.status === 'invalid') throw new Error(saved.issues.map((i) => `${i.path}: ${i.message}`).join('; '));
    return { key: 'decision.optimise.added', values: { name, version: saved.version.number } };
  };
  const addOptimum = async (): Promise<AddedMessage> => {
    const found = results.optimise?.result.optimum.strategy;
    if (!found) throw new Error('no strategy to add');
    return addStrategy(found, t('decision.optimise.strategyName'));
  };
  // A found plan's pools and savings plans are named in the screen's language, as the pools' words are.
  const addPlan = (plan: FoundPlan, index: number): Promise<AddedMessage> => {
    const named = plan.strategy.savingsPlans?.map((sp) => ({ ...sp, name: savingsPlanName(planWords, sp) }));
    const pools = plan.strategy.pools.map((p) => ({ ...p, name: p.name ?? foundPoolName(planWords, scenario, plan.strategy, p) }));
    return addStrategy({ ...plan.strategy, pools, ...(named ? { savingsPlans: named } : {}) }, t('planSearch.strategyName', { number: format.number(index + 1) }));
  };

  return (
    <Stack component="section" aria-labelledby="decision-heading" spacing={2} data-testid="decision-panel">
      <Typography id="decision-heading" variant="h2">
        {t('decision.heading')}
      </Typography>
      <Typography color="text.secondary">{t('decision.intro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }} component="section" aria-labelledby="optimise-heading">
          <Stack spacing={1.5}>
            <Typography id="optimise-heading" variant="h3" component="h3">
              {t('decision.optimise.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('decision.optimise.description')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField select size="small" label={t('decision.optimise.objective')} value={objective} onChange={(e) => setObjective(e.target.value as OptimiseObjective)} sx={{ minWidth: 160 }}>
                <MenuItem value="mean">{t('decision.optimise.objectiveMean')}</MenuItem>
                <MenuItem value="p90">{t('decision.optimise.objectiveP90')}</MenuItem>
                <MenuItem value="npv">{t('decision.optimise.objectiveNpv')}</MenuItem>
              </TextField>
              <TextField select size="small" label={t('decision.optimise.basis')} value={basis} onChange={(e) => setBasis(e.target.value as CommitmentBasis)} sx={{ minWidth: 240 }}>
                <MenuItem value="horizonSlice">{t('decision.optimise.basisSlice')}</MenuItem>
                <MenuItem value="wholeCommitments">{t('decision.optimise.basisWhole')}</MenuItem>
              </TextField>
              <LongestTermSelect scenario={scenario} value={longest} onChange={setLongest} />
            </Stack>
            <div>
              <Button variant="outlined" disabled={running} onClick={() => void analysis.optimise(scenario, { objective, basis, ...(longestTerm !== undefined ? { longestTerm } : {}) })}>
                {t('decision.optimise.run')}
              </Button>
            </div>
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }} component="section" aria-labelledby="sensitivity-heading">
          <Stack spacing={1.5}>
            <Typography id="sensitivity-heading" variant="h3" component="h3">
              {t('decision.sensitivity.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('decision.sensitivity.description')}
            </Typography>
            <TextField
              size="small"
              label={t('decision.sensitivity.range')}
              value={rangeText}
              onChange={(e) => setRangeText(e.target.value)}
              error={!rangeOk}
              helperText={rangeOk ? t('decision.sensitivity.rangeHelp') : t('decision.sensitivity.rangeError')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ maxWidth: 220 }}
            />
            <div>
              <Button variant="outlined" disabled={running || !rangeOk} onClick={() => void analysis.sensitivity(scenario, { range: range / 100 })}>
                {t('decision.sensitivity.run')}
              </Button>
            </div>
          </Stack>
        </Paper>
      </Stack>
      <SavingsPlanAdviceSection scenario={scenario} fmt={fmt} />
      <LlmMixSection
        scenario={scenario}
        stored={run?.analyses.llmMix ?? null}
        words={mixWords}
        onSolved={(result, options) => {
          // Kept for the report, as the other analyses are; the screen shows the mix either way.
          lastMix.current = { scenario, result, options };
          if (runId) keepMix(runId, { result, options });
        }}
        onAdd={addStrategy}
      />
      <PlanSearchSection
        scenario={scenario}
        state={state}
        live={analysis.live}
        found={results.planSearch}
        onRun={(options) => void analysis.planSearch(scenario, options)}
        onCancel={analysis.cancel}
        onAdd={addPlan}
        fmt={fmt}
        words={planWords}
      />
      {state.status === 'running' && state.kind !== 'planSearch' && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="decision-progress">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Stack spacing={1} sx={{ flexGrow: 1 }}>
              <LinearProgress
                variant={state.total > 0 ? 'determinate' : 'indeterminate'}
                value={state.total > 0 ? Math.min(100, (100 * state.done) / state.total) : 0}
                aria-label={t('decision.progress.label')}
              />
              <Typography variant="body2">{t('decision.progress.runs', { count: state.total, done: format.number(state.done), total: format.number(state.total) })}</Typography>
            </Stack>
            <Button variant="outlined" color="inherit" onClick={analysis.cancel}>
              {t('decision.progress.cancel')}
            </Button>
          </Stack>
        </Paper>
      )}
      {state.status === 'cancelled' && state.kind !== 'planSearch' && <Alert severity="info">{t('decision.progress.cancelled')}</Alert>}
      {state.status === 'failed' && state.kind !== 'planSearch' && <Alert severity="error">{t('decision.progress.failed', { message: state.message })}</Alert>}
      {results.optimise && (
        <OptimiseResultView
          key={`${results.optimise.result.objective}-${results.optimise.result.basis}-${results.optimise.result.optimum.cost.mean}`}
          result={results.optimise.result}
          scenario={results.optimise.scenario}
          fmt={fmt}
          words={words}
          onAdd={addOptimum}
        />
      )}
      {results.sensitivity && <SensitivityResultView result={results.sensitivity.result} scenario={results.sensitivity.scenario} fmt={fmt} words={words} />}
    </Stack>
  );
}
