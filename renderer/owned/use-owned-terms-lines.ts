import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ownedTerms, type Pool, type Scenario } from '@shared/scenario';
import { leasePayment } from '@shared/sim/owned-costs';
import { useFormat } from '../i18n/use-format';

type OwnedPool = Extract<Pool, { kind: 'owned' }>;

/**
 * Every input of an owned pool in words, one line per group (what is bought and when, the
 * price and its depreciation, power, upkeep, failures, how it is paid): the report prints them
 * under the pool and the results beside its cost lines, with the offer's defaults filled in.
 */
export function useOwnedTermsLines(scenario: Scenario): (pool: OwnedPool) => string[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback(
    (pool: OwnedPool) => {
      const offer = scenario.catalog.offers.find((o) => o.id === pool.offerId);
      if (!offer) return [];
      const o = ownedTerms(pool, offer);
      const num = (v: number) => format.number(v, { maximumFractionDigits: 4 });
      const money = (v: number) => format.currency(v, scenario.currency, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
      const pct = (v: number) => format.percent(v / 100, { maximumFractionDigits: 4 });
      const pay = o.payment;
      return [
        t('owned.terms.bought', { servers: num(o.servers), gpus: num(o.servers * o.gpusPerServer), day: num(o.orderDay), weeks: num(o.leadTimeWeeks) }),
        t('owned.terms.price', { price: money(o.pricePerServer), years: num(o.depreciationYears), residual: pct(o.residualPercent), resale: pct(o.resalePercent) }),
        t('owned.terms.power', { idle: num(o.powerIdleKw), busy: num(o.powerBusyKw), pue: num(o.pue), tariff: money(o.tariffPerKwh) }),
        t('owned.terms.upkeep', { colocation: money(o.colocationPerKwMonth), maintenance: pct(o.maintenancePercentPerYear), staff: money(o.staffPerMonth) }),
        t('owned.terms.failures', { rate: num(o.failuresPerGpuYear), days: num(o.daysOutPerFailure) }),
        pay.kind === 'lease'
          ? t('owned.terms.lease', {
              rate: pct(pay.monthlyRatePercent),
              months: num(pay.termMonths),
              payment: money(leasePayment(o.servers * o.pricePerServer, pay.monthlyRatePercent, pay.termMonths)),
            })
          : t('owned.terms.atDelivery', { total: money(o.servers * o.pricePerServer) }),
      ];
    },
    [t, format, scenario],
  );
}
