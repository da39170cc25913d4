import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { intlLocale, useFormat, useLanguage } from '../app';
import { useDraftValue } from '../draft/draft-context';
import { finiteNumber, listOf, type DraftPhase } from '../draft/draft-document';
import { dateOfDay, parseStartDate } from '../timeline/day-dates';
import { monthLabel, monthTicks } from '../timeline/month-ticks';
import { usePhaseColor } from './phase-colors';

const LABEL_COLUMN = 200;

/** Each phase as a bar across the scenario's horizon, with its dates. */
export function PhaseTimeline({ onSelect }: { onSelect(index: number): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { language } = useLanguage();
  const theme = useTheme();
  const phaseColor = usePhaseColor();
  const startDate = useDraftValue(['startDate']);
  const horizon = finiteNumber(useDraftValue(['horizonDays']));
  const start = parseStartDate(startDate);
  const phases = listOf(useDraftValue(['phases']) as DraftPhase[] | undefined);

  if (!horizon || horizon <= 0 || !start) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('editor.phases.timelineNeedsCalendar')}
      </Typography>
    );
  }
  const ticks = monthTicks(start, horizon);
  const percent = (day: number) => `${(Math.max(0, Math.min(horizon, day)) / horizon) * 100}%`;
  const locale = intlLocale(language);

  return (
    <Box role="img" aria-label={t('editor.phases.timelineLabel')} sx={{ overflowX: 'auto' }}>
      <Box sx={{ minWidth: 560 }}>
        <Box sx={{ display: 'flex', mb: 0.5 }}>
          <Box sx={{ width: LABEL_COLUMN, flexShrink: 0 }} />
          <Box sx={{ position: 'relative', flexGrow: 1, height: 20 }}>
            {ticks.map((tick) => (
              <Typography
                key={tick.day}
                variant="caption"
                color="text.secondary"
                sx={{
                  position: 'absolute',
                  left: percent(tick.day),
                  whiteSpace: 'nowrap',
                  pl: 0.5,
                  borderLeft: 1,
                  borderColor: 'divider',
                }}
              >
                {monthLabel(tick.date, locale)}
              </Typography>
            ))}
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
          const color = phaseColor(phase.kind);
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
                  {phase.name || t('editor.phases.unnamed')}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {dates}
                </Typography>
              </Box>
              <Box sx={{ position: 'relative', flexGrow: 1, height: 28 }}>
                {ticks.map((tick) => (
                  <Box
                    key={tick.day}
                    sx={{
                      position: 'absolute',
                      left: percent(tick.day),
                      top: 0,
                      bottom: 0,
                      borderLeft: 1,
                      borderColor: 'divider',
                    }}
                  />
                ))}
                {from !== undefined && to !== undefined && to > from && (
                  <Box
                    component="button"
                    type="button"
                    onClick={() => onSelect(index)}
                    aria-label={t('editor.phases.editPhase', { name: phase.name })}
                    sx={{
                      position: 'absolute',
                      left: percent(from),
                      width: `calc(${percent(to)} - ${percent(from)})`,
                      minWidth: 4,
                      top: 4,
                      bottom: 4,
                      border: 0,
                      borderRadius: 1,
                      cursor: 'pointer',
                      bgcolor: color,
                      opacity: 0.85,
                      '&:hover, &:focus-visible': {
                        opacity: 1,
                        outline: `2px solid ${theme.palette.text.primary}`,
                      },
                    }}
                  />
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
