/**
 * Whether a log's arrivals vary by hour of the week beyond chance: Pearson's chi-square test of
 * the counts in the 168 hours of the week against a flat rate (each hour expected to get the
 * arrivals in proportion to how many times the log covered it). A log busier on weekdays'
 * working hours fails it by far; Poisson arrivals at a flat rate pass it 99 times in 100.
 */

/** The test's level: a flat log is called non-flat once in a hundred. */
export const HOUR_OF_WEEK_TEST_LEVEL = 0.01;
/** The standard normal's upper 1 % point. */
const Z_99 = 2.3263478740408408;
/** Fewest arrivals the test is made on: one an hour of the week on average. */
export const MIN_HOUR_OF_WEEK_ARRIVALS = 168;

export interface HourOfWeekTest {
  /** Pearson's statistic over the hours the log covered. */
  statistic: number;
  /** Degrees of freedom: hours covered − 1. */
  degreesOfFreedom: number;
  /** The statistic's 1 % critical value (Wilson–Hilferty: within 0.1 % at these degrees of freedom). */
  critical: number;
  /** Above the critical value: the profile is clearly not flat. */
  nonFlat: boolean;
}

/** Chi-square's upper quantile at normal point z by the Wilson–Hilferty cube. */
function chiSquareQuantile(df: number, z: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/**
 * The test of counts per hour of the week given the hours of each the log covered, or null
 * when it cannot be made: under MIN_HOUR_OF_WEEK_ARRIVALS arrivals, or a log shorter than a
 * week (some hour never covered, so its rate is unknown rather than 0).
 */
export function hourOfWeekTest(counts: readonly number[], hoursCovered: readonly number[]): HourOfWeekTest | null {
  const total = counts.reduce((a, b) => a + b, 0);
  const exposure = hoursCovered.reduce((a, b) => a + b, 0);
  if (total < MIN_HOUR_OF_WEEK_ARRIVALS || hoursCovered.some((h) => h === 0)) return null;
  let statistic = 0;
  counts.forEach((c, h) => {
    const expected = (total * hoursCovered[h]!) / exposure;
    statistic += (c - expected) ** 2 / expected;
  });
  const degreesOfFreedom = counts.length - 1;
  const critical = chiSquareQuantile(degreesOfFreedom, Z_99);
  return { statistic, degreesOfFreedom, critical, nonFlat: statistic > critical };
}
