import { useEffect, useMemo, useRef, useState } from 'react';
import { comparePlan, compareScenarios, type ScenarioComparison } from '@shared/analysis/compare';
import type { Scenario } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';
import { summariseProgress } from '../simulation/what-if/summarise-progress';
import { createWhatIfWorkers } from '../simulation/what-if/what-if-workers';
import { firstRunCount, WhatIfScheduler, type VariantPlan, type VariantProgress } from '../simulation/what-if/scheduler';

export interface CompareAnswer {
  /** working: no figures yet; refining: figures from the first runs both sides have; done: every run. */
  status: 'working' | 'refining' | 'done' | 'error';
  message: string | null;
  runsShown: number;
  runsTotal: number;
  baseSeed: number;
  before: ScenarioResults | null;
  after: ScenarioResults | null;
  comparison: ScenarioComparison | null;
}

/** Refining updates reach the screen at most this often; the first answer and the last always do. */
const REFINE_RENDER_MS = 300;


/**
 * Runs two scenarios on the same seeds in the what-if workers and compares them: a first
 * answer from the runs both sides have made, refined to the full count. The keys name the two
 * documents (their version ids), so the workers keep each compiled once.
 */
export function useCompareAnswer(before: { key: string; scenario: Scenario }, after: { key: string; scenario: Scenario }): CompareAnswer {
  const [scheduler] = useState(() => new WhatIfScheduler(createWhatIfWorkers));
  useEffect(() => () => scheduler.dispose(), [scheduler]);
  const common = useMemo(() => comparePlan(before.scenario, after.scenario), [before.scenario, after.scenario]);
  const plans = useMemo(
    () =>
      [before.scenario, after.scenario].map<VariantPlan>((s) => ({ strategyIds: s.strategies.map((x) => x.id), baseSeed: common.baseSeed, runs: common.runs })),
    [before.scenario, after.scenario, common],
  );
  const empty: CompareAnswer = { status: 'working', message: null, runsShown: 0, runsTotal: common.runs, baseSeed: common.baseSeed, before: null, after: null, comparison: null };
  // Figures belong to one pair of documents; another pair shows "working" until its own come.
  const pair = `${before.key}\u0000${after.key}`;
  const [answer, setAnswer] = useState<CompareAnswer & { pair: string | null }>({ ...empty, pair: null });
  const progress = useRef<[VariantProgress | null, VariantProgress | null]>([null, null]);
  const lastRender = useRef(0);

  useEffect(() => {
    progress.current = [null, null];
    const sides = [before, after] as const;
    const first = Math.max(2, firstRunCount([], scheduler.workerCount, common.runs));
    const render = () => {
      const [p, q] = progress.current;
      if (!p || !q) return;
      const shown = Math.min(p.prefix, q.prefix);
      if (shown < Math.min(first, common.runs)) return;
      const complete = shown >= common.runs;
      const now = performance.now();
      if (!complete && lastRender.current > 0 && now - lastRender.current < REFINE_RENDER_MS) return;
      lastRender.current = now;
      const a = summariseProgress(before.scenario, plans[0]!, p, shown);
      const b = summariseProgress(after.scenario, plans[1]!, q, shown);
      setAnswer({
        pair,
        status: complete ? 'done' : 'refining',
        message: null,
        runsShown: shown,
        runsTotal: common.runs,
        baseSeed: common.baseSeed,
        before: a,
        after: b,
        comparison: compareScenarios(before.scenario, after.scenario, a, b),
      });
    };
    lastRender.current = 0;
    const onError = (error: Error) => setAnswer({ ...empty, pair, status: 'error', message: error.message });
    // The same document on both sides (a version compared with itself) is one variant, run once.
    const keys = sides.map((s) => `compare:${s.key}`);
    sides.forEach((side, i) =>
      scheduler.request(keys[i]!, side.scenario, plans[i]!, i === 1 ? 'now' : 'background', first, (p) => {
        progress.current[i] = p;
        render();
      }, onError),
    );
    return () => scheduler.release(keys[0]!);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys name the documents
  }, [scheduler, before.key, after.key, plans]);

  if (answer.pair !== pair) return empty;
  const { pair: _pair, ...shown } = answer;
  return shown;
}
