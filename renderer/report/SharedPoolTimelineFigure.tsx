import { useTranslation } from 'react-i18next';
import { sharedPoolTimelines } from '@shared/report/shared-pool-timeline';
import type { RunResult } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import { wallClockAt } from '../results/sim-time';
import { strategyColor } from '../results/strategy-colors';
import { BarChart } from './charts/BarChart';

/** Steps a printed timeline draws at most: a page's width has room for about this many bars. */
const MAX_PRINTED_STEPS = 120;
/** Idle on paper: a light grey under the workloads' colours. */
const IDLE_COLOR = '#c9ced6';
const SMALL_CHART_H = 170;

/**
 * The results screen's timeline of who held each shared pool in the representative run, as
 * stacked bars on paper: runs of buckets merged into one bar when the horizon has more than a
 * page can draw, and the step said in the caption.
 */
export function SharedPoolTimelineFigure({ run, startDate }: { run: RunResult; startDate: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      {sharedPoolTimelines(run, MAX_PRINTED_STEPS).map((tl) => {
        const title = t('sharedPools.timeline.title', { pool: tl.name });
        const labelAt = (s: number) => {
          const date = wallClockAt(startDate, s);
          return date ? (tl.stepS < 86_400 && tl.startsS.length <= 48 ? format.dateTime(date) : format.date(date)) : '';
        };
        return (
          <div key={tl.poolId} className="hr-keep" data-testid="report-shared-pool-timeline">
            <h4>{title}</h4>
            <p className="hr-small hr-muted">{t('sharedPools.timeline.description', { step: t('sharedPools.timeline.step', { count: tl.stepS / 3600 }) })}</p>
            <BarChart
              title={title}
              series={tl.rows.map((row, i) => ({
                name: row.kind === 'idle' ? t('sharedPools.idle') : row.name,
                color: row.kind === 'idle' ? IDLE_COLOR : strategyColor('light', i),
              }))}
              groups={tl.startsS.map((s, step) => ({ label: labelAt(s), values: tl.rows.map((row) => row.gpus[step] ?? 0) }))}
              stacked
              formatY={(v) => format.number(v, { maximumFractionDigits: 1 })}
              height={SMALL_CHART_H}
            />
          </div>
        );
      })}
    </>
  );
}
