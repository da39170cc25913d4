import measured from './measured-price-trends.json';

/**
 * The trend suggestion the editor offers, derived from the measurement of the SkyPilot catalog
 * (measured-price-trends.json, made by scripts/measure-price-trends.mjs): on-demand as measured,
 * spot as the interval's fall spread evenly over its years, rounded to whole per cent because
 * the dating of the later catalog version is only rough.
 */
export interface MeasuredTrend {
  fromLabel: string;
  toLabel: string;
  onDemandPercentPerYear: number;
  spotPercentPerYear: number;
  /** The spot prices' change over the whole interval (−0.48 = fell 48 %). */
  spotChangeOverInterval: number;
  source: string;
}

/** `chinese`: the dates in Chinese (the rest of the sentence is the interface's own text). */
export function measuredTrend(chinese = false): MeasuredTrend {
  const spot = (Math.pow(1 + measured.spotChangeOverInterval, 1 / measured.years) - 1) * 100;
  return {
    fromLabel: chinese ? measured.from.labelZh : measured.from.label,
    toLabel: chinese ? measured.to.labelZh : measured.to.label,
    onDemandPercentPerYear: measured.onDemandPercentPerYear,
    spotPercentPerYear: Math.round(spot),
    spotChangeOverInterval: measured.spotChangeOverInterval,
    source: measured.source,
  };
}
