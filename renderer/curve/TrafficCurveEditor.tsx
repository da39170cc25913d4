import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import type { TrafficReplay } from '@shared/scenario';
import { CurveChart } from './CurveChart';
import { CurveStatsRow } from './CurveStatsRow';
import { GrowthField, type GrowthStart } from './GrowthField';
import { ResolutionSelect } from './ResolutionSelect';
import { ScaleCurveControl } from './ScaleCurveControl';
import { TrafficImportDialog } from './TrafficImportDialog';
import type { ImportedSizeMix } from './size-class-names';
import { TypicalShapeDialog } from './TypicalShapeDialog';
import { WeekendFollowsSwitch } from './WeekendFollowsSwitch';
import { curveStats, highestPeak } from './curve-stats';
import { sanitizeCurve } from './curve-values';
import { isCurveResolution, resampleCurve } from './resample-curve';
import { scaleCurve } from './scale-curve';
import { valueAxisFor } from './value-axis';

export interface TrafficCurveValue {
  weekday: number[];
  /** Omitted = weekends follow the weekday curve. */
  weekend?: number[];
  /** A fraction a month, or text typed that is not a number (the document's validation says so). */
  growthPerMonth: number | string;
  /** A replayed history the import set (or null: dropped); absent = left as it is. */
  replay?: TrafficReplay | null;
  /** Size classes from an imported request log (a workload planned in tokens), applied with the curves. */
  sizeMix?: ImportedSizeMix;
}

export interface TrafficCurveEditorProps {
  /** Requests per second at 24, 48, 96 or 288 evenly spaced points of a local day. */
  weekday: number[];
  weekend: number[] | undefined;
  /** Compound growth per month as a fraction (0.05 = +5 % a month), or text being typed. */
  growthPerMonth: number | string;
  /** The scenario's problems with the growth, worded: shown under the growth field. */
  growthErrors?: readonly string[];
  /** DOM id of the growth input, so a problem in a list can move focus to it. */
  growthFieldId?: string;
  /** From when growth counts (the growth preview says it); omitted = from the first day. */
  growthStart?: GrowthStart | undefined;
  /**
   * Called once per finished edit (a drag on release, each key press, each tool), never while
   * a drag is in progress, so one gesture is one autosave and one undo step.
   */
  onChange(next: TrafficCurveValue): void;
  /** Unit of the values as shown; defaults to "requests/s" in the interface language. */
  unitLabel?: string;
  /** The scenario's first day (YYYY-MM-DD), for placing an imported history on the calendar. */
  startDate: string;
  /** The workload is planned in tokens: an imported request log also offers its size classes. */
  sizeClasses?: boolean;
}

type DayType = 'weekday' | 'weekend';

const NO_ERRORS: readonly string[] = [];

/**
 * The editor sits in forms of any width, so its layout follows its own width (a container
 * query), not the window's.
 */
const WIDE = '@container (min-width: 640px)';

/**
 * The simulator reads both curves with the weekday curve's point count, so they must match.
 * A weekday curve with a count the format does not allow (a broken file) sets nothing.
 */
function matchLength(curve: number[] | undefined, count: number): number[] | undefined {
  return curve && curve.length !== count && isCurveResolution(count)
    ? resampleCurve(curve, count)
    : curve;
}

/**
 * Editor of an inference workload's 24 h traffic: weekday and weekend shapes (weekends may
 * follow weekdays), draggable points, scaling, resolution, a typical-day preset, and monthly
 * growth with a 12-month preview. Fully controlled: it shows its props and reports edits.
 */
export function TrafficCurveEditor({
  weekday,
  weekend,
  growthPerMonth,
  growthErrors = NO_ERRORS,
  growthFieldId,
  growthStart,
  onChange,
  unitLabel,
  sizeClasses = false,
  startDate,
}: TrafficCurveEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const unit = unitLabel ?? t('curve.unit');
  const [day, setDay] = useState<DayType>('weekday');
  const [draft, setDraft] = useState<{ day: DayType; points: number[] } | null>(null);
  const [typicalOpen, setTypicalOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);

  const weekendFollows = weekend === undefined;
  const committed = day === 'weekend' && weekend ? weekend : weekday;
  const shown = draft?.day === day ? draft.points : sanitizeCurve(committed);
  const editable = day === 'weekday' || !weekendFollows;
  // The saved curves and a drag in progress: the axis grows as a point is dragged past its top,
  // so a peak can be raised in one drag. The drag reads the pointer on the scale it began with.
  const axis = valueAxisFor(
    Math.max(highestPeak(sanitizeCurve(weekday), weekend && sanitizeCurve(weekend)), ...(draft?.points ?? [])),
  );
  const stats = curveStats(shown);
  const dayLabel = t(`curve.days.${day}`);

  function emit(next: {
    weekday: number[];
    weekend: number[] | undefined;
    growth: number | string;
    replay?: TrafficReplay | null;
    sizeMix?: ImportedSizeMix | undefined;
  }) {
    const aligned = matchLength(next.weekend, next.weekday.length);
    onChange({
      weekday: next.weekday,
      ...(aligned ? { weekend: aligned } : {}),
      growthPerMonth: next.growth,
      ...(next.replay !== undefined ? { replay: next.replay } : {}),
      ...(next.sizeMix ? { sizeMix: next.sizeMix } : {}),
    });
  }

  function commitShown(points: number[]): void {
    if (day === 'weekend' && weekend) emit({ weekday, weekend: points, growth: growthPerMonth });
    else emit({ weekday: points, weekend, growth: growthPerMonth });
  }

  const tabId = (type: DayType) => `${id}-tab-${type}`;
  const panelId = `${id}-panel`;

  return (
    <Stack
      spacing={2.5}
      data-testid="traffic-curve-editor"
      sx={{ minWidth: 0, containerType: 'inline-size' }}
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={day}
          onChange={(_event, next: DayType) => {
            setDraft(null);
            setDay(next);
          }}
          aria-label={t('curve.days.label')}
        >
          {(['weekday', 'weekend'] as const).map((type) => (
            <Tab
              key={type}
              value={type}
              label={t(`curve.days.${type}`)}
              id={tabId(type)}
              aria-controls={panelId}
            />
          ))}
        </Tabs>
      </Box>

      <Stack spacing={2} role="tabpanel" id={panelId} aria-labelledby={tabId(day)}>
        {day === 'weekend' && (
          <WeekendFollowsSwitch
            following={weekendFollows}
            onChange={(following) =>
              emit({
                weekday,
                weekend: following ? undefined : [...weekday],
                growth: growthPerMonth,
              })
            }
          />
        )}
        <CurveChart
          // A fresh chart per day type, so focus and hover never carry across tabs.
          key={day}
          points={shown}
          axis={axis}
          dayLabel={dayLabel}
          unitLabel={unit}
          editable={editable}
          initialIndex={curveStats(committed).peakIndex}
          onDraft={(points) => setDraft(points ? { day, points } : null)}
          onCommit={commitShown}
        />
        <CurveStatsRow stats={stats} unitLabel={unit} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
          <ScaleCurveControl
            disabled={!editable}
            onScale={(factor) => commitShown(scaleCurve(committed, factor))}
          />
          <Button
            variant="text"
            disabled={!editable}
            onClick={() => setTypicalOpen(true)}
            sx={{ mt: 0.25 }}
          >
            {t('curve.tools.typical.open')}
          </Button>
          <Button variant="text" onClick={() => setImportOpen(true)} sx={{ mt: 0.25 }}>
            {t('trafficImport.open')}
          </Button>
        </Box>
      </Stack>

      <Divider />

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 3,
          [WIDE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ResolutionSelect
          count={weekday.length}
          onChange={(count) =>
            emit({
              weekday: resampleCurve(weekday, count),
              weekend: weekend && resampleCurve(weekend, count),
              growth: growthPerMonth,
            })
          }
        />
        <GrowthField
          growthPerMonth={growthPerMonth}
          errors={growthErrors}
          id={growthFieldId}
          growthStart={growthStart}
          peak={highestPeak(weekday, weekend)}
          unitLabel={unit}
          onChange={(growth) => emit({ weekday, weekend, growth })}
        />
      </Box>

      <TrafficImportDialog
        open={importOpen}
        weekday={weekday}
        weekend={weekend}
        unitLabel={unit}
        sizeClasses={sizeClasses}
        startDate={startDate}
        onClose={() => setImportOpen(false)}
        onApply={(imported) => {
          setImportOpen(false);
          // Curves, growth and size classes together: one edit, one undo step.
          emit({ weekday: imported.weekday, weekend: imported.weekend, growth: imported.growthPerMonth ?? growthPerMonth, sizeMix: imported.sizeMix, replay: imported.replay });
        }}
      />

      <TypicalShapeDialog
        open={typicalOpen}
        initialBase={stats.trough < stats.peak ? stats.trough : stats.peak * 0.1}
        initialPeak={stats.peak > 0 ? stats.peak : 100}
        points={committed.length || weekday.length || 24}
        curveName={t(day === 'weekday' ? 'curve.days.weekdayCurve' : 'curve.days.weekendCurve')}
        unitLabel={unit}
        onClose={() => setTypicalOpen(false)}
        onApply={(points) => {
          setTypicalOpen(false);
          commitShown(points);
        }}
      />
    </Stack>
  );
}
