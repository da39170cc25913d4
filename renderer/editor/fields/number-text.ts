/**
 * Between what a planner types in a number field and what the document holds. Text that is
 * not a number yet is kept as text in the document (validation then says "enter a number")
 * rather than thrown away, so nothing typed is lost and undo brings it back exactly.
 */

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * "" -> undefined (the field is empty); "1,200.5" -> 1200.5; "１２" (full-width) -> 12;
 * anything else -> the text itself.
 */
export function parseNumberText(text: string): number | string | undefined {
  const compact = text.normalize('NFKC').replace(/[\s,]/g, '');
  if (compact === '') return undefined;
  if (!NUMBER.test(compact)) return text;
  const value = Number(compact);
  return Number.isFinite(value) ? value : text;
}

/** What a number field shows for a document value: numbers in full, text as typed. */
export function numberText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value : '';
}
