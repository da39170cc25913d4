import { memo, useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { drawnCurveFor, effectiveCurve, type WhatIfAdjustments, type WorkloadAdjustment } from '@shared/analysis/what-if';
import type { InferenceWorkload } from '@shared/scenario';
import { CurveChart } from '../curve/CurveChart';
import { valueAxisFor } from '../curve/value-axis';
import { sameExceptFunctions } from './same-except-functions';
import { withWorkload } from './what-if-edits';

interface WhatIfCurveProps {
  workload: InferenceWorkload;
  /** This workload's adjustments (undefined when none). */
  adj: WorkloadAdjustment | undefined;
  /** Applies an edit to the latest adjustments as one move. */
  onEdit: (edit: (a: WhatIfAdjustments) => WhatIfAdjustments) => void;
}

/**
 * The weekday traffic curve as the what-if has it (drawn, shifted, scaled), redrawn by dragging
 * a point. Redrawn only when this workload's adjustments change (see sameExceptFunctions).
 */
export const WhatIfCurve = memo(function WhatIfCurve({ workload, adj, onEdit }: WhatIfCurveProps) {
  const { t } = useTranslation();
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
        onCommit={(points) => onEdit((a) => withWorkload(a, workload.id, 'curve', drawnCurveFor(points, adj)))}
      />
      <Typography variant="caption" color="text.secondary">
        {t('whatIf.controls.curveHint')}
      </Typography>
    </div>
  );
}, sameExceptFunctions);
