import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { intlLocale, useFormat, useLanguage } from '../app';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { finiteNumber, listOf, type DraftPhase } from '../draft/draft-document';
import { setIn } from '../draft/json-path';
import { dateOfDay, parseStartDate } from '../timeline/day-dates';
import { horizonPercent } from '../timeline/horizon-percent';
import { monthLabel, monthTicks, tickShowsYear } from '../timeline/month-ticks';
import { usePhaseColor } from './phase-colors';
import { spanOf, type PhaseHandle } from './phase-span';
import { PhaseTrack } from './PhaseTrack';
import { usePhaseDrag } from './use-phase-drag';

const LABEL_COLUMN = 200;
/** A month header too narrow for eight labels side by side ("2027年1月" is about 62 px). */
const NARROW = '@container (max-width: 480px)';
/** Room right of the horizon's end for the grab area of a bar ending there. */
const END_GUTTER = 10;

/**
 * Each phase as a bar across the scenario's horizon, with its dates. Bars and their ends drag
 * along the timeline (the day fields below follow live), and the ends are sliders for the
 * keyboard; a click on a bar opens its fields.
 */
export function PhaseTimeline({ onSelect }: { onSelect(index: number): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { language } = useLanguage();
  const { preview, settle } = useDraftStore();
  const phaseColor = usePhaseColor();
  const idPrefix = useId();
  const hintId = useId();
  const startDate = useDraftValue(['startDate']);
  const horizon = finiteNumber(useDraftValue(['horizonDays'])) ?? 0;
  const start = parseStartDate(startDate);
  const phases = listOf(useDraftValue(['phases']) as DraftPhase[] | undefined);
  const handleId = (index: number, handle: PhaseHandle) => `${idPrefix}-${index}-${handle}`;
  const drag = usePhaseDrag({
    horizon,
    onPreview: (index, span) =>
      preview((doc) =>
        setIn(
          setIn(doc, ['phases', index, 'startDay'], span.startDay),
          ['phases', index, 'endDay'],
          span.endDay,
        ),
      ),
    onSettle: settle,
    focus: (index, handle) =>
      document.getElementById(handleId(index, handle))?.focus({ preventScroll: true }),
  });

  if (horizon <= 0 || !start) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('editor.phases.timelineNeedsCalendar')}
      </Typography>
    );
  }
  const ticks = monthTicks(start, horizon);
  const locale = intlLocale(language);

  return (
    <Box
      role="group"
      aria-label={t('editor.phases.timelineLabel')}
      aria-describedby={phases.length > 0 ? hintId : undefined}
      sx={{ overflowX: 'auto' }}
    >
      <Box sx={{ minWidth: 560, pr: `${END_GUTTER}px` }}>
        <Box sx={{ display: 'flex', mb: 0.5 }}>
          <Box sx={{ width: LABEL_COLUMN, flexShrink: 0 }} />
          <Box sx={{ position: 'relative', flexGrow: 1, height: 20, containerType: 'inline-size' }}>
            {/* A label at the horizon's very end would only hang past it. */}
            {ticks.map((tick, i) => {
              if (tick.day >= horizon) return null;
              const withYear = tickShowsYear(ticks, i);
              return (
                <Typography
                  key={tick.day}
                  variant="caption"
                  color="text.secondary"
                  sx={{
                    position: 'absolute',
                    left: horizonPercent(tick.day, horizon),
                    whiteSpace: 'nowrap',
                    pl: 0.5,
                    borderLeft: 1,
                    borderColor: 'divider',
                    // On a narrow timeline every other month goes, so the rest do not overlap.
                    ...(i % 2 === 1 && !withYear && { [NARROW]: { display: 'none' } }),
                  }}
                >
                  {monthLabel(tick.date, locale, withYear)}
                </Typography>
              );
            })}
          </Box>
        </Box>
        {phases.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {t('editor.phases.none')}
          </Typography>
        )}
        {phases.map((phase, index) => {
          const from = finiteNumber(phase.startDay);
          const to = finiteNumber(phase.endDay);
          const fromDate = dateOfDay(startDate, from);
          // endDay is exclusive: the phase's last day is the one before it.
          const toDate = dateOfDay(startDate, to === undefined ? undefined : Math.max(0, to - 1));
          const dates =
            fromDate && toDate
              ? t('editor.phases.dateRange', {
                  from: format.date(fromDate),
                  to: format.date(toDate),
                })
              : '—';
          const name = phase.name || t('editor.phases.unnamed');
          return (
            <Box
              key={index}
              sx={{
                display: 'flex',
                alignItems: 'center',
                py: 0.75,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ width: LABEL_COLUMN, flexShrink: 0, pr: 1.5, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={phase.name}>
                  {name}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {dates}
                </Typography>
              </Box>
              <PhaseTrack
                idPrefix={`${idPrefix}-${index}`}
                index={index}
                name={name}
                span={spanOf(phase)}
                horizon={horizon}
                startDate={startDate}
                ticks={ticks}
                color={phaseColor(phase.kind)}
                drag={drag}
                onSelect={onSelect}
              />
            </Box>
          );
        })}
        {phases.length > 0 && (
          <Typography
            id={hintId}
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mt: 1 }}
          >
            {t('editor.phases.dragHint')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
