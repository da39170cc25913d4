/**
 * A log's times are kept on the wall clock they were written in (milliseconds as if that clock
 * were UTC). The app's date formatting reads a Date's local fields, so a wall time becomes the
 * Date whose local fields are those wall fields, whatever the computer's own zone.
 */
export function wallDate(wallMs: number): Date {
  const u = new Date(wallMs);
  return new Date(u.getUTCFullYear(), u.getUTCMonth(), u.getUTCDate(), u.getUTCHours(), u.getUTCMinutes());
}

/** "+08:00", "-05:30", "" for UTC itself. */
export function offsetText(minutes: number): string {
  if (minutes === 0) return '';
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Offsets a planner can choose: every whole hour from UTC-12 to UTC+14, and this computer's own. */
export function offsetChoices(own: number): number[] {
  const hours = Array.from({ length: 27 }, (_, i) => (i - 12) * 60);
  return hours.includes(own) ? hours : [...hours, own].sort((a, b) => a - b);
}
