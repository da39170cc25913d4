import type { ReactNode } from 'react';
import type { Scenario } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';
import type { RunAnalyses } from '../storage';
import type { ScenarioShape } from '../results/strategy-metrics';
import type { ResultsFormat } from '../results/use-results-format';

export type PaperSize = 'a4' | 'letter';
export const PAPER_SIZES: readonly PaperSize[] = ['a4', 'letter'];

/** Everything a report is made from: the results the screen shows and the document they ran. */
export interface ReportData {
  results: ScenarioResults;
  /** The scenario version the run simulated, defaults filled in; null if it no longer validates. */
  scenario: Scenario | null;
  shape: ScenarioShape;
  versionNumber: number | null;
  /** When the run finished (ms since 1970), or null when unknown. */
  ranAt: number | null;
  /** When the report was made (ms since 1970): printed on every page. */
  generatedAt: number;
  paper: PaperSize;
  /**
   * Analyses made for these results (sensitivity, commitment optimiser, a kept what-if), as
   * kept with the run, less any the reader chose to leave out.
   * Each has a section in REPORT_SECTIONS that shows it when present.
   */
  analyses: RunAnalyses;
}

export interface ReportSectionProps {
  data: ReportData;
  fmt: ResultsFormat;
  /** Strategy colour by id, the same on every chart. */
  colorOf: (strategyId: string) => string;
}

/**
 * One section of the report. Sections come in the order of REPORT_SECTIONS; a section with
 * nothing to show renders null and takes no space. To add a section for a new analysis:
 * write a component that reads `data.analyses.<name>` and add it to the list.
 */
export interface ReportSection {
  id: string;
  render: (props: ReportSectionProps) => ReactNode;
}
