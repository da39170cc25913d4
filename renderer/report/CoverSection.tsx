import { useTranslation } from 'react-i18next';
import { WordBreaks } from './WordBreaks';
import { MICRO_PER_UNIT } from '@shared/report/format';
import type { StrategySummary } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import { strategyMetrics } from '../results/strategy-metrics';
import { useRecommendationSentence } from '../results/use-recommendation-sentence';
import type { ReportSectionProps } from './report-data';

const DASH = '—';

/** The first page: what was simulated, the recommendation and every strategy's key figures. */
export function CoverSection({ data, fmt, colorOf }: ReportSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { results } = data;
  const sentence = useRecommendationSentence(results);
  const recommendedId = results.recommendation?.strategyId ?? null;
  const none = results.recommendation?.basis === 'none-meet-targets';
  const start = format.day(results.startDate);

  const figure = (s: StrategySummary) => {
    const metrics = new Map(strategyMetrics(s, data.shape).map((m) => [m.id, m]));
    const value = (
      id: 'costPerJob' | 'costPer10kRequests' | 'deadlineMisses' | 'unservedShare' | 'requestMissShare',
    ) => {
      const m = metrics.get(id);
      return m && m.value !== null ? fmt.metric(m.format, m.value) : DASH;
    };
    const turnaround = metrics.get('turnaround');
    return {
      perJob: value('costPerJob'),
      per10k: value('costPer10kRequests'),
      turnaround:
        turnaround && turnaround.value !== null
          ? t('results.units.hoursPair', {
              first: fmt.hoursNumber(turnaround.value),
              second:
                turnaround.second === null || turnaround.second === undefined
                  ? DASH
                  : fmt.hoursNumber(turnaround.second),
            })
          : DASH,
      misses: value('deadlineMisses'),
      unserved: value('unservedShare'),
      slowRequests: value('requestMissShare'),
      commitment: fmt.money(s.representative.commitmentBeyondHorizonMicro / MICRO_PER_UNIT),
    };
  };

  return (
    <section className="hr-section hr-cover" data-section="cover">
      <p className="hr-overline">{t('report.cover.overline')}</p>
      <h1 data-testid="report-title">{results.scenarioName}</h1>
      <ul className="hr-meta">
        <li>
          {data.versionNumber === null
            ? t('report.cover.versionUnknown')
            : t('report.cover.version', { number: data.versionNumber })}
        </li>
        {data.ranAt !== null && (
          <li>{t('report.cover.ranAt', { date: format.dateTime(data.ranAt) })}</li>
        )}
        <li>{t('report.cover.runs', { runs: results.runs, seed: results.baseSeed })}</li>
        <li>{t('report.cover.horizon', { days: results.horizonDays, start })}</li>
        <li>{t('report.cover.currency', { currency: results.currency })}</li>
      </ul>
      {sentence && (
        <div
          className={`hr-answer${none ? ' hr-answer-warn' : ''}`}
          data-testid="report-recommendation"
        >
          <h2>{t('report.cover.recommendation')}</h2>
          <p className="hr-answer-main">{sentence.main}</p>
          {sentence.aside && <p>{sentence.aside}</p>}
          <p className="hr-muted">{t('results.recommendation.basis', { count: results.runs, runs: results.runs })}</p>
          {(results.recommendation?.pastHorizon?.length ?? 0) > 0 && (
            // Which basis ranked the strategies matters only when some term outlasts the horizon.
            <p className="hr-muted" data-testid="report-cover-basis">
              {t(`commitments.basis.${results.recommendation?.costBasis ?? 'horizonSlice'}`)}
            </p>
          )}
        </div>
      )}
      <h2>{t('report.cover.figures')}</h2>
      <p className="hr-muted">{t('report.cover.figuresNote')}</p>
      <table className="hr-table hr-figures" data-testid="report-figures">
        <colgroup>
          <col style={{ width: '22%' }} />
          <col style={{ width: '14%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col"><WordBreaks text={t('report.cover.strategy')} /></th>
            <th scope="col" className="hr-num">
              <WordBreaks text={t('report.cover.totalCost')} />
            </th>
            <th scope="col" className="hr-num">
              <WordBreaks text={t('results.cards.metrics.costPerJob')} />
            </th>
            <th scope="col" className="hr-num">
              <WordBreaks text={t('results.cards.metrics.costPer10kRequests')} />
            </th>
            <th scope="col" className="hr-num">
              <WordBreaks text={t('results.cards.metrics.turnaround')} />
            </th>
            <th scope="col" className="hr-num">
              <WordBreaks text={t('results.cards.metrics.deadlineMisses')} />
            </th>
            <th scope="col" className="hr-num">
              <WordBreaks text={t('results.cards.metrics.unservedShare')} />
            </th>
            {/* Only a scenario with a service has requests to miss a latency target. */}
            {data.shape.hasInference && (
              <th scope="col" className="hr-num">
                <WordBreaks text={t('results.cards.metrics.requestMissShare')} />
              </th>
            )}
            <th scope="col" className="hr-num">
              <WordBreaks text={t('report.cover.commitmentAfter')} />
            </th>
          </tr>
        </thead>
        <tbody>
          {results.strategies.map((s) => {
            const f = figure(s);
            const recommended = s.strategyId === recommendedId;
            return (
              <tr
                key={s.strategyId}
                className={recommended ? 'hr-recommended' : undefined}
                data-strategy={s.strategyId}
              >
                <th scope="row" style={{ borderLeftColor: colorOf(s.strategyId) }}>
                  <span className="hr-name"><bdi><WordBreaks text={s.name} /></bdi></span>
                  {recommended && (
                    <span className="hr-badge">★ {t('results.cards.recommended')}</span>
                  )}
                  <span className={`hr-tag${s.meetsTargets ? '' : ' hr-tag-warn'}`}>
                    {s.meetsTargets
                      ? t('results.cards.meetsTargets')
                      : t('results.cards.missesTargets')}
                  </span>
                </th>
                <td className="hr-num">
                  <span className="hr-strong hr-nowrap">{fmt.money(s.totalCost.p50)}</span>
                  <span className="hr-band">
                    <span className="hr-nowrap">{fmt.money(s.totalCost.p10)}</span> –{' '}
                    <span className="hr-nowrap">{fmt.money(s.totalCost.p90)}</span>
                  </span>
                </td>
                <td className="hr-num">{f.perJob}</td>
                <td className="hr-num">{f.per10k}</td>
                <td className="hr-num">{f.turnaround}</td>
                <td className="hr-num">{f.misses}</td>
                <td className="hr-num">{f.unserved}</td>
                {data.shape.hasInference && <td className="hr-num">{f.slowRequests}</td>}
                <td className="hr-num">{f.commitment}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="hr-muted hr-small">{t('report.cover.commitmentNote')}</p>
    </section>
  );
}

/** "2026-03-01" as a local date (its calendar day, whatever the time zone). */
export function parseDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
