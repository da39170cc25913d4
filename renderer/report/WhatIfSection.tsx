import { useTranslation } from 'react-i18next';
import { deltaFigures, ownedDeltaRows, type KeptCostByMonth } from '@shared/analysis/what-if';
import type { Recommendation } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import { runningTotalFromZero } from '../results/cumulative';
import { useLlmWords } from '../results/use-llm-words';
import { useRecommendationWording } from '../results/use-recommendation-sentence';
import { scenarioShape } from '../results/strategy-metrics';
import { useDeltaText, useDeltaValue } from '../what-if/use-delta-text';
import { usePairedSpreadText } from '../what-if/use-paired-spread-text';
import { useWhatIfChangeWords } from '../what-if/what-if-change-words';
import { LineChart, type LineSeries } from './charts/LineChart';
import type { ReportSectionProps } from './report-data';

/** The chart's lines: each strategy under the what-if (solid) and in the saved scenario (dashed), in its colour. */
function costLines(costs: KeptCostByMonth, names: Map<string, string>, colorOf: (id: string) => string, baselineName: (name: string) => string): LineSeries[] {
  return costs.strategies.flatMap((s) => {
    const name = names.get(s.strategyId) ?? s.strategyId;
    const color = colorOf(s.strategyId);
    return [
      { name, color, values: runningTotalFromZero(s.after) },
      { name: baselineName(name), color, values: runningTotalFromZero(s.before), dashed: true },
    ];
  });
}

/**
 * The what-if kept for the report: what was changed, in words; the recommendation before and
 * after, saying whether it changed; every strategy's key figures for the saved scenario and the
 * what-if on the same seeds, with the change (amount and percent, turnaround in hours) as the
 * what-if mode words it, and a change within the noise of the runs marked so (a service planned
 * in tokens: each target's missed share and the cost per million tokens, with the change run by
 * run and its P10–P90); and the cost
 * over time of both, as the what-if mode draws it (what-ifs kept before the chart have none).
 */
export function WhatIfSection({ data, fmt, colorOf }: ReportSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const deltaText = useDeltaText(fmt);
  const value = useDeltaValue(fmt);
  const wording = useRecommendationWording();
  const llmWords = useLlmWords();
  const runByRun = usePairedSpreadText(fmt);
  const scenario = data.scenario;
  const kept = data.analyses.whatIf;
  const changeWords = useWhatIfChangeWords(scenario);
  if (!scenario || !kept) return null;
  const { result, options, computedAt } = kept;
  const { comparison } = result;
  // What-ifs kept before the report showed targets have no target figures: their rows are left out.
  const hasDeadlines = scenarioShape(scenario).hasDeadlines;
  const figureRows = (d: (typeof comparison.strategies)[number]) => deltaFigures(d, { hasDeadlines });
  const names = new Map(comparison.strategies.map((s) => [s.strategyId, s.name]));
  const changes = changeWords(options);
  const sentence = (rec: Recommendation | null) => wording(rec, names)?.main ?? t('whatIf.answer.noRecommendation');
  const name = (id: string | null) => (id === null ? t('whatIf.answer.noRecommendation') : (names.get(id) ?? id));
  const now = name(comparison.recommendationAfter);
  const before = name(comparison.recommendationBefore);
  const noneNow = result.recommendationAfter?.basis === 'none-meet-targets';
  const headline = comparison.recommendationChanged
    ? t(noneNow ? 'whatIf.answer.noneNow' : 'whatIf.answer.now', { now, before })
    : t('whatIf.answer.still', { name: now });
  const anyNoise = comparison.strategies.some((d) =>
    figureRows(d).some((r) => r.paired?.withinNoise && deltaText(r.delta, r.kind) !== null),
  );
  const recommendedAfter = noneNow ? null : comparison.recommendationAfter;
  // Services planned in tokens: their figures with the change run by run (what-ifs kept before have none).
  const anyLlmPaired = comparison.strategies.some((d) => (d.llm ?? []).some((f) => f.paired !== null));

  return (
    <section className="hr-section hr-decision" data-section="what-if" data-testid="report-what-if">
      <h2>{t('whatIfReport.report.heading')}</h2>
      <p className="hr-muted" data-testid="report-what-if-computed">
        {t('whatIfReport.report.computed', {
          date: format.dateTime(computedAt),
          runs: format.number(result.runs),
          seed: result.baseSeed,
        })}
      </p>
      <div className="hr-block">
        <h3>{t('whatIfReport.report.changes')}</h3>
        <ul className="hr-list" data-testid="report-what-if-changes">
          {changes.length > 0 ? changes.map((c) => <li key={c}>{c}</li>) : <li>{t('whatIfReport.changes.none')}</li>}
        </ul>
      </div>
      <div
        className={`hr-answer${comparison.recommendationChanged ? ' hr-answer-warn' : ''}`}
        data-testid="report-what-if-recommendation"
        data-changed={comparison.recommendationChanged ? 'true' : 'false'}
      >
        <h2>{t('whatIfReport.report.recommendation')}</h2>
        <p className="hr-answer-main">
          {t(comparison.recommendationChanged ? 'whatIfReport.report.changed' : 'whatIfReport.report.unchanged')} {headline}
        </p>
        <p>
          <span className="hr-strong">{t('whatIfReport.report.before')}</span> {sentence(result.recommendationBefore)}
        </p>
        <p>
          <span className="hr-strong">{t('whatIfReport.report.after')}</span> {sentence(result.recommendationAfter)}
        </p>
      </div>
      <h3>{t('whatIfReport.report.figures', { runs: format.number(result.runs) })}</h3>
      <table className="hr-table" data-testid="report-what-if-figures">
        <colgroup>
          <col style={{ width: '22%' }} />
          <col style={{ width: '20%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('whatIfReport.report.strategy')}</th>
            <th scope="col">{t('whatIfReport.report.figure')}</th>
            <th scope="col" className="hr-num">
              {t('whatIfReport.report.baseline')}
            </th>
            <th scope="col" className="hr-num">
              {t('whatIfReport.report.whatIf')}
            </th>
            <th scope="col" className="hr-num">
              {t('whatIfReport.report.change')}
            </th>
          </tr>
        </thead>
        {comparison.strategies.map((d) => {
          const rows = figureRows(d);
          const llmRows = d.llm ?? [];
          // Owned servers and savings plans: what-ifs kept before these figures were kept have none.
          const ownedRows = ownedDeltaRows(d);
          return (
            // One strategy's rows stay together on a page.
            <tbody key={d.strategyId} className="hr-keep" data-testid={`report-what-if-${d.strategyId}`}>
              {rows.map((r, i) => {
                const change = deltaText(r.delta, r.kind);
                return (
                  <tr key={r.key} className={i === 0 ? 'hr-group-start' : undefined}>
                    {i === 0 && (
                      <th scope="rowgroup" rowSpan={rows.length + llmRows.length + ownedRows.length + 1} style={{ borderLeft: `3pt solid ${colorOf(d.strategyId)}` }}>
                        <span className="hr-name"><bdi>{d.name}</bdi></span>
                        {d.strategyId === recommendedAfter && <span className="hr-badge">{t('results.cards.recommended')}</span>}
                      </th>
                    )}
                    <td>{t(`whatIfReport.report.${r.key}`)}</td>
                    <td className="hr-num">{value(r.delta.before, r.kind)}</td>
                    <td className="hr-num">{value(r.delta.after, r.kind)}</td>
                    <td className="hr-num" data-figure={r.key}>
                      {change ?? t('whatIf.answer.noChange')}
                      {change !== null && r.paired?.withinNoise && <span className="hr-band">{t('whatIf.answer.withinNoise')}*</span>}
                    </td>
                  </tr>
                );
              })}
              {llmRows.map((f) => {
                const change = deltaText(f.delta, f.kind);
                const spread = runByRun(f.paired, f.kind);
                const estimate = llmWords.estimateChange(f);
                return (
                  <tr key={f.key} data-llm-figure={f.key}>
                    <td>
                      {llmWords.deltaLabel(f)}
                      {estimate && <span className="hr-band" data-testid="report-what-if-llm-estimate">{estimate}</span>}
                    </td>
                    <td className="hr-num">{value(f.delta.before, f.kind)}</td>
                    <td className="hr-num">{value(f.delta.after, f.kind)}</td>
                    <td className="hr-num" data-figure={f.key}>
                      {change ?? t('whatIf.answer.noChange')}
                      {change !== null && f.paired?.withinNoise && <span className="hr-band">{t('whatIf.answer.withinNoise')}**</span>}
                      {spread && <span className="hr-band">{spread}</span>}
                    </td>
                  </tr>
                );
              })}
              {ownedRows.map((r) => {
                const change = deltaText(r.delta, r.kind);
                return (
                  <tr key={r.key} data-owned-figure={r.key}>
                    <td>{t(`whatIf.figures.${r.label}`, { pool: r.pool })}</td>
                    <td className="hr-num">{value(r.delta.before, r.kind)}</td>
                    <td className="hr-num">{value(r.delta.after, r.kind)}</td>
                    <td className="hr-num" data-figure={r.key}>
                      {change ?? t('whatIf.answer.noChange')}
                    </td>
                  </tr>
                );
              })}
              <tr>
                <td>{t('whatIfReport.report.targets')}</td>
                <td className="hr-num">{t(d.meetsTargetsBefore ? 'whatIfReport.report.yes' : 'whatIfReport.report.no')}</td>
                <td className="hr-num">{t(d.meetsTargetsAfter ? 'whatIfReport.report.yes' : 'whatIfReport.report.no')}</td>
                <td className="hr-num">
                  {d.meetsTargetsAfter !== d.meetsTargetsBefore
                    ? t(d.meetsTargetsAfter ? 'whatIf.answer.meetsNow' : 'whatIf.answer.missesNow')
                    : t('whatIf.answer.noChange')}
                </td>
              </tr>
            </tbody>
          );
        })}
      </table>
      {anyNoise && <p className="hr-muted hr-small">* {t('whatIfReport.report.noise')}</p>}
      {anyLlmPaired && <p className="hr-muted hr-small">{t('llmResults.paired.reportNote')}</p>}
      {result.costByMonth && result.costByMonth.months.length > 0 && (
        <div className="hr-block hr-keep" data-testid="report-what-if-chart">
          <h3>{t('whatIf.chart.title')}</h3>
          <p className="hr-muted">
            {t('whatIf.chart.description')} {t('whatIfReport.report.chartPoints')}
          </p>
          <LineChart
            title={t('whatIf.chart.title')}
            series={costLines(result.costByMonth, names, colorOf, (n) => t('whatIf.chart.baseline', { name: n }))}
            xLabel={(i) => (i === 0 ? t('whatIf.chart.start') : (result.costByMonth?.months[i - 1] ?? ''))}
            formatY={(v) => fmt.moneyCompact(v)}
          />
        </div>
      )}
    </section>
  );
}
