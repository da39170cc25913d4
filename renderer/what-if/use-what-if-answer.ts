import { useEffect, useMemo, useRef, useState } from 'react';
import { summariseScenario } from '@shared/analysis';
import { applyWhatIf, compareResults, type ResultsComparison, type WhatIfAdjustments } from '@shared/analysis/what-if';
import type { Scenario, ScenarioIssue } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';
import { createWhatIfWorkers } from '../simulation/what-if/what-if-workers';
import { firstRunCount, WhatIfScheduler, type VariantPlan, type VariantProgress } from '../simulation/what-if/scheduler';
import { adjustmentsKey } from './what-if-history';

export interface WhatIfAnswer {
  /** working: no figures for this move yet; first: read from the first runs, refining to the full count; done: all runs. */
  status: 'working' | 'first' | 'refining' | 'done' | 'invalid' | 'error';
  issues: ScenarioIssue[];
  message: string | null;
  /** The what-if the figures belong to (its adjustments key). */
  answeredKey: string | null;
  requestedKey: string;
  runsShown: number;
  runsTotal: number;
  baseline: ScenarioResults | null;
  whatIf: ScenarioResults | null;
  comparison: ResultsComparison | null;
  /** The adjusted scenario (null when the adjustments are refused). */
  scenario: Scenario | null;
}

const BASELINE_KEY = adjustmentsKey({ workloads: {}, prices: {}, poolSizes: {}, phaseStartDays: {} });
/** Refining updates reach the screen at most this often; the first answer and the last always do. */
const REFINE_RENDER_MS = 250;

function summarise(scenario: Scenario, plan: VariantPlan, progress: VariantProgress, runs: number): ScenarioResults {
  return summariseScenario(
    scenario,
    { runs, baseSeed: plan.baseSeed, strategyIds: plan.strategyIds },
    progress.runsByStrategy.map((list) => list.slice(0, runs) as NonNullable<(typeof list)[number]>[]),
  );
}

/**
 * Runs the what-if in the what-if workers on the baseline's seeds and keeps the figures of
 * the latest move: a first answer from a few runs at once, then refined to the full count.
 * The baseline is run through the same workers, so every comparison pairs equal seeds.
 */
export function useWhatIfAnswer(base: Scenario, adjustments: WhatIfAdjustments): WhatIfAnswer {
  const [scheduler] = useState(() => new WhatIfScheduler(createWhatIfWorkers));
  useEffect(() => () => scheduler.dispose(), [scheduler]);

  const plan = useMemo<VariantPlan>(
    () => ({ strategyIds: base.strategies.map((s) => s.id), baseSeed: base.simulation.baseSeed, runs: base.simulation.runs }),
    [base],
  );
  const key = adjustmentsKey(adjustments);
  const outcome = useMemo(() => applyWhatIf(base, adjustments), [base, key]); // eslint-disable-line react-hooks/exhaustive-deps -- the key names the adjustments

  const baseline = useRef<VariantProgress | null>(null);
  const latest = useRef<{ key: string; scenario: Scenario | null; progress: VariantProgress | null }>({ key, scenario: null, progress: null });
  const shownKey = useRef<string | null>(null);
  const [answer, setAnswer] = useState<Omit<WhatIfAnswer, 'requestedKey' | 'status' | 'issues' | 'scenario'> & { status: WhatIfAnswer['status'] }>({
    status: 'working',
    message: null,
    answeredKey: null,
    runsShown: 0,
    runsTotal: plan.runs,
    baseline: null,
    whatIf: null,
    comparison: null,
  });

  // The baseline: asked for once per scenario, worked on behind every what-if.
  useEffect(() => {
    baseline.current = null;
    scheduler.request(BASELINE_KEY, base, plan, 'background', plan.runs, (p) => {
      baseline.current = p;
      render(false);
    });
    return () => scheduler.release(BASELINE_KEY);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- render reads refs only
  }, [scheduler, base, plan]);

  const lastRender = useRef(0);
  const firstRuns = useRef(1);

  function render(force: boolean): void {
    const current = latest.current;
    const p = current.progress;
    const b = baseline.current;
    if (!p || !b || !current.scenario) return;
    const shown = Math.min(p.prefix, b.prefix);
    if (shown < Math.min(firstRuns.current, plan.runs)) return;
    const complete = shown >= plan.runs;
    const now = performance.now();
    const fresh = shownKey.current !== current.key;
    if (!force && !fresh && !complete && now - lastRender.current < REFINE_RENDER_MS) return;
    lastRender.current = now;
    shownKey.current = current.key;
    const before = summarise(base, plan, b, shown);
    const after = current.key === BASELINE_KEY ? before : summarise(current.scenario, plan, p, shown);
    setAnswer({
      status: complete ? 'done' : 'refining',
      message: null,
      answeredKey: current.key,
      runsShown: shown,
      runsTotal: plan.runs,
      baseline: before,
      whatIf: after,
      comparison: compareResults(before, after),
    });
  }

  useEffect(() => {
    if (!outcome.ok) return;
    latest.current = { key, scenario: outcome.scenario, progress: null };
    firstRuns.current = firstRunCount(
      plan.strategyIds.map((id) => scheduler.runMs(id)),
      scheduler.workerCount,
      plan.runs,
    );
    scheduler.request(
      key,
      outcome.scenario,
      plan,
      'now',
      firstRuns.current,
      (p) => {
        if (latest.current.key !== key) return;
        latest.current = { key, scenario: outcome.scenario, progress: p };
        render(false);
      },
      (error) => setAnswer((a) => ({ ...a, status: 'error', message: error.message })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- render reads refs only
  }, [scheduler, key, outcome, plan]);

  // Once the baseline is in, an answer that was waiting for it can show.
  const issues = outcome.ok ? [] : outcome.issues;
  let status = answer.status;
  if (!outcome.ok) status = 'invalid';
  else if (answer.answeredKey !== key && status !== 'error') status = 'working';
  else if (status === 'refining' && answer.runsShown < plan.runs) status = answer.runsShown <= firstRuns.current ? 'first' : 'refining';
  return { ...answer, status, issues, requestedKey: key, scenario: outcome.ok ? outcome.scenario : null };
}
