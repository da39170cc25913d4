/** Minutes after local midnight at which point `index` of a `count`-point day starts. */
export function pointStartMinutes(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((index * 24 * 60) / count);
}

/** 14:00-style clock text; 24:00 for the end of the day. Same in English and Chinese. */
export function formatClock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** When point `index` starts, e.g. "14:30" for point 29 of 48. */
export function pointTime(index: number, count: number): string {
  return formatClock(pointStartMinutes(index, count));
}

/** How long each point lasts, in minutes: 60, 30, 15 or 5 for the allowed resolutions. */
export function pointMinutes(count: number): number {
  return count > 0 ? (24 * 60) / count : 0;
}
