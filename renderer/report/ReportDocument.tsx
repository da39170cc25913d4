import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language-context';
import { useFormat } from '../i18n/use-format';
import { strategyColor } from '../results/strategy-colors';
import { useResultsFormat } from '../results/use-results-format';
import { reportCss } from './report-css';
import type { ReportData } from './report-data';
import { REPORT_SECTIONS } from './report-sections';

export const REPORT_ROOT_ID = 'headroom-report';

/**
 * The report as one self-contained element: its stylesheet, then its sections. Plain HTML
 * and SVG with no app styles, so the same element prints from the report view and, copied
 * as text into a document of its own, from the desktop app's PDF renderer.
 */
export function ReportDocument({ data }: { data: ReportData }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useFormat();
  const { results } = data;
  const fmt = useResultsFormat(results.currency, results.startDate, results.horizonDays);
  const index = useMemo(
    () => new Map(results.strategies.map((s, i) => [s.strategyId, i])),
    [results.strategies],
  );
  // Print is always on white paper: the light colours, whatever the screen's theme.
  const colorOf = (id: string) => strategyColor('light', index.get(id) ?? 0);
  const css = reportCss(data.paper, {
    header: results.scenarioName,
    generated: t('report.page.generated', { date: format.dateTime(data.generatedAt) }),
    footer: t('report.page.footer', { page: '{{page}}', pages: '{{pages}}' }),
  });
  return (
    <article
      id={REPORT_ROOT_ID}
      className="hr-report"
      lang={language}
      data-paper={data.paper}
      data-testid="report"
    >
      <style>{css}</style>
      {REPORT_SECTIONS.map((section) => (
        <div key={section.id} className="hr-slot" data-slot={section.id}>
          {section.render({ data, fmt, colorOf })}
        </div>
      ))}
    </article>
  );
}
