/** A span of time as the one unit a person would say it in: "40 seconds", "3 minutes", "2 hours". */
export interface DurationParts {
  unit: 'seconds' | 'minutes' | 'hours';
  count: number;
}

/**
 * Rounds a time left to a friendly unit. Estimates jump around, so precision below the unit
 * would only make the label flicker: seconds up to a minute, whole minutes up to two hours.
 */
export function durationParts(ms: number): DurationParts {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return { unit: 'seconds', count: Math.max(1, Math.ceil(seconds)) };
  const minutes = seconds / 60;
  if (minutes < 120) return { unit: 'minutes', count: Math.round(minutes) };
  return { unit: 'hours', count: Math.round(minutes / 60) };
}
