import { useTranslation } from 'react-i18next';
import type { Distribution3, StrategySummary } from '@shared/sim/results';
import type { ReportSectionProps } from './report-data';

const DASH = '—';

/** Strategies that can be interrupted: a spot pool in the document, or preemptions in the runs. */
function interruptible(s: StrategySummary, spotStrategies: ReadonlySet<string>): boolean {
  return spotStrategies.has(s.strategyId) || s.representative.pools.some((p) => p.preemptions > 0);
}

/**
 * What spot interruptions cost each strategy that uses spot: preemptions, the work lost and
 * done again, the GPU time paid to restart, and the moves off spot, so the reader sees the
 * price of the cheaper hour next to it.
 */
export function InterruptionsSection({ data, fmt, colorOf }: ReportSectionProps) {
  const { t } = useTranslation();
  const spot = new Set(
    (data.scenario?.strategies ?? [])
      .filter((s) => s.pools.some((p) => p.kind === 'spot'))
      .map((s) => s.id),
  );
  const strategies = data.results.strategies.filter((s) => interruptible(s, spot));
  if (strategies.length === 0) return null;
  const range = (d: Distribution3, write: (v: number) => string) =>
    `${write(d.p50)} (${write(d.p10)}–${write(d.p90)})`;
  return (
    <section className="hr-section hr-interruptions" data-section="interruptions">
      <h2>{t('report.interruptions.heading')}</h2>
      <p className="hr-muted">{t('report.interruptions.intro')}</p>
      <table className="hr-table hr-pools" data-testid="report-interruptions">
        <colgroup>
          <col style={{ width: '28%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('report.interruptions.strategy')}</th>
            <th scope="col" className="hr-num">
              {t('report.interruptions.preemptions')}
            </th>
            <th scope="col" className="hr-num">
              {t('report.interruptions.perJob')}
            </th>
            <th scope="col" className="hr-num">
              {t('report.interruptions.lostWork')}
            </th>
            <th scope="col" className="hr-num">
              {t('report.interruptions.restart')}
            </th>
            <th scope="col" className="hr-num">
              {t('report.interruptions.fallbacks')}
            </th>
          </tr>
        </thead>
        <tbody>
          {strategies.map((s) => (
            <tr key={s.strategyId} data-strategy={s.strategyId}>
              <th scope="row" style={{ borderLeft: `3pt solid ${colorOf(s.strategyId)}` }}>
                {s.name}
              </th>
              <td className="hr-num">
                {fmt.count(s.representative.pools.reduce((n, p) => n + p.preemptions, 0))}
              </td>
              <td className="hr-num">
                {s.preemptionsPerJob ? range(s.preemptionsPerJob, (v) => fmt.count(v)) : DASH}
              </td>
              <td className="hr-num">
                <span className="hr-line">{fmt.gpuHours(s.lostGpuHours.p50)}</span>
                <span className="hr-band">
                  {fmt.gpuHours(s.lostGpuHours.p10)}–{fmt.gpuHours(s.lostGpuHours.p90)}
                </span>
              </td>
              <td className="hr-num">
                <span className="hr-line">{fmt.gpuHours(s.restartGpuHours.p50)}</span>
                <span className="hr-band">
                  {fmt.gpuHours(s.restartGpuHours.p10)}–{fmt.gpuHours(s.restartGpuHours.p90)}
                </span>
              </td>
              <td className="hr-num">{range(s.fallbacks, (v) => fmt.count(v))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
