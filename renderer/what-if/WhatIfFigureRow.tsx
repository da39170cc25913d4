import { memo } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DeltaFigureKind, FigureDelta } from '@shared/analysis/what-if';
import type { ResultsFormat } from '../results/use-results-format';
import { useDeltaText, useDeltaValue } from './use-delta-text';

export interface WhatIfFigureRowProps {
  label: string;
  delta: FigureDelta;
  kind: DeltaFigureKind;
  fmt: ResultsFormat;
  testId: string;
  /** Whether the change is within the noise of the runs, paired by seed; null when not paired. */
  withinNoise: boolean | null;
  /** Said on hover over the label (how the change was worked out, when that differs). */
  title?: string;
  /** The change read run by run on the same seeds, written out (its P10–P90), when it is shown. */
  runByRun?: string | null;
  /** A second reading of the same figure on a line of its own (a target's analytical estimate). */
  note?: string | null;
  /** A figure whose rise is neither better nor worse (a utilisation): its change is not coloured. */
  neutral?: boolean;
}

/**
 * One figure of a what-if card: its label, then "before → after · change" (and "within the
 * noise"), and, for a figure read run by run with its spread, that spread on a line of its own,
 * then any second reading of it (a target's analytical estimate) on another. Memoised on its
 * figures' values (see sameFigureRow): a move redraws the rows whose figures it changed.
 */
export const WhatIfFigureRow = memo(function WhatIfFigureRow({ label, delta, kind, fmt, testId, withinNoise, title, runByRun, note, neutral = false }: WhatIfFigureRowProps) {
  const { t } = useTranslation();
  const deltaText = useDeltaText(fmt);
  const value = useDeltaValue(fmt);
  const change = deltaText(delta, kind);
  // Up is worse for every figure shown here (costs, hours, shares missed, misses, break-evens) but a neutral one.
  const worse = delta.change > 0;
  return (
    <div data-testid={testId} data-change={delta.change} data-within-noise={withinNoise ? 'true' : 'false'}>
      <Typography component="dt" variant="caption" color="text.secondary" title={title}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        <span data-testid="what-if-figure-values">
          {t('whatIf.answer.values', { before: value(delta.before, kind), after: value(delta.after, kind) })}
        </span>
        {' · '}
        <Typography
          component="span"
          variant="body2"
          data-testid="what-if-figure-change"
          sx={{ fontWeight: 600, color: change === null ? 'text.secondary' : neutral ? 'text.primary' : worse ? 'error.main' : 'success.main' }}
        >
          {change ?? t('whatIf.answer.noChange')}
        </Typography>
        {change !== null && withinNoise && (
          <Typography component="span" variant="caption" color="text.secondary" data-testid="what-if-figure-noise">
            {' · '}
            {t('whatIf.answer.withinNoise')}
          </Typography>
        )}
        {runByRun && (
          <Typography component="span" variant="caption" color="text.secondary" data-testid="what-if-figure-paired" sx={{ display: 'block' }}>
            {runByRun}
          </Typography>
        )}
        {note && (
          <Typography component="span" variant="caption" color="text.secondary" data-testid="what-if-figure-estimate" sx={{ display: 'block' }}>
            {note}
          </Typography>
        )}
      </Typography>
    </div>
  );
}, sameFigureRow);

/**
 * Props that draw the same row: equal but for the delta, which every answer makes anew and
 * is compared by its numbers. A price move leaves most rows (hours, latency, misses) as they
 * were, and the rows were the largest part of drawing a move's figures.
 */
export function sameFigureRow(a: WhatIfFigureRowProps, b: WhatIfFigureRowProps): boolean {
  const keys = Object.keys(a) as (keyof WhatIfFigureRowProps)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => (k === 'delta' ? sameDelta(a.delta, b.delta) : Object.is(a[k], b[k])));
}

function sameDelta(a: FigureDelta, b: FigureDelta): boolean {
  return Object.is(a.before, b.before) && Object.is(a.after, b.after) && Object.is(a.change, b.change) && Object.is(a.percent, b.percent);
}
