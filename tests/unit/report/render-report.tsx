/**
 * Renders the whole report document for a scenario's results and the analyses kept with its
 * run, in one language, as version 1 run and printed on fixed days, so a test reads a section
 * in its place in the report.
 */
import { ReportDocument, REPORT_ROOT_ID } from '@headroom/renderer/report/ReportDocument';
import type { ReportData } from '@headroom/renderer/report/report-data';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { scenarioShape } from '@headroom/renderer/results/strategy-metrics';
import type { Scenario } from '@shared/scenario';
import { renderInLanguage } from '../render-in-language';

/** The report's data for `results` of `scenario`, with the analyses given. */
export function reportData(scenario: Scenario, results: ReportData['results'], analyses: ReportData['analyses']): ReportData {
  return {
    results,
    scenario,
    shape: scenarioShape(scenario),
    versionNumber: 1,
    ranAt: Date.UTC(2026, 11, 1, 9, 30),
    generatedAt: Date.UTC(2026, 11, 2, 10, 0),
    paper: 'a4',
    analyses,
  };
}

/** The report rendered in `language`: its root element. */
export function renderReport(data: ReportData, language: AppLanguage = 'en'): HTMLElement {
  const container = renderInLanguage(<ReportDocument data={data} />, language);
  const report = container.querySelector(`#${REPORT_ROOT_ID}`);
  if (!(report instanceof HTMLElement)) throw new Error('no report rendered');
  return report;
}
