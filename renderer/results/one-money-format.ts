/**
 * One way of writing money for every label of a chart. A compact format picks its unit per
 * value, so Chinese shows "US$4073.6" beside "US$4万" (万 starts at ten thousand) and English
 * "$950" beside "$1.2K": a reader comparing two labels compares different kinds of number.
 * The compact labels are kept only when every value gets the same unit and no two different
 * values read the same; otherwise every label is written in full, in whole units as soon as
 * one value reaches 1,000 (so "US$466" sits beside "US$37,255", not "US$466.01").
 */
export function oneMoneyFormat(
  values: readonly number[],
  formats: {
    money: (value: number) => string;
    whole: (value: number) => string;
    compact: (value: number) => string;
  },
): (value: number) => string {
  const { money, whole, compact } = formats;
  const finite = values.filter((v) => Number.isFinite(v));
  // What is left of a label once its digits, signs and separators are gone: symbol and unit.
  const unit = (label: string) => label.replace(/[\d.,\s+\-−]/g, '');
  const labels = finite.map(compact);
  const sameUnit = new Set(labels.map(unit)).size <= 1;
  const distinct = new Set(labels).size === new Set(finite).size;
  if (sameUnit && distinct) return compact;
  return finite.some((v) => Math.abs(v) >= 1000) ? whole : money;
}
