import { useTranslation } from 'react-i18next';
import type { DeltaFigureKind, FigureDelta } from '@shared/analysis/what-if';
import { useFormat } from '../i18n/use-format';
import type { ResultsFormat } from '../results/use-results-format';

const sign = (v: number) => (v > 0 ? '+' : v < 0 ? '−' : '');

/** Below these a change is no change as written: under half a cent, 0.05 h, 0.005 points, 0.05 misses, 0.05 GPU-h, 0.005 per job. */
const SMALLEST: Record<DeltaFigureKind, number> = { money: 0.005, hours: 0.05, share: 0.00005, count: 0.05, gpuHours: 0.05, perJob: 0.005 };

/**
 * One figure as the what-if, Compare and the report write it: money and hours as the results
 * do, shares as a percentage with two decimals (a 0.1 % unserved share must not read as 0 %),
 * counts with one decimal, GPU-hours as the results write them, and counts per job with two.
 */
export function useDeltaValue(fmt: ResultsFormat) {
  const format = useFormat();
  return (value: number, kind: DeltaFigureKind): string => {
    switch (kind) {
      case 'money':
        return fmt.money(value);
      case 'hours':
        return fmt.hours(value);
      case 'share':
        return format.percent(value, { maximumFractionDigits: 2 });
      case 'count':
        return fmt.count(value);
      case 'gpuHours':
        return fmt.gpuHours(value);
      case 'perJob':
        return fmt.hoursNumber(value, 2);
    }
  };
}

/**
 * A signed change without its unit word: money as the results write it ("−¥12.50"), a share in
 * percentage points ("+0.12"); "0" when it is below what is written.
 */
export function useSignedAmount(fmt: ResultsFormat) {
  const format = useFormat();
  return (v: number, kind: 'money' | 'share'): string => {
    if (Math.abs(v) < SMALLEST[kind]) return '0';
    const size = Math.abs(v);
    return `${sign(v)}${kind === 'money' ? fmt.money(size) : format.number(size * 100, { maximumFractionDigits: 2 })}`;
  };
}

/**
 * "+¥1,234 (+5.2 %)": an amount and its percent, signed; a share's change in percentage
 * points ("+0.12 points"), since a percent of a percent misleads; null when nothing moved.
 */
export function useDeltaText(fmt: ResultsFormat) {
  const { t } = useTranslation();
  const signed = useSignedAmount(fmt);
  return (d: FigureDelta, kind: DeltaFigureKind): string | null => {
    if (Math.abs(d.change) < SMALLEST[kind]) return null;
    const size = Math.abs(d.change);
    switch (kind) {
      case 'share':
        return t('whatIf.answer.points', { amount: signed(d.change, 'share') });
      case 'count':
        return `${sign(d.change)}${fmt.count(size)}`;
      case 'hours':
        return `${sign(d.change)}${fmt.hours(size)}`;
      case 'gpuHours':
        return `${sign(d.change)}${fmt.gpuHours(size)}`;
      case 'perJob':
        return `${sign(d.change)}${fmt.hoursNumber(size, 2)}`;
      case 'money': {
        const amount = signed(d.change, 'money');
        if (d.percent === null) return amount;
        return t('whatIf.answer.change', { amount, percent: `${sign(d.percent)}${fmt.share(Math.abs(d.percent))}` });
      }
    }
  };
}
