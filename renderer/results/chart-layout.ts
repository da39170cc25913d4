/** Sizes shared by the results charts, so they line up when stacked. */
export const CHART_HEIGHT = 320;

/**
 * Room for the y axis's ticks and label. Fixed rather than 'auto': measured widths cut
 * Chinese money ticks ("¥8,000" stays uncompacted below 1万) to "¥8…".
 */
export const MONEY_AXIS_WIDTH = 88;
export const COUNT_AXIS_WIDTH = 56;
