import { useMemo, useState } from 'react';
import { parseScenario } from '@shared/scenario';
import { scenarioShape } from '../results/strategy-metrics';
import { readRunAnalyses, useLatestRun, useScenario, useVersions, type RunAnalyses } from '../storage';
import type { PaperSize, ReportData } from './report-data';

/** The analyses less the kept what-if when the reader left its section out. */
function withoutLeftOut(analyses: RunAnalyses, whatIf: boolean): RunAnalyses {
  if (whatIf) return analyses;
  const { whatIf: _left, ...rest } = analyses;
  return rest;
}

export type ReportLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'no-results'; scenarioName: string }
  /** keptWhatIf: the run has a what-if kept for the report (shown or left out). */
  | { status: 'ready'; data: ReportData; keptWhatIf: boolean };

/**
 * The report's inputs from storage: the scenario's latest saved run (what its results
 * screen shows) and the version of the document that run simulated.
 */
export function useReportData(
  scenarioId: string,
  paper: PaperSize,
  include: { whatIf: boolean } = { whatIf: true },
): ReportLoad {
  const open = useScenario(scenarioId);
  const latest = useLatestRun(scenarioId);
  const versions = useVersions(scenarioId);
  const [generatedAt] = useState(() => Date.now());
  const run = latest?.run ?? null;
  const version = run ? versions?.find((v) => v.id === run.versionId) : undefined;
  const document = version?.document ?? open?.document;
  const parsed = useMemo(() => (document ? parseScenario(document) : null), [document]);

  return useMemo((): ReportLoad => {
    if (open === undefined || latest === undefined || versions === undefined)
      return { status: 'loading' };
    if (open === null) return { status: 'missing' };
    if (!run) return { status: 'no-results', scenarioName: open.scenario.name };
    const scenario = parsed?.ok ? parsed.scenario : null;
    const analyses = scenario ? readRunAnalyses(run) : {};
    return {
      status: 'ready',
      keptWhatIf: analyses.whatIf !== undefined,
      data: {
        results: run.results,
        scenario,
        shape: scenarioShape(scenario ?? open.document),
        versionNumber: version?.number ?? null,
        ranAt: run.createdAt,
        generatedAt,
        paper,
        // Only analyses of the document this run simulated (they are kept per version).
        analyses: withoutLeftOut(analyses, include.whatIf),
      },
    };
  }, [open, latest, versions, run, parsed, version, generatedAt, paper, include.whatIf]);
}
