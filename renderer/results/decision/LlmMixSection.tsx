import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { mixBaseOffers, type LlmMixAnalysis, type MixBaseChoice } from '@shared/analysis/llm-mix';
import type { Scenario, Strategy } from '@shared/scenario';
import { AnalysisWorkers, type LlmMixOptions, type LlmMixResult } from '../decision-app';
import type { MixFigureWords } from './llm-mix-words';
import { LlmMixResultView } from './LlmMixResultView';
import { baseOf, draftOf, MixBaseControls, type MixBaseDraft } from './MixBaseControls';
import { useAddStatus, type AddedMessage } from './use-add-status';
import { useLlmMix } from './use-llm-mix';

interface LlmMixCardProps {
  workers: AnalysisWorkers;
  scenario: Scenario;
  workloadId: string;
  workloadName: string;
  initialBase: MixBaseChoice | null;
  words: MixFigureWords;
  onSolved: (analysis: LlmMixAnalysis, base: MixBaseChoice | null) => void;
  onAdd: (strategy: Strategy, wantedName: string) => Promise<AddedMessage>;
}

/** One service planned in tokens: its committed base and its cheapest mix, solved again on each change of the base. */
function LlmMixCard({
  workers,
  scenario,
  workloadId,
  workloadName,
  initialBase,
  words,
  onSolved,
  onAdd,
}: LlmMixCardProps) {
  const { t } = useTranslation();
  const offers = useMemo(() => mixBaseOffers(scenario, workloadId), [scenario, workloadId]);
  const [draft, setDraft] = useState<MixBaseDraft>(() => draftOf(initialBase));
  // While the replicas field holds no valid count, the last valid base stays solved.
  const [base, setBase] = useState<MixBaseChoice | null>(() => {
    const first = baseOf(draftOf(initialBase), offers);
    return first === 'invalid' ? null : first;
  });
  const change = (next: MixBaseDraft) => {
    setDraft(next);
    const wanted = baseOf(next, offers);
    if (wanted !== 'invalid') setBase(wanted);
  };
  const state = useLlmMix(workers, scenario, workloadId, base, (analysis) =>
    onSolved(analysis, base),
  );
  // Adding changes the scenario, which solves the mix again: the confirmation lives here, above that.
  const adder = useAddStatus();
  return (
    <Stack
      spacing={1.5}
      component="section"
      aria-label={t('llmMix.service', { workload: workloadName })}
      data-testid="llm-mix-service"
      data-workload={workloadId}
    >
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {t('llmMix.service', { workload: workloadName })}
      </Typography>
      <MixBaseControls offers={offers} value={draft} onChange={change} />
      {state.status === 'solving' && (
        <Stack spacing={0.5} data-testid="llm-mix-solving">
          <LinearProgress aria-label={t('llmMix.solving')} />
          <Typography variant="body2">{t('llmMix.solving')}</Typography>
        </Stack>
      )}
      {state.status === 'failed' && (
        <Alert severity="error" data-testid="llm-mix-error">
          {t('llmMix.failed', { message: state.message })}
        </Alert>
      )}
      {state.status === 'ready' && (
        <LlmMixResultView
          key={JSON.stringify(state.analysis.base)}
          analysis={state.analysis}
          words={words}
          adder={adder}
          addKey={JSON.stringify(state.analysis.base ?? null)}
          onAdd={() =>
            onAdd(state.analysis.strategy!, t('llmMix.strategyName', { workload: workloadName }))
          }
        />
      )}
    </Stack>
  );
}

interface LlmMixSectionProps {
  scenario: Scenario;
  /** The mixes kept with the run: their bases are asked for again. */
  stored: { result: LlmMixResult; options: LlmMixOptions } | null;
  words: MixFigureWords;
  /** Each time a service's mix is solved: every service's last mix and base, to keep with the run. */
  onSolved: (result: LlmMixResult, options: LlmMixOptions) => void;
  onAdd: (strategy: Strategy, wantedName: string) => Promise<AddedMessage>;
}

/**
 * "Cheapest mix of GPUs" in decision support, for each service planned in tokens; absent when
 * the scenario has none. Solved in its own analysis worker as soon as it is shown (a linear
 * program per stretch of traffic takes a fraction of a second), freed when it goes.
 */
export function LlmMixSection({ scenario, stored, words, onSolved, onAdd }: LlmMixSectionProps) {
  const { t } = useTranslation();
  const [workers] = useState(() => new AnalysisWorkers(1));
  useEffect(() => () => workers.cancel(), [workers]);
  const services = scenario.workloads.filter((w) => w.kind === 'inference' && w.llm !== undefined);
  const solved = useRef(
    new Map<string, { analysis: LlmMixAnalysis; base: MixBaseChoice | null }>(),
  );
  if (services.length === 0) return null;
  const keep = (workloadId: string, analysis: LlmMixAnalysis, base: MixBaseChoice | null) => {
    solved.current.set(workloadId, { analysis, base });
    const order = services.map((w) => w.id).filter((id) => solved.current.has(id));
    onSolved(
      { mixes: order.map((id) => solved.current.get(id)!.analysis) },
      { bases: order.map((id) => ({ workloadId: id, base: solved.current.get(id)!.base })) },
    );
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="llm-mix-heading"
      data-testid="llm-mix"
    >
      <Stack spacing={2}>
        <Typography id="llm-mix-heading" variant="h3" component="h3">
          {t('llmMix.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('llmMix.description')}
        </Typography>
        {services.map((w) => (
          <LlmMixCard
            key={w.id}
            workers={workers}
            scenario={scenario}
            workloadId={w.id}
            workloadName={w.name}
            initialBase={stored?.options.bases.find((b) => b.workloadId === w.id)?.base ?? null}
            words={words}
            onSolved={(analysis, base) => keep(w.id, analysis, base)}
            onAdd={onAdd}
          />
        ))}
      </Stack>
    </Paper>
  );
}
