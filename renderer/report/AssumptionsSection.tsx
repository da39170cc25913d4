import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import { poolLabel, type Offer, type Pool, type Scenario } from '@shared/scenario';
import { pricesUsed, type PriceRow } from './prices-used';
import { PriceTrendLines } from './PriceTrendLines';
import { useAssumptionTexts } from './assumption-texts';
import { Sparkline } from './charts/Sparkline';
import { LlmAssumptions } from './LlmAssumptions';
import { WordBreaks } from './WordBreaks';
import { useOwnedTermsLines } from '../owned/use-owned-terms-lines';
import type { ReportSectionProps } from './report-data';

/** What the figures rest on: phases, workloads, the prices used and each strategy's pools. */
export function AssumptionsSection({ data, fmt }: ReportSectionProps) {
  if (!data.scenario) return null;
  return <Assumptions scenario={data.scenario} fmt={fmt} />;
}

function Assumptions({ scenario, fmt }: { scenario: Scenario; fmt: ReportSectionProps['fmt'] }) {
  const { t } = useTranslation();
  const phases = new Map(scenario.phases.map((p) => [p.id, p.name]));
  const offers = new Map(scenario.catalog.offers.map((o) => [o.id, o]));
  const gpus = new Map(scenario.catalog.gpus.map((g) => [g.id, g.name]));
  const texts = useAssumptionTexts(scenario);
  const format = useFormat();
  const num = texts.num;
  const prices = pricesUsed(scenario);
  const ownedLines = useOwnedTermsLines(scenario);

  const terms = (pool: Pool): string => {
    switch (pool.kind) {
      case 'onDemand':
        return pool.maxInstances === undefined
          ? t('report.assumptions.onDemandUnlimited')
          : t('report.assumptions.onDemandTerms', { max: pool.maxInstances });
      case 'reserved':
        return `${t('report.assumptions.reservedTerms', {
          count: pool.count,
          months: pool.termMonths,
          day: pool.startDay,
        })}${pool.payment ? t(`report.assumptions.paying.${pool.payment}`) : ''}`;
      case 'spot':
        // The notice, with the interruption model and fallbacks, is on the lines below.
        return pool.maxInstances === undefined
          ? t('report.assumptions.onDemandUnlimited')
          : t('report.assumptions.onDemandTerms', { max: pool.maxInstances });
      case 'bareMetal':
        return t('report.assumptions.bareMetalTerms', {
          servers: pool.servers,
          months: pool.termMonths,
          day: pool.orderDay,
        });
      case 'owned':
        // Every input, one line per group, below (ownedLines).
        return ownedLines(pool)[0] ?? '';
    }
  };

  const priceText = (row: PriceRow): string => {
    if (row.perServerMonth !== undefined)
      return t('report.assumptions.perServerMonth', { price: texts.price(row.perServerMonth) });
    if (row.termMonths !== undefined) {
      const months = row.termMonths;
      const p = row.payment;
      if (p?.option === 'allUpfront')
        return t('report.assumptions.reservedAllUpfront', { upfront: texts.price(p.upfront), months });
      if (p?.option === 'partialUpfront')
        return t('report.assumptions.reservedPartialUpfront', { upfront: texts.price(p.upfront), price: texts.price(p.perHour), months });
      if (p?.option === 'noUpfront')
        return t('report.assumptions.reservedNoUpfront', { price: texts.price(p.perHour), months });
      const share = row.upfrontShare ?? 0;
      return share > 0
        ? t('report.assumptions.reservedTermUpfrontShare', { price: texts.price(row.perHour ?? 0), months, share: num(share * 100) })
        : t('report.assumptions.reservedTerm', { price: texts.price(row.perHour ?? 0), months });
    }
    return t('report.assumptions.perInstanceHour', { price: texts.price(row.perHour ?? 0) });
  };

  // Where the offer's efficiency comes from: a measured run (its date) or an estimate.
  const efficiencyText = (offer: Offer): string => {
    const run = offer.measuredRun;
    if (!run) return t('report.assumptions.efficiencyEstimate');
    return `${t('report.assumptions.efficiencyMeasured', { date: format.day(run.date), pipeline: num(Number(offer.efficiency.pipeline.toFixed(3))) })} · ${t(
      'report.assumptions.efficiencyMeasuredRun',
      { gpus: run.gpus, hours: num(run.wallHours) },
    )}`;
  };

  const billingText = (row: PriceRow): string =>
    row.kind === 'bareMetal'
      ? t('report.assumptions.billingMonth', { months: row.minTermMonths ?? 1 })
      : t('report.assumptions.billingSeconds', {
          seconds: row.offer.billing.granularitySeconds,
          minimum: row.offer.billing.minimumSeconds,
        });

  return (
    <section className="hr-section hr-assumptions" data-section="assumptions">
      <h2>{t('report.assumptions.heading')}</h2>
      {scenario.description.trim() !== '' && (
        <p className="hr-description">{scenario.description}</p>
      )}
      <p className="hr-muted">
        {t('report.assumptions.timeZone')}: {scenario.timeZone}
        {scenario.waitingValuePerPersonHour > 0 &&
          ` · ${t('report.assumptions.waitingValue')}: ${fmt.money(scenario.waitingValuePerPersonHour)}`}
      </p>

      {scenario.phases.length > 0 && (
        <>
          <h3>{t('report.assumptions.phases')}</h3>
          <table className="hr-table">
            <thead>
              <tr>
                <th scope="col">{t('report.assumptions.phase')}</th>
                <th scope="col">{t('report.assumptions.days')}</th>
              </tr>
            </thead>
            <tbody>
              {scenario.phases.map((p) => (
                <tr key={p.id}>
                  <td><bdi>{p.name}</bdi></td>
                  <td>{t('report.assumptions.dayRange', { from: p.startDay, to: p.endDay })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      <h3>{t('report.assumptions.workloads')}</h3>
      <table className="hr-table hr-pools">
        <colgroup>
          <col style={{ width: '18%' }} />
          <col style={{ width: '12%' }} />
          <col />
          <col style={{ width: '16%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('report.assumptions.workload')}</th>
            <th scope="col">{t('report.assumptions.kind')}</th>
            <th scope="col">{t('report.assumptions.size')}</th>
            <th scope="col">{t('report.assumptions.inPhases')}</th>
          </tr>
        </thead>
        <tbody>
          {scenario.workloads.map((w) => (
            <tr key={w.id}>
              <td><bdi><WordBreaks text={w.name} /></bdi></td>
              <td><WordBreaks text={t(`report.assumptions.kinds.${w.kind}`)} /></td>
              <td>
                {texts.workloadLines(w).map((line, i) => (
                  <span key={i} className="hr-line hr-small" data-testid="report-assumption-line">
                    {line}
                  </span>
                ))}
                {w.kind === 'inference' &&
                  [
                    { values: w.traffic.weekday, key: 'trafficWeekday' as const },
                    ...(w.traffic.weekend
                      ? [{ values: w.traffic.weekend, key: 'trafficWeekend' as const }]
                      : []),
                  ].map(({ values, key }) => {
                    const label = t(`report.assumptions.${key}`, {
                      peak: num(Math.max(0, ...values)),
                    });
                    return (
                      <div key={key} className="hr-spark-row">
                        <Sparkline values={values} label={`${label}: ${w.name}`} />
                        <span className="hr-muted hr-small">{label}</span>
                      </div>
                    );
                  })}
              </td>
              <td>
                {/* A narrow column: names wrap between words only (WordBreaks), never inside one. */}
                <WordBreaks text={w.phaseIds.length === 0 ? t('report.assumptions.allPhases') : w.phaseIds.map((id) => phases.get(id) ?? id).join(t('report.assumptions.phaseSeparator'))} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <LlmAssumptions scenario={scenario} />

      <h3>{t('report.assumptions.offers')}</h3>
      <p className="hr-muted">
        {t('report.assumptions.offersAsOf', { date: format.day(scenario.catalog.asOf) })}{' '}
        {t('report.assumptions.priceNote')}{' '}
        {prices.some((p) => p.estimate) && t('report.assumptions.estimateNote')}
      </p>
      <table className="hr-table hr-offers">
        <thead>
          <tr>
            <th scope="col">{t('report.assumptions.offer')}</th>
            <th scope="col">{t('report.assumptions.gpu')}</th>
            <th scope="col">{t('report.assumptions.price')}</th>
            <th scope="col">{t('report.assumptions.billing')}</th>
            <th scope="col">{t('report.assumptions.asOf')}</th>
            <th scope="col">{t('report.assumptions.source')}</th>
          </tr>
        </thead>
        <tbody>
          {prices.map((row) => (
            <tr key={row.key}>
              <td>
                {row.offer.provider} {row.offer.instanceType}
                {row.offer.region ? ` (${row.offer.region})` : ''}
                <br />
                <span className="hr-muted hr-small">
                  {t(`report.assumptions.priceKinds.${row.kind}`)}
                </span>
              </td>
              <td>
                {row.offer.gpusPerInstance} × {gpus.get(row.offer.gpuId) ?? row.offer.gpuId}
                <br />
                <span className="hr-muted hr-small" data-testid="report-offer-efficiency">
                  {efficiencyText(row.offer)}
                </span>
              </td>
              <td>
                {priceText(row)}
                {row.estimate && (
                  <span className="hr-tag hr-tag-warn">{t('report.assumptions.estimate')}</span>
                )}
                {row.forOptimiser && (
                  <span className="hr-line hr-muted hr-small">{t('report.assumptions.forOptimiser')}</span>
                )}
              </td>
              <td>{billingText(row)}</td>
              <td className="hr-nowrap">{format.day(row.asOf)}</td>
              <td className="hr-source">{row.source}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <PriceTrendLines scenario={scenario} />

      <h3>{t('report.assumptions.strategies')}</h3>
      <table className="hr-table hr-pools">
        <colgroup>
          <col style={{ width: '20%' }} />
          <col style={{ width: '20%' }} />
          <col style={{ width: '18%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('report.cover.strategy')}</th>
            <th scope="col">{t('report.assumptions.pool')}</th>
            <th scope="col">{t('report.assumptions.offer')}</th>
            <th scope="col">{t('report.assumptions.terms')}</th>
          </tr>
        </thead>
        <tbody>
          {scenario.strategies.flatMap((s) =>
            s.pools.map((pool, i) => {
              const offer = offers.get(pool.offerId);
              return (
                <tr key={`${s.id}-${pool.id}`} className={i === 0 ? 'hr-group-start' : undefined}>
                  <td>{i === 0 ? s.name : ''}</td>
                  <td className="hr-pool-name">
                    {poolLabel(pool, scenario.catalog)}
                    <br />
                    <span className="hr-muted hr-small">
                      {t(`report.assumptions.priceKinds.${pool.kind}`)}
                    </span>
                  </td>
                  <td>{offer ? `${offer.provider} ${offer.instanceType}` : pool.offerId}</td>
                  <td>
                    <span className="hr-line">{terms(pool)}</span>
                    {(pool.kind === 'spot' ? texts.spotLines(s, pool) : pool.kind === 'owned' ? ownedLines(pool).slice(1) : []).map(
                      (line, k) => (
                        <span
                          key={k}
                          className="hr-line hr-small"
                          data-testid="report-assumption-line"
                        >
                          {line}
                        </span>
                      ),
                    )}
                  </td>
                </tr>
              );
            }),
          )}
        </tbody>
      </table>
    </section>
  );
}
