/** Between a list of days typed as text ("0, 7, 14.5") and the numbers in the document. */

export type DayListParse = { ok: true; days: number[] } | { ok: false; bad: string };

/** Commas (also Chinese ones), semicolons or spaces separate days; an empty text is no days. */
export function parseDayList(text: string): DayListParse {
  const tokens = text
    .normalize('NFKC')
    .split(/[\s,;，；、]+/)
    .filter((token) => token !== '');
  const days: number[] = [];
  for (const token of tokens) {
    const value = Number(token);
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token) || !Number.isFinite(value))
      return { ok: false, bad: token };
    days.push(value);
  }
  return { ok: true, days };
}

/** What the field shows: the list, or text typed earlier that is not a list of days. */
export function dayListText(value: unknown): string {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.map(String).join(', ') : '';
}
