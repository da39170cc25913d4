import { localEvaluator, type Evaluator } from '@shared/analysis/evaluate';
import { optimiseCommitment } from '@shared/analysis/optimise-commitment';
import { findPlan } from '@shared/analysis/plan-search';
import { planSearchJsonText, planSearchReport } from '@shared/report/plan-search-report';
import { analyseSensitivity } from '@shared/analysis/sensitivity';
import {
  optimiseCsv,
  optimiseJsonText,
  optimiseReport,
  sensitivityCsv,
  sensitivityJsonText,
  sensitivityReport,
} from '@shared/report/decision-report';
import type { Scenario } from '@shared/scenario';
import { adviseAllSavingsPlans, savingsPlanAdviceReport } from '@shared/report/savings-plan-advice-text';
import type { CliOptions, DecisionOptions } from './args';
import { checkOutFolder, writeOutFiles, type OutIo } from './out-folder';
import { ProgressReporter } from './progress';
import { defaultThreads, threadEvaluator } from './thread-evaluator';

/** What the decision analyses need from main.ts's world (a subset of CliIo). */
export interface DecisionIo extends OutIo {
  stdout(text: string): void;
  stderr(text: string): void;
  stderrIsTTY: boolean;
  now(): number;
}

/** Raised for input the analyses cannot take (main.ts reports it as invalid input, exit 2). */
export class DecisionInputError extends Error {}

/**
 * `--optimise`, `--sensitivity` and `--find-plan`: the decision analyses of shared/analysis,
 * their simulations spread over worker threads (--threads, one per core by default; one runs
 * them on this thread), printed as text, JSON or CSV like the plain comparison. `strategyIds` are the
 * --strategy choices: the optimiser's base (one), or the strategies the sensitivity compares.
 */
export async function runDecision(
  scenario: Scenario,
  decision: DecisionOptions,
  options: CliOptions,
  strategyIds: string[],
  io: DecisionIo,
): Promise<void> {
  if (options.outDir !== undefined) {
    const names = [
      ...(decision.optimise ? ['optimise.json', 'optimise-curves.csv'] : []),
      ...(decision.sensitivity ? ['sensitivity.json', 'sensitivity.csv'] : []),
      ...(decision.findPlan ? ['plan-search.json'] : []),
    ];
    await checkOutFolder(options.outDir, names, options.force, io);
  }
  const files: Record<string, string> = {};
  const out: string[] = [];
  const threads = decision.threads ?? defaultThreads();
  const pool = threads > 1 ? await threadEvaluator(threads) : null;
  const evaluate: Evaluator = pool ? pool.evaluate : localEvaluator();
  const common = { ...(options.runs !== undefined ? { runs: options.runs } : {}), ...(options.seed !== undefined ? { baseSeed: options.seed } : {}) };
  try {
    if (decision.optimise) {
      if (strategyIds.length > 1) throw new DecisionInputError('--optimise takes one --strategy: the base whose on-demand and spot pools carry the rest');
      const progress = new ProgressReporter(io.stderr, io.stderrIsTTY, () => io.now(), 'Optimising');
      const result = await optimiseCommitment(
        scenario,
        { ...common, objective: decision.objective, ...(decision.longestTerm !== undefined ? { longestTerm: decision.longestTerm } : {}), basis: scenario.simulation.comparisonBasis ?? 'horizonSlice', ...(strategyIds[0] ? { baseStrategyId: strategyIds[0] } : {}) },
        { evaluate, onProgress: (done, total) => progress.update(done / total) },
      );
      progress.finish();
      files['optimise.json'] = optimiseJsonText(scenario, result);
      files['optimise-curves.csv'] = optimiseCsv(result);
      out.push(options.format === 'json' ? files['optimise.json'] : options.format === 'csv' ? files['optimise-curves.csv'] : optimiseReport(scenario, result));
      // Savings plans are sized on their own: a plan changes the bill, not the runs.
      const planAdvice = options.format === 'table' ? savingsPlanAdviceReport(scenario.currency, adviseAllSavingsPlans(scenario, strategyIds, common)) : '';
      if (planAdvice !== '') out.push(planAdvice);
    }
    if (decision.sensitivity) {
      const compared = strategyIds.length > 0 ? { ...scenario, strategies: scenario.strategies.filter((s) => strategyIds.includes(s.id)) } : scenario;
      const progress = new ProgressReporter(io.stderr, io.stderrIsTTY, () => io.now(), 'Sensitivity');
      const result = await analyseSensitivity(
        compared,
        { ...common, range: decision.range },
        { evaluate, onProgress: (done, total) => progress.update(done / total) },
      );
      progress.finish();
      files['sensitivity.json'] = sensitivityJsonText(compared, result);
      files['sensitivity.csv'] = sensitivityCsv(result);
      out.push(options.format === 'json' ? files['sensitivity.json'] : options.format === 'csv' ? files['sensitivity.csv'] : sensitivityReport(compared, result));
    }
    if (decision.findPlan) {
      const progress = new ProgressReporter(io.stderr, io.stderrIsTTY, () => io.now(), 'Finding the best plan');
      const result = await findPlan(
        scenario,
        { ...common, offers: decision.findPlan.offers, ...(decision.findPlan.budgetSeconds !== undefined ? { budgetSeconds: decision.findPlan.budgetSeconds } : {}), ...(decision.longestTerm !== undefined ? { longestTerm: decision.longestTerm } : {}) },
        { evaluate, now: () => io.now(), onProgress: (done, total) => progress.update(done / total) },
      );
      progress.finish();
      files['plan-search.json'] = planSearchJsonText(scenario, result);
      out.push(options.format === 'json' ? files['plan-search.json'] : planSearchReport(scenario, result));
    }
  } catch (error) {
    if (error instanceof RangeError) throw new DecisionInputError(error.message);
    throw error;
  } finally {
    await pool?.close();
  }
  io.stdout(out.join(options.format === 'table' ? '\n' : ''));
  if (options.outDir !== undefined) {
    await writeOutFiles(options.outDir, files, options.force, io);
    io.stderr(`Wrote ${Object.keys(files).join(', ')} to ${options.outDir}\n`);
  }
}
