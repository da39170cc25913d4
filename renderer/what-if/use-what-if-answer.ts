import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyWhatIf, compareResults, type ResultsComparison, type WhatIfAdjustments, type WhatIfOutcome } from '@shared/analysis/what-if';
import type { Scenario, ScenarioIssue } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';
import { summariseProgress } from '../simulation/what-if/summarise-progress';
import { createWhatIfWorkers } from '../simulation/what-if/what-if-workers';
import { PageEstimator } from '../simulation/what-if/page-estimate';
import { firstRunCount, WhatIfScheduler, type VariantPlan, type VariantProgress } from '../simulation/what-if/scheduler';
import { afterPaint, withHeadStart } from './estimate-head-start';
import { adjustmentsKey } from './what-if-history';

export interface WhatIfAnswer {
  /**
   * working: no figures for this move yet; estimate: services planned in tokens read from the
   * analytical latency estimate while their requests are simulated; first: read from the first
   * runs, refining to the full count; done: all runs.
   */
  status: 'working' | 'estimate' | 'first' | 'refining' | 'done' | 'invalid' | 'error';
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
  /**
   * Sends a move to the workers at once, from the event that made it, before the screen
   * redraws; on a service planned in tokens, makes its estimate there too, so the move and its
   * first figures are drawn together. A `live` move (a slider on its way: a drag's every step)
   * has its estimate made after the move is drawn (its effect, or the next frame), so the thumb
   * follows the pointer at once and a newer step replaces one still waiting; its commit, if it
   * comes first (an arrow key commits in the same event), makes it at once.
   */
  start: (next: WhatIfAdjustments, live?: boolean) => void;
  /** Works out the first runs of likely next moves (a focused slider's arrow-key neighbours) ahead of them. */
  lookAhead: (nexts: WhatIfAdjustments[]) => void;
}

const BASELINE_KEY = adjustmentsKey({ workloads: {}, prices: {}, poolSizes: {}, phaseStartDays: {} });
/** Refining updates reach the screen at most this often; the first answer and the last always do. */
const REFINE_RENDER_MS = 250;
/** Adjusted scenarios kept by key (a slider going back and forth, undo and redo reuse them). */
const OUTCOMES_KEPT = 16;
/**
 * Runs of the estimate's answer: a service planned in tokens simulates its requests, which takes
 * seconds the first time a what-if meets a traffic level; the analytical estimate answers in
 * milliseconds, so its figures (from this many runs, on the same seeds) show first: one, as
 * its money figures are the simulated runs' own and only the targets' shares are provisional.
 */
const ESTIMATE_RUNS = 1;

/** Whether a scenario has a service planned in tokens, whose latency is simulated request by request. */
function servesInTokens(scenario: Scenario): boolean {
  return scenario.workloads.some((w) => w.kind === 'inference' && w.llm !== undefined);
}


/**
 * Marks on the page's performance timeline where a move's first figures spend their time
 * (`npm run bench:what-if` reads them): the request to the workers, the first runs back, and
 * the figures summarised; the figures on screen are the answer's attributes changing.
 */
function mark(step: 'request' | 'runs' | 'summarised', key: string): void {
  // Only the latest move's marks are kept, so a long session does not fill the timeline.
  if (step === 'request') for (const name of ['request', 'runs', 'summarised']) performance.clearMarks(`what-if:${name}`);
  performance.mark(`what-if:${step}`, { detail: key });
}

/**
 * Runs the what-if in the what-if workers on the baseline's seeds and keeps the figures of
 * the latest move: a first answer from a few runs at once, then refined to the full count.
 * The baseline is run through the same workers, so every comparison pairs equal seeds.
 */
export function useWhatIfAnswer(base: Scenario, adjustments: WhatIfAdjustments): WhatIfAnswer {
  const [scheduler] = useState(() => new WhatIfScheduler(createWhatIfWorkers));
  useEffect(() => () => scheduler.dispose(), [scheduler]);
  // On the page's thread, in the move's own event (see PageEstimator).
  const [estimator] = useState(() => new PageEstimator());
  const withEstimate = servesInTokens(base);

  const plan = useMemo<VariantPlan>(
    () => ({ strategyIds: base.strategies.map((s) => s.id), baseSeed: base.simulation.baseSeed, runs: base.simulation.runs }),
    [base],
  );
  const estimatePlan = useMemo<VariantPlan>(() => ({ ...plan, runs: Math.min(plan.runs, ESTIMATE_RUNS) }), [plan]);
  // Adjusted scenarios by key, so a move sent from its event is not applied again to render it.
  const outcomes = useRef<{ base: Scenario; byKey: Map<string, WhatIfOutcome> }>({ base, byKey: new Map() });
  const outcomeFor = useCallback(
    (next: WhatIfAdjustments): [string, WhatIfOutcome] => {
      if (outcomes.current.base !== base) outcomes.current = { base, byKey: new Map() };
      const byKey = outcomes.current.byKey;
      const k = adjustmentsKey(next);
      let o = byKey.get(k);
      if (!o) {
        o = applyWhatIf(base, next);
        byKey.set(k, o);
        if (byKey.size > OUTCOMES_KEPT) byKey.delete(byKey.keys().next().value!);
      }
      return [k, o];
    },
    [base],
  );
  const [key, outcome] = outcomeFor(adjustments);

  const baseline = useRef<VariantProgress | null>(null);
  const latest = useRef<{ key: string; scenario: Scenario | null; progress: VariantProgress | null }>({ key, scenario: null, progress: null });
  // The baseline's figures from the estimate's runs (services planned in tokens only), made once per baseline.
  const estimateBaseline = useRef<{ base: Scenario; plan: VariantPlan; results: ScenarioResults } | null>(null);
  /** Whether the figures on screen for shownKey are the simulated ones (an estimate never replaces them). */
  const shownSimulated = useRef(false);
  const shownKey = useRef<string | null>(null);
  const [answer, setAnswer] = useState<Omit<WhatIfAnswer, 'requestedKey' | 'status' | 'issues' | 'scenario' | 'start' | 'lookAhead'> & { status: WhatIfAnswer['status'] }>({
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
    // Made while the planner reads the screen, so the first move does not wait for it.
    const warm = withEstimate ? setTimeout(() => estimateBefore(), 0) : undefined;
    return () => {
      scheduler.release(BASELINE_KEY);
      clearTimeout(warm);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- render reads refs only
  }, [scheduler, base, plan, withEstimate]);

  /** A live move's estimate, waiting for its task (see `start`). */
  const pendingEstimate = useRef<{ key: string; show: () => void } | null>(null);
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
    const replacesEstimate = !fresh && !shownSimulated.current;
    if (!force && !fresh && !replacesEstimate && !complete && now - lastRender.current < REFINE_RENDER_MS) return;
    lastRender.current = now;
    shownKey.current = current.key;
    shownSimulated.current = true;
    if (fresh) mark('runs', current.key);
    const before = summariseProgress(base, plan, b, shown);
    const after = current.key === BASELINE_KEY ? before : summariseProgress(current.scenario, plan, p, shown);
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
    if (fresh) mark('summarised', current.key);
  }

  /** The baseline's figures on the estimate, made the first time they are asked for on this baseline. */
  function estimateBefore(): ScenarioResults {
    const kept = estimateBaseline.current;
    if (kept && kept.base === base && kept.plan === estimatePlan) return kept.results;
    const results = summariseProgress(base, estimatePlan, estimator.runs(BASELINE_KEY, base, estimatePlan), estimatePlan.runs);
    estimateBaseline.current = { base, plan: estimatePlan, results };
    return results;
  }

  /**
   * The estimate's figures for a move, made and shown at once, while its requests are still
   * simulated: never over simulated figures of the same move. Called in the move's own event,
   * the figures reach the screen in the same render as the move itself. Returns whether they
   * were shown (a scenario the estimate cannot run is answered by the simulated runs alone).
   */
  function showEstimate(k: string, scenario: Scenario): boolean {
    if (shownKey.current === k && shownSimulated.current) return true;
    let before: ScenarioResults;
    let after: ScenarioResults;
    try {
      before = estimateBefore();
      after = k === BASELINE_KEY ? before : summariseProgress(scenario, estimatePlan, estimator.runs(k, scenario, estimatePlan), estimatePlan.runs);
    } catch {
      return false;
    }
    const fresh = shownKey.current !== k;
    shownKey.current = k;
    shownSimulated.current = false;
    if (fresh) mark('runs', k);
    setAnswer({
      status: 'estimate',
      message: null,
      answeredKey: k,
      runsShown: estimatePlan.runs,
      runsTotal: plan.runs,
      baseline: before,
      whatIf: after,
      comparison: compareResults(before, after),
    });
    if (fresh) mark('summarised', k);
    return true;
  }

  /**
   * Sends a move to the workers. Called from the slider's own event (see `start`), so the runs
   * begin while the screen is still redrawing the controls, and again from the effect below
   * for moves that come another way (undo, redo, reset), where it does nothing if the move was
   * already sent.
   */
  const ask = useCallback(
    (k: string, o: WhatIfOutcome, live = false) => {
      if (!o.ok) return;
      if (latest.current.key === k && latest.current.scenario === o.scenario) {
        // The move already sent, now committed (an arrow key, a drag's release) or drawn (the
        // effect below): its estimate now if it still waits.
        const waiting = pendingEstimate.current;
        if (!live && waiting?.key === k) waiting.show();
        return;
      }
      mark('request', k);
      latest.current = { key: k, scenario: o.scenario, progress: null };
      // A move worked out ahead answers from the runs already made rather than wait for more.
      const made = scheduler.prefixOf(k);
      const count = firstRunCount(
        plan.strategyIds.map((id) => scheduler.runMs(id)),
        scheduler.workerCount,
        plan.runs,
      );
      firstRuns.current = made > 0 ? Math.min(made, count) : count;
      const simulate = () => {
        if (latest.current.key !== k) return;
        scheduler.request(
          k,
          o.scenario,
          plan,
          'now',
          firstRuns.current,
          (p) => {
            if (latest.current.key !== k) return;
            latest.current = { key: k, scenario: o.scenario, progress: p };
            render(false);
          },
          (error) => setAnswer((a) => ({ ...a, status: 'error', message: error.message })),
        );
      };
      pendingEstimate.current = null;
      if (!withEstimate || made > 0) {
        simulate();
        return;
      }
      const show = () => {
        pendingEstimate.current = null;
        if (latest.current.key !== k) return;
        // The estimate is drawn first; the simulated runs start once it is on screen (see withHeadStart).
        if (showEstimate(k, o.scenario)) afterPaint(withHeadStart(simulate).heard);
        else simulate();
      };
      if (!live) return show();
      pendingEstimate.current = { key: k, show };
      afterPaint(() => pendingEstimate.current?.key === k && pendingEstimate.current.show());
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- render reads refs only
    [scheduler, estimator, plan, estimatePlan, withEstimate],
  );
  useEffect(() => ask(key, outcome), [ask, key, outcome]);
  const start = useCallback((next: WhatIfAdjustments, live = false) => ask(...outcomeFor(next), live), [ask, outcomeFor]);
  const lookAhead = useCallback(
    (nexts: WhatIfAdjustments[]) => {
      const variants = nexts.flatMap((next) => {
        const [k, o] = outcomeFor(next);
        return o.ok ? [{ key: k, scenario: o.scenario }] : [];
      });
      scheduler.lookAhead(variants, plan, firstRuns.current);
    },
    [scheduler, plan, outcomeFor],
  );

  // Once the baseline is in, an answer that was waiting for it can show.
  const issues = outcome.ok ? [] : outcome.issues;
  let status = answer.status;
  if (!outcome.ok) status = 'invalid';
  else if (answer.answeredKey !== key && status !== 'error') status = 'working';
  else if (status === 'refining' && answer.runsShown < plan.runs) status = answer.runsShown <= firstRuns.current ? 'first' : 'refining';
  return { ...answer, status, issues, requestedKey: key, scenario: outcome.ok ? outcome.scenario : null, start, lookAhead };
}
