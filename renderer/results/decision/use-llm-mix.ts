import { useEffect, useRef, useState } from 'react';
import type { LlmMixAnalysis, MixBaseChoice } from '@shared/analysis/llm-mix';
import type { Scenario } from '@shared/scenario';
import type { AnalysisWorkers } from '../decision-app';

export type MixState =
  | { status: 'solving' }
  | { status: 'ready'; analysis: LlmMixAnalysis }
  | { status: 'failed'; message: string };

/**
 * The cheapest mix of GPUs for one service, solved in an analysis worker (never on the page's
 * thread) whenever the scenario, the service or the committed base changes; an answer to an
 * older request is dropped. `onSolved` hears of each answer, to keep it with the run.
 */
export function useLlmMix(
  workers: AnalysisWorkers,
  scenario: Scenario,
  workloadId: string,
  base: MixBaseChoice | null,
  onSolved?: (analysis: LlmMixAnalysis) => void,
): MixState {
  const baseKey = base === null ? '' : `${base.offerId}:${base.replicas}:${base.termMonths ?? ''}`;
  // The answer remembers what it answers: for any other request the mix is still being solved.
  const [answer, setAnswer] = useState<{
    scenario: Scenario;
    workloadId: string;
    baseKey: string;
    state: MixState;
  } | null>(null);
  const told = useRef(onSolved);
  useEffect(() => {
    told.current = onSolved;
  }, [onSolved]);
  useEffect(() => {
    let current = true;
    const asked = { scenario, workloadId, baseKey };
    workers
      .llmMix(scenario, workloadId, base === null ? {} : { base })
      .then((analysis) => {
        if (!current) return;
        setAnswer({ ...asked, state: { status: 'ready', analysis } });
        told.current?.(analysis);
      })
      .catch((error: unknown) => {
        // A request replaced or a panel closed says nothing more.
        if (current)
          setAnswer({
            ...asked,
            state: {
              status: 'failed',
              message: error instanceof Error ? error.message : String(error),
            },
          });
      });
    return () => {
      current = false;
    };
    // The base is read through its key: a new object with the same choice solves nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workers, scenario, workloadId, baseKey]);
  const fresh =
    answer !== null &&
    answer.scenario === scenario &&
    answer.workloadId === workloadId &&
    answer.baseKey === baseKey;
  return fresh ? answer.state : { status: 'solving' };
}
