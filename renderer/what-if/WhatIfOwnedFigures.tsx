import { useTranslation } from 'react-i18next';
import { ownedDeltaRows, ownedDeltas } from '@shared/analysis/what-if';
import type { StrategySummary } from '@shared/sim/results';
import type { ResultsFormat } from '../results/use-results-format';
import { WhatIfFigureRow } from './WhatIfFigureRow';

/**
 * What a strategy that owns servers or commits to a savings plan shows beyond its costs: the
 * net present value of its cash (the resale and the plan's payments are in it, not in the
 * accounting total), and for each owned pool its utilisation and power in the median run and
 * its break-even utilisation against renting (owned-deltas.ts; a kept what-if prints the same
 * rows in the report). The load sliders move the utilisation and the power; the tariff, server
 * price and resale move the break-even.
 */
export function WhatIfOwnedFigures({ before, after, fmt }: { before: StrategySummary | undefined; after: StrategySummary | undefined; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  if (!before || !after) return null;
  return (
    <>
      {ownedDeltaRows(ownedDeltas(before, after)).map((r) => (
        <WhatIfFigureRow
          key={r.key}
          label={t(`whatIf.figures.${r.label}`, { pool: r.pool })}
          delta={r.delta}
          kind={r.kind}
          fmt={fmt}
          testId={`what-if-owned-${r.key}`}
          withinNoise={null}
          neutral={r.neutral}
        />
      ))}
    </>
  );
}
