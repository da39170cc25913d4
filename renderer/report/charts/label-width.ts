/** Space kept between two x-axis labels of a report chart, in SVG units. */
export const LABEL_GAP = 12;

/**
 * A label's width at the report's 10 px tick font, in SVG units: CJK about a full em, the rest
 * about half (a little over, so an estimate errs towards fewer labels, never overlapping ones).
 * Estimated, not measured: the report is laid out before it is printed, with no font metrics.
 */
export function labelWidth(label: string): number {
  let w = 0;
  for (const ch of label) w += /[\u2E80-\u9FFF\uFF00-\uFFEF]/.test(ch) ? 10 : 5.8;
  return w;
}
