import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { drawnCurveFor, effectiveCurve, type WhatIfAdjustments } from '@shared/analysis/what-if';
import type { InferenceWorkload } from '@shared/scenario';
import { CurveChart } from '../curve/CurveChart';
import { valueAxisFor } from '../curve/value-axis';
import { withWorkload } from './what-if-edits';

interface WhatIfCurveProps {
  workload: InferenceWorkload;
  adjustments: WhatIfAdjustments;
  onCommit: (next: WhatIfAdjustments) => void;
}

/** The weekday traffic curve as the what-if has it (drawn, shifted, scaled), redrawn by dragging a point. */
export function WhatIfCurve({ workload, adjustments, onCommit }: WhatIfCurveProps) {
  const { t } = useTranslation();
  const adj = adjustments.workloads[workload.id];
  const shown = useMemo(() => effectiveCurve(workload.traffic.weekday, adj), [workload, adj]);
  // An axis that holds the baseline and the what-if, so the two can be compared by eye.
  const axis = useMemo(() => valueAxisFor(Math.max(...shown, ...workload.traffic.weekday)), [shown, workload]);
  const peak = shown.indexOf(Math.max(...shown));
  return (
    <div data-testid={`what-if-curve-${workload.id}`}>
      <CurveChart
        points={shown}
        axis={axis}
        dayLabel={t('curve.days.weekday')}
        unitLabel={t('curve.unit')}
        editable
        initialIndex={Math.max(0, peak)}
        onDraft={() => undefined}
        onCommit={(points) => onCommit(withWorkload(adjustments, workload.id, 'curve', drawnCurveFor(points, adj)))}
      />
      <Typography variant="caption" color="text.secondary">
        {t('whatIf.controls.curveHint')}
      </Typography>
    </div>
  );
}
