import { useMemo, useState } from 'react';
import { parseScenario } from '@shared/scenario';
import { scenarioShape } from '../results/strategy-metrics';
import { readRunAnalyses, useLatestRun, useScenario, useVersions } from '../storage';
import type { PaperSize, ReportData } from './report-data';

export type ReportLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'no-results'; scenarioName: string }
  | { status: 'ready'; data: ReportData };

/**
 * The report's inputs from storage: the scenario's latest saved run (what its results
 * screen shows) and the version of the document that run simulated.
 */
export function useReportData(scenarioId: string, paper: PaperSize): ReportLoad {
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
    return {
      status: 'ready',
      data: {
        results: run.results,
        scenario,
        shape: scenarioShape(scenario ?? open.document),
        versionNumber: version?.number ?? null,
        ranAt: run.createdAt,
        generatedAt,
        paper,
        // Only analyses of the document this run simulated (they are kept per version).
        analyses: scenario ? readRunAnalyses(run) : {},
      },
    };
  }, [open, latest, versions, run, parsed, version, generatedAt, paper]);
}
