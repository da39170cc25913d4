/** Where a scenario day sits across a timeline of the horizon, as a CSS percentage (clamped). */
export function horizonPercent(day: number, horizon: number): string {
  return `${(Math.max(0, Math.min(horizon, day)) / horizon) * 100}%`;
}
