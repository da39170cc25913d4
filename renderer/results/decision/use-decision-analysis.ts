import { useCallback, useEffect, useRef, useState } from 'react';
import { optimiseCommitment, type OptimiseOptions, type OptimiseResult } from '@shared/analysis/optimise-commitment';
import { DEFAULT_BUDGET_SECONDS, findPlan, type PlanSearchOptions, type PlanSearchResult, type PlanSearchSnapshot } from '@shared/analysis/plan-search';
import { analyseSensitivity, type SensitivityOptions, type SensitivityResult } from '@shared/analysis/sensitivity';
import type { Scenario } from '@shared/scenario';
import { AnalysisWorkers } from '../decision-app';

export type DecisionKind = 'optimise' | 'sensitivity' | 'planSearch';

export type DecisionState =
  | { status: 'idle' }
  | { status: 'running'; kind: DecisionKind; done: number; total: number }
  | { status: 'cancelled'; kind: DecisionKind }
  | { status: 'failed'; kind: DecisionKind; message: string };

/** The results of the last finished analysis of each kind, for the scenario they were run on. */
export interface DecisionResults {
  optimise: { result: OptimiseResult; scenario: Scenario } | null;
  sensitivity: { result: SensitivityResult; scenario: Scenario } | null;
  planSearch: { result: PlanSearchResult; scenario: Scenario } | null;
}

/** A plan search under way: when it started, its budget, and the best found so far. */
export interface LiveSearch {
  /** performance.now() at the start. */
  startedAt: number;
  budgetSeconds: number;
  snapshot: PlanSearchSnapshot | null;
}

function isCancel(error: unknown): boolean {
  return error instanceof Error && /cancel/i.test(error.name + error.message);
}

/** Told of each finished analysis, to keep it with the run it describes. */
export type OnAnalysed = (
  found:
    | { kind: 'optimise'; result: OptimiseResult; options: OptimiseOptions }
    | { kind: 'sensitivity'; result: SensitivityResult; options: SensitivityOptions }
    | { kind: 'planSearch'; result: PlanSearchResult; options: PlanSearchOptions },
) => void;

/**
 * Runs the decision analyses with their simulations spread over Web Workers (the search
 * itself is light and stays on this thread), with progress and cancel. One analysis at a
 * time; unmounting cancels it and frees the workers.
 */
export function useDecisionAnalysis(
  initial: DecisionResults = { optimise: null, sensitivity: null, planSearch: null },
  onAnalysed?: OnAnalysed,
) {
  const [workers] = useState(() => new AnalysisWorkers());
  const [state, setState] = useState<DecisionState>({ status: 'idle' });
  const [results, setResults] = useState<DecisionResults>(initial);
  const [live, setLive] = useState<LiveSearch | null>(null);
  const told = useRef(onAnalysed);
  useEffect(() => {
    told.current = onAnalysed;
  }, [onAnalysed]);
  const generation = useRef(0);
  useEffect(() => () => workers.cancel(), [workers]);

  const run = useCallback(
    async <R,>(kind: DecisionKind, go: (control: Parameters<typeof optimiseCommitment>[2]) => Promise<R>): Promise<R | null> => {
      workers.cancel();
      const mine = ++generation.current;
      let last = 0;
      setState({ status: 'running', kind, done: 0, total: 0 });
      try {
        const result = await go({
          evaluate: workers.evaluate,
          onProgress: (done, total) => {
            const now = performance.now();
            // Ten updates a second are plenty; each re-renders the panel.
            if (mine !== generation.current || (now - last < 100 && done < total)) return;
            last = now;
            setState({ status: 'running', kind, done, total });
          },
          shouldStop: () => mine !== generation.current,
        });
        if (mine !== generation.current) return null;
        setState({ status: 'idle' });
        return result;
      } catch (error) {
        if (mine !== generation.current) return null;
        if (isCancel(error)) setState({ status: 'cancelled', kind });
        else setState({ status: 'failed', kind, message: error instanceof Error ? error.message : String(error) });
        return null;
      }
    },
    [workers],
  );

  const optimise = useCallback(
    async (scenario: Scenario, options: OptimiseOptions) => {
      const result = await run('optimise', (control) => optimiseCommitment(scenario, options, control));
      if (!result) return;
      setResults((r) => ({ ...r, optimise: { result, scenario } }));
      told.current?.({ kind: 'optimise', result, options });
    },
    [run],
  );
  const sensitivity = useCallback(
    async (scenario: Scenario, options: SensitivityOptions) => {
      const result = await run('sensitivity', (control) => analyseSensitivity(scenario, options, control));
      if (!result) return;
      setResults((r) => ({ ...r, sensitivity: { result, scenario } }));
      told.current?.({ kind: 'sensitivity', result, options });
    },
    [run],
  );
  const planSearch = useCallback(
    async (scenario: Scenario, options: PlanSearchOptions) => {
      const startedAt = performance.now();
      const budgetSeconds = options.budgetSeconds ?? DEFAULT_BUDGET_SECONDS;
      setLive({ startedAt, budgetSeconds, snapshot: null });
      const result = await run('planSearch', (control) =>
        findPlan(scenario, options, {
          ...control,
          now: () => performance.now(),
          // The cheapest mix of GPUs for a service planned in tokens is solved in a worker too.
          solveMix: workers.llmMix,
          // So is each savings plan the search sizes (its runs are simulated).
          sizeSavingsPlan: workers.savingsPlan,
          // A search cancelled or replaced says nothing more.
          onFrontier: (snapshot) => {
            if (!control.shouldStop?.()) setLive({ startedAt, budgetSeconds, snapshot });
          },
        }),
      );
      setLive(null);
      if (!result) return;
      setResults((r) => ({ ...r, planSearch: { result, scenario } }));
      told.current?.({ kind: 'planSearch', result, options });
    },
    [run, workers],
  );
  const cancel = useCallback(() => {
    const kind = state.status === 'running' ? state.kind : null;
    generation.current++;
    workers.cancel();
    if (kind) setState({ status: 'cancelled', kind });
  }, [workers, state]);

  return { state, results, live, optimise, sensitivity, planSearch, cancel };
}
