import { useTranslation } from 'react-i18next';
import { addDays, MICRO_PER_UNIT } from '@shared/report/format';
import type { RunResult } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import { cumulativeCost } from '../results/cumulative';
import { distinctLabels, histogram, type HistogramBin } from '../results/histogram';
import { useChartLocale } from '../results/use-chart-locale';
import { POOL_COLORS } from '../theme/pool-colors';
import { BarChart, type BarGroup } from './charts/BarChart';
import { LineChart } from './charts/LineChart';
import { parseDate } from './CoverSection';
import type { ReportSectionProps } from './report-data';

/** Per-strategy charts are shorter, so a strategy's two charts share a page. */
const SMALL_CHART_H = 170;

/** A lighter shade for a second pool of the same kind (plain hex arithmetic, no theme). */
function shade(hex: string, nth: number): string {
  if (nth === 0) return hex;
  const amount = Math.min(0.6, 0.3 * nth);
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** The calendar date of each of the first `n` days from the start. */
function dayDates(startDate: string, n: number): Date[] {
  return Array.from({ length: n }, (_, day) => parseDate(addDays(startDate, day)));
}

/** The charts of the results screen as vector SVG: cost over time, distributions, per strategy. */
export function ChartsSection({ data, fmt, colorOf }: ReportSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { results } = data;
  const dayLabel = (day: number) =>
    format.date(parseDate(addDays(results.startDate, day)), 'medium');
  const money = (v: number) => fmt.moneyCompact(v);
  const strategies = results.strategies;

  const costHistograms = strategies.map((s) => ({
    s,
    bins: histogram(s.totalCostByRun, 8),
    label: (v: number, digits: number) => fmt.moneyCompact(v, digits),
  }));
  const turnaroundHistograms = data.shape.hasJobWorkloads
    ? strategies.map((s) => ({
        s,
        bins: histogram(s.turnaroundP50HByRun, 8),
        label: (v: number, digits: number) => fmt.hoursNumber(v, digits),
      }))
    : [];
  const count = (v: number) => format.number(v, { maximumFractionDigits: 0 });

  return (
    <section className="hr-section hr-charts" data-section="charts">
      <h2>{t('report.charts.heading')}</h2>
      <p className="hr-muted">{t('report.charts.note')}</p>
      <div className="hr-block">
        <h3>{t('report.charts.cumulative')}</h3>
        <LineChart
          title={t('report.charts.cumulative')}
          series={strategies.map((s) => ({
            name: s.name,
            color: colorOf(s.strategyId),
            values: cumulativeCost(s.representative.daily),
          }))}
          xLabel={dayLabel}
          dates={dayDates(results.startDate, Math.max(0, ...strategies.map((s) => s.representative.daily.length)))}
          formatY={money}
        />
      </div>
      <Histograms
        title={t('report.charts.costDistribution')}
        items={costHistograms}
        colorOf={colorOf}
        formatCount={count}
        noData={t('report.charts.noData')}
      />
      {turnaroundHistograms.length > 0 && (
        <Histograms
          title={t('report.charts.turnaroundDistribution')}
          items={turnaroundHistograms}
          colorOf={colorOf}
          formatCount={count}
          noData={t('report.charts.noData')}
        />
      )}
      {strategies.map((s) => (
        <StrategyCharts
          key={s.strategyId}
          name={s.name}
          run={s.representative}
          color={colorOf(s.strategyId)}
          dayLabel={dayLabel}
          money={money}
          startDate={results.startDate}
        />
      ))}
    </section>
  );
}

interface StrategyChartsProps {
  name: string;
  run: RunResult;
  color: string;
  dayLabel: (day: number) => string;
  money: (v: number) => string;
  startDate: string;
}

/** One strategy's monthly cost by pool and its GPUs wanted vs held, kept on one page. */
function StrategyCharts({ name, run, color, dayLabel, money, startDate }: StrategyChartsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { month } = useChartLocale();
  const months = Object.keys(run.costByMonthMicro).sort();
  const seen = new Map<string, number>();
  const pools = run.pools.map((pool) => {
    const nth = seen.get(pool.kind) ?? 0;
    seen.set(pool.kind, nth + 1);
    return {
      name: t('results.charts.monthly.series', {
        pool: pool.name,
        kind: t(`home.pools.${pool.kind}.name`),
      }),
      color: shade(POOL_COLORS.light[pool.kind], nth),
    };
  });
  const groups: BarGroup[] = months.map((m) => ({
    label: month(parseDate(`${m}-01`)),
    values: run.pools.map((p) => (p.costByMonthMicro?.[m] ?? 0) / MICRO_PER_UNIT),
  }));
  const days = run.daily.map((d) => d.day);
  return (
    <div className="hr-block hr-strategy-charts" data-strategy-charts={run.strategyId}>
      <h3>{t('report.charts.monthly', { strategy: name })}</h3>
      <BarChart
        title={t('report.charts.monthly', { strategy: name })}
        series={pools}
        groups={groups}
        stacked
        formatY={money}
        height={SMALL_CHART_H}
      />
      <h3>{t('report.charts.demand', { strategy: name })}</h3>
      <LineChart
        title={t('report.charts.demand', { strategy: name })}
        series={[
          { name: t('report.charts.held'), color, values: run.daily.map((d) => d.provisionedGpus) },
          // Drawn last, dashed, so it shows where it runs along the line of GPUs held.
          {
            name: t('report.charts.wanted'),
            color: '#1a1d21',
            values: run.daily.map((d) => d.demandGpus),
            dashed: true,
          },
        ]}
        xLabel={(i) => dayLabel(days[i] ?? i)}
        dates={days.map((day) => parseDate(addDays(startDate, day)))}
        formatY={(v) => format.number(v, { maximumFractionDigits: 1 })}
        height={SMALL_CHART_H}
      />
    </div>
  );
}

interface HistogramsProps {
  title: string;
  items: {
    s: { strategyId: string; name: string };
    bins: HistogramBin[];
    label: (value: number, digits: number) => string;
  }[];
  colorOf: (strategyId: string) => string;
  formatCount: (v: number) => string;
  noData: string;
}

/**
 * One small histogram per strategy, each on its own scale (strategies can differ tenfold;
 * a shared axis would flatten the cheaper ones), as on the results screen.
 */
function Histograms({ title, items, colorOf, formatCount, noData }: HistogramsProps) {
  return (
    <div className="hr-block">
      <h3>{title}</h3>
      <div className="hr-grid">
        {items.map(({ s, bins, label }) => {
          const labels = distinctLabels(bins, label);
          return (
            <div key={s.strategyId} className="hr-grid-cell">
              <p className="hr-chart-title"><bdi>{s.name}</bdi></p>
              {bins.length === 0 ? (
                <p className="hr-muted">{noData}</p>
              ) : (
                <BarChart
                  title={`${title}: ${s.name}`}
                  series={[{ name: s.name, color: colorOf(s.strategyId) }]}
                  groups={bins.map((bin, i) => ({ label: labels[i] ?? '', values: [bin.count] }))}
                  stacked={false}
                  formatY={formatCount}
                  width={320}
                  height={170}
                  legend={false}
                  integerAxis
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
