import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeAdjustments, type AdjustmentChange, type WhatIfAdjustments } from '@shared/analysis/what-if';
import type { Scenario } from '@shared/scenario';
import { useFormat } from '../i18n/use-format';
import { dayStart } from '../results/sim-time';

const sign = (v: number) => (v > 0 ? '+' : v < 0 ? '−' : '');

/**
 * A what-if's changes in the interface language, one line each ("Spot price −30 %", "Launch
 * starts 30 days later (day 0 → 30, 31 Jan 2027)"), for the what-if mode and the report.
 */
export function useWhatIfChangeWords(scenario: Scenario | null): (adjustments: WhatIfAdjustments) => string[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback(
    (adjustments: WhatIfAdjustments) => {
      if (!scenario) return [];
      const num = (v: number, digits = 1) => format.number(v, { maximumFractionDigits: digits });
      const pct = (fraction: number) => t('whatIf.units.percent', { value: `${sign(fraction)}${num(Math.abs(fraction) * 100, 1)}` });
      /** A factor as the change it makes: ×1.5 reads "+50 %". */
      const factorChange = (f: number) => pct(f - 1);
      const hours = (h: number) => t('whatIf.units.hours', { value: num(h, 2) });
      const clock = (h: number) => `${String(Math.floor(h)).padStart(2, '0')}:${String(Math.round((h % 1) * 60)).padStart(2, '0')}`;
      const { startDate } = scenario;
      const dateOf = (day: number) => {
        const date = dayStart(startDate, day);
        return date ? format.date(date) : '';
      };
      const word = (c: AdjustmentChange): string => {
        switch (c.kind) {
          case 'price':
            return t('whatIfReport.changes.price', { label: t(`whatIf.controls.priceOf.${c.poolKind}`), change: pct(c.change) });
          case 'trend':
            return t('whatIfReport.changes.trend', { label: t(`whatIf.controls.trendOf.${c.poolKind}`), before: pct(c.before / 100), after: pct(c.after / 100) });
          case 'spotInterruptions':
            return t('whatIfReport.changes.spotInterruptions', { factor: t('whatIf.units.times', { value: num(c.factor, 2) }) });
          case 'curveDrawn':
            return t('whatIfReport.changes.curveDrawn', {
              name: c.workloadName,
              from: clock(c.fromHour),
              to: clock(c.toHour),
              peakBefore: num(c.peakBefore, 1),
              peakAfter: num(c.peakAfter, 1),
              daily: c.dailyChange === null ? '—' : pct(c.dailyChange),
            });
          case 'curveScale':
            return t('whatIfReport.changes.curveScale', { name: c.workloadName, change: factorChange(c.factor) });
          case 'peakShift':
            return t(c.hours > 0 ? 'whatIfReport.changes.peakLater' : 'whatIfReport.changes.peakEarlier', {
              name: c.workloadName,
              hours: hours(Math.abs(c.hours)),
            });
          case 'growth':
            return t('whatIfReport.changes.growth', {
              name: c.workloadName,
              before: t('whatIf.units.perMonth', { value: num(c.before * 100, 1) }),
              after: t('whatIf.units.perMonth', { value: num(c.after * 100, 1) }),
            });
          case 'arrivals':
            return c.perWeekBefore === null
              ? t('whatIfReport.changes.arrivals', { name: c.workloadName, change: factorChange(c.factor) })
              : t('whatIfReport.changes.arrivalsPerWeek', {
                  name: c.workloadName,
                  change: factorChange(c.factor),
                  before: num(c.perWeekBefore, 2),
                  after: num(c.perWeekBefore * c.factor, 2),
                });
          case 'jobSize':
            return t('whatIfReport.changes.jobSize', { name: c.workloadName, change: factorChange(c.factor) });
          case 'poolSize':
            return t(c.poolKind === 'reserved' ? 'whatIfReport.changes.reserved' : 'whatIfReport.changes.bareMetal', {
              strategy: c.strategyName,
              pool: c.poolName,
              before: num(c.before, 0),
              after: num(c.after, 0),
            });
          case 'tariff':
            return t('whatIfReport.changes.tariff', { change: pct(c.change) });
          case 'resale':
            return t('whatIfReport.changes.resale', { points: t('whatIf.units.points', { value: `${sign(c.points)}${num(Math.abs(c.points), 1)}` }) });
          case 'savingsPlan':
            return t('whatIfReport.changes.savingsPlan', {
              strategy: c.strategyName,
              plan: c.planName,
              before: format.currency(c.before, scenario.currency, { maximumFractionDigits: 2 }),
              after: format.currency(c.after, scenario.currency, { maximumFractionDigits: 2 }),
            });
          case 'phaseStart':
            return t(c.dayAfter > c.dayBefore ? 'whatIfReport.changes.phaseLater' : 'whatIfReport.changes.phaseEarlier', {
              name: c.phaseName,
              days: num(Math.abs(c.dayAfter - c.dayBefore), 1),
              before: num(c.dayBefore, 1),
              after: num(c.dayAfter, 1),
              date: dateOf(c.dayAfter),
            });
        }
      };
      return describeAdjustments(scenario, adjustments).map(word);
    },
    [format, scenario, t],
  );
}
