/**
 * Limits of a traffic import. Files are hostile (see the README's limits section): every limit
 * is checked as the file streams in, so a huge or endless file is refused early, naming the limit.
 */

/** Largest CSV file (rate history or request log), in bytes. Read in chunks, never whole. */
export const MAX_TRAFFIC_CSV_BYTES = 512 * 1024 * 1024;
/** Largest JSON file (Prometheus or CloudWatch): JSON is parsed whole, so it is held in memory once. */
export const MAX_TRAFFIC_JSON_BYTES = 64 * 1024 * 1024;
/** Longest line of a CSV file; a longer line is rejected (and not kept) without reading it whole. */
export const MAX_LINE_CHARS = 4096;
/** Most samples of a rate history (a year at 15-second resolution). */
export const MAX_HISTORY_SAMPLES = 2_500_000;
/** Most requests of a request log. */
export const MAX_LOG_REQUESTS = 20_000_000;
/** Most (prompt, output) token pairs a log hands over for its size classes; a longer log hands over an even sample. */
export const MAX_TOKEN_PAIRS = 1_000_000;
/**
 * Largest value of one sample (requests a second, or counted in one interval). Each value of
 * 1.7e308 is finite, but two of them averaged are not: such rows made curves of NaN and "Peak ∞".
 */
export const MAX_TRAFFIC_VALUE = 1e9;
/** Longest span of a history or log, in days. */
export const MAX_SPAN_DAYS = 800;
/** Rejected rows kept with line and reason (all are counted). */
export const MAX_REJECTED_KEPT = 1000;
/** Rejected rows past which the import stops: the file is not what it claims to be. */
export const MAX_REJECTED_ROWS = 100_000;
/** Days of history a growth fit needs (two whole weeks, so weekdays and weekends both count). */
export const MIN_GROWTH_FIT_DAYS = 14;
