/**
 * A number typed by a person: allows surrounding spaces, full-width digits and a full-width
 * point (Chinese input methods produce "．" or "。" for "."), a minus sign in its typographic
 * forms, thousands separators in their usual places ("1,200"), and a trailing "%" or "×"/"x"
 * typed out of habit. Returns null for anything else, so a typo never becomes a value.
 */
export function parseDecimal(text: string): number | null {
  let normalised = text
    .trim()
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/，/g, ',')
    .replace(/[－−]/g, '-')
    .replace(/\s*[%％×xX]$/u, '')
    .trim();
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(normalised)) normalised = normalised.replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
