import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { arrivalsPerWeek, type PriceChange, type WhatIfAdjustments } from '@shared/analysis/what-if';
import { poolLabel, type Scenario } from '@shared/scenario';
import { useFormat } from '../i18n/use-format';
import { dayStart } from '../results/sim-time';
import { WhatIfCurve } from './WhatIfCurve';
import { WhatIfSlider, type WhatIfSliderProps } from './WhatIfSlider';
import { withOwned, withPhaseStart, withPlanCommitment, withPoolSize, withPrice, withSpotFactor, withTrend, withWorkload } from './what-if-edits';

interface WhatIfControlsProps {
  base: Scenario;
  adjustments: WhatIfAdjustments;
  onLive: (next: WhatIfAdjustments) => void;
  onCommit: (next: WhatIfAdjustments) => void;
  /** Likely next moves, to be worked out ahead. */
  onAhead: (nexts: WhatIfAdjustments[]) => void;
}

/** The kinds whose price a slider moves (for owned servers, the price of a server). */
const POOL_KINDS: (keyof PriceChange)[] = ['onDemand', 'reserved', 'spot', 'bareMetal', 'owned'];

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title} data-testid={testId}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

const round = (v: number, digits: number) => Number(v.toFixed(digits));

type Edit = (a: WhatIfAdjustments) => WhatIfAdjustments;

/** A slider as the controls describe it: what it shows, and how a value changes the adjustments. */
type SliderSpec = Omit<WhatIfSliderProps, 'onLive' | 'onCommit'> & { edit: (a: WhatIfAdjustments, v: number) => WhatIfAdjustments };

/**
 * Every what-if control the scenario has a use for: prices, spot, traffic, work, committed
 * capacity, phases. Memoised: answers arriving must not redraw the controls being moved.
 */
export const WhatIfControls = memo(function WhatIfControls({ base, adjustments, onLive, onCommit, onAhead }: WhatIfControlsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const num = useCallback((v: number, digits = 1) => format.number(v, { maximumFractionDigits: digits }), [format]);
  const pct = useCallback((v: number) => t('whatIf.units.percent', { value: `${v > 0 ? '+' : ''}${num(v * 100, 0)}` }), [num, t]);
  const times = useCallback((v: number) => t('whatIf.units.times', { value: num(v, 2) }), [num, t]);
  const pctText = useCallback((v: number) => String(round(v * 100, 1)), []);
  const fromPct = useCallback((v: number) => v / 100, []);
  const plainText = useCallback((v: number) => String(round(v, 2)), []);
  const identity = useCallback((v: number) => v, []);
  const ratio = { display: times, toText: plainText, fromText: identity };
  const percent = { display: pct, toText: pctText, fromText: fromPct };
  const whole = { toText: String, fromText: Math.round, step: 1 };

  // Edits read the adjustments of the latest render when they happen, so a control's callbacks
  // never hold old adjustments, and a move redraws only the controls whose values changed.
  const current = useRef(adjustments);
  useLayoutEffect(() => {
    current.current = adjustments;
  }, [adjustments]);
  const move = useCallback((commit: boolean, edit: Edit) => (commit ? onCommit : onLive)(edit(current.current)), [onLive, onCommit]);
  const commitEdit = useCallback((edit: Edit) => move(true, edit), [move]);
  const ahead = useCallback((edit: SliderSpec['edit'], values: number[]) => onAhead(values.map((v) => edit(current.current, v))), [onAhead]);
  const slider = ({ edit, ...spec }: SliderSpec) => (
    <WhatIfSlider
      key={spec.testId}
      {...spec}
      onLive={(v) => move(false, (a) => edit(a, v))}
      onCommit={(v) => move(true, (a) => edit(a, v))}
      onAhead={(values) => ahead(edit, values)}
    />
  );

  const pools = base.strategies.flatMap((s) => s.pools);
  const kinds = POOL_KINDS.filter((k) => pools.some((p) => p.kind === k));
  // Trends matter where prices are paid over time: the elastic kinds a strategy uses.
  const trendKinds = (['onDemand', 'spot'] as const).filter((k) => kinds.includes(k));
  const owned = pools.filter((p) => p.kind === 'owned');
  const spotScalable = pools.some((p) => p.kind === 'spot' && p.interruption.model !== 'trace');
  const spotTrace = pools.some((p) => p.kind === 'spot' && p.interruption.model === 'trace');
  const offer = (id: string) => base.catalog.offers.find((o) => o.id === id);
  const signed = (v: number, digits: number, scale = 1) => `${v > 0 ? '+' : ''}${num(v * scale, digits)}`;

  return (
    <Stack spacing={2} component="section" aria-labelledby="what-if-controls-heading">
      <Typography id="what-if-controls-heading" variant="h3" sx={{ fontSize: '1.125rem' }}>
        {t('whatIf.controls.heading')}
      </Typography>

      <Section title={t('whatIf.controls.prices')} testId="what-if-prices">
        {kinds.map((kind) =>
          slider({
            testId: `what-if-price-${kind}`,
            label: t(`whatIf.controls.priceOf.${kind}`),
            value: adjustments.prices[kind] ?? 0,
            baseline: 0,
            min: -0.9,
            max: 1,
            step: 0.01,
            bigStep: 0.1,
            ...percent,
            edit: (a, v) => withPrice(a, kind, v),
          }),
        )}
        {trendKinds.map((kind) => {
          // Shown and edited as a fraction a year (−0.2 = prices fall 20 % a year), stored in per cent.
          const planned = base.priceTrends?.[kind] ?? 0;
          return slider({
            testId: `what-if-trend-${kind}`,
            label: t(`whatIf.controls.trendOf.${kind}`),
            value: (adjustments.trends?.[kind] ?? planned) / 100,
            baseline: planned / 100,
            min: -0.5,
            max: 0.2,
            step: 0.01,
            bigStep: 0.05,
            ...percent,
            edit: (a, v) => withTrend(a, kind, Math.round(v * 1000) / 10, planned),
          });
        })}
      </Section>

      {owned.length > 0 && (
        <Section title={t('whatIf.controls.owned')} testId="what-if-owned">
          {slider({
            testId: 'what-if-owned-tariff',
            label: t('whatIf.controls.tariff'),
            value: adjustments.owned?.tariff ?? 0,
            baseline: 0,
            min: -0.9,
            max: 1,
            step: 0.01,
            bigStep: 0.1,
            ...percent,
            edit: (a, v) => withOwned(a, 'tariff', v),
          })}
          {slider({
            testId: 'what-if-owned-resale',
            label: t('whatIf.controls.resale'),
            value: adjustments.owned?.resalePoints ?? 0,
            baseline: 0,
            min: -50,
            max: 50,
            bigStep: 5,
            ...whole,
            display: (v) => t('whatIf.units.points', { value: signed(v, 0) }),
            edit: (a, v) => withOwned(a, 'resalePoints', v),
          })}
        </Section>
      )}

      {(spotScalable || spotTrace) && (
        <Section title={t('whatIf.controls.spotInterruptions')} testId="what-if-spot">
          {spotScalable &&
            slider({
              testId: 'what-if-spot-rate',
              label: t('whatIf.controls.spotInterruptionRate'),
              value: adjustments.spotInterruptionFactor ?? 1,
              baseline: 1,
              min: 0,
              max: 5,
              step: 0.1,
              bigStep: 1,
              ...ratio,
              edit: withSpotFactor,
            })}
          {spotTrace && (
            <Typography variant="body2" color="text.secondary">
              {t('whatIf.controls.spotTraceNote')}
            </Typography>
          )}
        </Section>
      )}

      {base.workloads.map((w) => {
        const adj = adjustments.workloads[w.id] ?? {};
        /** A factor of this workload (1 = as in the scenario), from a tenth to five times. */
        const factor = (field: 'arrivalsFactor' | 'sizeFactor', label: string, extra: Partial<SliderSpec> = {}) =>
          slider({
            testId: `what-if-${field === 'arrivalsFactor' ? 'arrivals' : 'size'}-${w.id}`,
            label,
            value: adj[field] ?? 1,
            baseline: 1,
            min: 0.1,
            max: 5,
            step: 0.05,
            bigStep: 0.5,
            ...ratio,
            ...extra,
            edit: (a, v) => withWorkload(a, w.id, field, v),
          });
        if (w.kind === 'inference') {
          const growth = w.traffic.growthPerMonth;
          return (
            <Section key={w.id} title={t('whatIf.controls.traffic', { name: w.name })} testId={`what-if-traffic-${w.id}`}>
              <WhatIfCurve workload={w} adj={adjustments.workloads[w.id]} onEdit={commitEdit} />
              {slider({
                testId: `what-if-scale-${w.id}`,
                label: t('whatIf.controls.curveScale'),
                value: adj.curveScale ?? 1,
                baseline: 1,
                min: 0.1,
                max: 3,
                step: 0.05,
                bigStep: 0.25,
                ...ratio,
                edit: (a, v) => withWorkload(a, w.id, 'curveScale', v),
              })}
              {slider({
                testId: `what-if-shift-${w.id}`,
                label: t('whatIf.controls.peakShift'),
                value: adj.peakShiftHours ?? 0,
                baseline: 0,
                min: -12,
                max: 12,
                bigStep: 3,
                ...whole,
                toText: plainText,
                display: (v) => t('whatIf.units.hours', { value: signed(v, 0) }),
                edit: (a, v) => withWorkload(a, w.id, 'peakShiftHours', v),
              })}
              {slider({
                testId: `what-if-growth-${w.id}`,
                label: t('whatIf.controls.growth'),
                value: adj.growthPerMonth ?? growth,
                baseline: growth,
                min: -0.2,
                max: 0.5,
                step: 0.005,
                bigStep: 0.05,
                ...percent,
                display: (v) => t('whatIf.units.perMonth', { value: signed(v, 1, 100) }),
                edit: (a, v) => withWorkload(a, w.id, 'growthPerMonth', v === growth ? undefined : v),
              })}
            </Section>
          );
        }
        if (w.kind === 'training' || w.kind === 'batch') {
          const perWeek = arrivalsPerWeek(w.arrivals, base.horizonDays);
          return (
            <Section key={w.id} title={t('whatIf.controls.work', { name: w.name })} testId={`what-if-work-${w.id}`}>
              {perWeek > 0 &&
                factor('arrivalsFactor', t('whatIf.controls.arrivals'), {
                  display: (f) => t('whatIf.units.perWeek', { value: num(perWeek * f, 2) }),
                  toText: (f) => String(round(perWeek * f, 2)),
                  fromText: (typed) => typed / perWeek,
                })}
              {factor('sizeFactor', t('whatIf.controls.jobSize'))}
            </Section>
          );
        }
        return null;
      })}

      {base.strategies.map((s) => {
        const committed = s.pools.filter((p) => p.kind === 'reserved' || p.kind === 'bareMetal');
        if (committed.length === 0) return null;
        return (
          <Section key={s.id} title={t('whatIf.controls.committed', { name: s.name })} testId={`what-if-committed-${s.id}`}>
            {committed.map((p) => {
              const baseline = p.kind === 'reserved' ? p.count : p.kind === 'bareMetal' ? p.servers : 1;
              const value = adjustments.poolSizes[s.id]?.[p.id] ?? baseline;
              const gpus = (offer(p.offerId)?.gpusPerInstance ?? 1) * value;
              const max = Math.max(baseline * 4, baseline + 20);
              return slider({
                testId: `what-if-pool-${s.id}-${p.id}`,
                label: t(p.kind === 'reserved' ? 'whatIf.controls.reservedCount' : 'whatIf.controls.bareMetalCount', { pool: poolLabel(p, base.catalog), gpus }),
                value,
                baseline,
                min: 1,
                max,
                bigStep: Math.max(1, Math.round(max / 10)),
                ...whole,
                display: (v) => num(v, 0),
                edit: (a, v) => withPoolSize(a, s.id, p.id, v, baseline),
              });
            })}
          </Section>
        );
      })}

      {base.strategies.map((s) =>
        (s.savingsPlans ?? []).length === 0 ? null : (
          <Section key={s.id} title={t('whatIf.controls.savingsPlans', { name: s.name })} testId={`what-if-plans-${s.id}`}>
            {(s.savingsPlans ?? []).map((plan) =>
              slider({
                testId: `what-if-plan-${s.id}-${plan.id}`,
                label: t('whatIf.controls.commitment', {
                  plan: plan.name ?? plan.id,
                  amount: format.currency(plan.commitmentPerHour, base.currency, { maximumFractionDigits: 2 }),
                }),
                value: adjustments.savingsPlans?.[s.id]?.[plan.id] ?? 0,
                baseline: 0,
                min: -0.9,
                max: 2,
                step: 0.01,
                bigStep: 0.1,
                ...percent,
                edit: (a, v) => withPlanCommitment(a, s.id, plan.id, v),
              }),
            )}
          </Section>
        ),
      )}

      {base.phases.length > 0 && (
        <Section title={t('whatIf.controls.phases')} testId="what-if-phases">
          {base.phases.map((p) =>
            slider({
              testId: `what-if-phase-${p.id}`,
              label: t('whatIf.controls.phaseStart', { name: p.name }),
              value: adjustments.phaseStartDays[p.id] ?? p.startDay,
              baseline: p.startDay,
              min: 0,
              max: Math.max(0, Math.min(base.horizonDays, p.endDay) - 1),
              bigStep: 7,
              ...whole,
              display: (d) => {
                const date = dayStart(base.startDate, d);
                return t('whatIf.units.day', { day: num(d, 0), date: date ? format.date(date) : '' });
              },
              edit: (a, v) => withPhaseStart(a, p.id, v, p.startDay),
            }),
          )}
        </Section>
      )}
    </Stack>
  );
});
