/**
 * Simulation time is whole seconds from local midnight of the scenario's start date, with
 * days of exactly 86,400 s (see shared/sim/calendar.ts). For display we need the wall-clock
 * moment the planner thinks in: a Date built from the start date's parts plus the seconds,
 * so that the viewer's own time zone never shifts a 09:00 arrival to some other hour.
 */
const DAY_S = 86_400;

function dateParts(startDate: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startDate);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The scenario-local wall-clock time `seconds` after the start, or null for a bad start date. */
export function wallClockAt(startDate: string, seconds: number): Date | null {
  const parts = dateParts(startDate);
  if (!parts || !Number.isFinite(seconds)) return null;
  const [year, month, day] = parts;
  const days = Math.floor(seconds / DAY_S);
  const rest = seconds - days * DAY_S;
  // Whole days are added to the date (not as 86,400 s) so a DST change in the viewer's zone
  // cannot move the clock; the Date constructor normalises the overflowing day and seconds.
  return new Date(year, month - 1, day + days, 0, 0, rest);
}

/** Midnight of simulation day `day` (0 = the start date). */
export function dayStart(startDate: string, day: number): Date | null {
  return wallClockAt(startDate, day * DAY_S);
}

/** "2027-01" -> the first of that month, local midnight; null if the key is malformed. */
export function monthStart(monthKey: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(monthKey);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, 1);
}
