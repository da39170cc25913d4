import { useTranslation } from 'react-i18next';
import { discountRateOf, type Scenario } from '@shared/scenario';
import { useFormat } from '../i18n/use-format';
import { trendsSet } from './price-trends-set';

/**
 * How prices move over the horizon and what a month's cash is worth today: the two inputs
 * that change every figure without being a price in the offers table. Printed so a reader
 * can recompute the cash and its net present value from the report alone.
 */
export function PriceTrendLines({ scenario }: { scenario: Scenario }) {
  const { t } = useTranslation();
  const format = useFormat();
  const offers = new Map(scenario.catalog.offers.map((o) => [o.id, o]));
  const trends = trendsSet(scenario);
  const rate = discountRateOf(scenario);
  // Signed, so a fall reads −20 and a rise +5.
  const percent = (v: number) => `${v > 0 ? '+' : '−'}${format.number(Math.abs(v), { maximumFractionDigits: 2 })}`;
  return (
    <div className="hr-block" data-testid="report-money-inputs">
      {trends.length > 0 && (
        <>
          <h3>{t('report.assumptions.trends')}</h3>
          <p className="hr-muted">{t('report.assumptions.trendsIntro')}</p>
          <ul className="hr-list" data-testid="report-price-trends">
            {trends.map((trend) => {
              const kind = t(`report.assumptions.priceKinds.${trend.kind}`);
              const offer = trend.offerId === null ? undefined : offers.get(trend.offerId);
              return (
                <li key={`${trend.kind}|${trend.offerId ?? ''}`}>
                  {offer
                    ? t('report.assumptions.trendOffer', { kind, offer: `${offer.provider} ${offer.instanceType}`, percent: percent(trend.percentPerYear) })
                    : t('report.assumptions.trendKind', { kind, percent: percent(trend.percentPerYear) })}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <h3>{t('report.assumptions.money')}</h3>
      <p>{rate > 0 ? t('report.assumptions.discountRate', { rate: format.number(rate, { maximumFractionDigits: 2 }) }) : t('report.assumptions.noDiscountRate')}</p>
    </div>
  );
}
