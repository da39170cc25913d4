/**
 * One CSV cell, safe to open in a spreadsheet.
 *
 * Spreadsheets (Excel, WPS, LibreOffice, Google Sheets) run a cell as a formula when it starts
 * with `=`, `+`, `-` or `@` (and some with a tab or carriage return before one); a strategy or
 * workload name such as `=HYPERLINK("http://…","x")` would otherwise run on double-click
 * (OWASP "CSV Injection"). A text cell that could be read that way gets a leading apostrophe,
 * which spreadsheets show as text and never evaluate, and is always quoted, so a spreadsheet
 * that splits on `;` or tab (European Excel, WPS) still reads it as one cell.
 *
 * A reader that splits on `;` or on lines does not see those quotes, so every piece of the text
 * such a reader cuts out gets its own apostrophe (see neutraliseFormula).
 *
 * Real numbers ("-12.50", "1300.00", "0") are written as they are, so they stay numbers.
 * Taking the apostrophes off a neutralised cell gives the original text back exactly.
 */

import { isolateText } from '@shared/scenario/isolate-text';

export type CsvValue = string | number | boolean | null | undefined;

/** Plain decimal numbers as the reports write them: optional minus, digits, optional fraction. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Characters that start a formula, and control characters some spreadsheets skip before one. */
const TRIGGER = /[=+\-@\t\r\n\0]/;

/**
 * Characters a spreadsheet may skip or split on before it looks for a formula: whitespace,
 * NUL and other control characters, quotes, invisible direction marks and isolates (a name
 * is isolated in its cell, see isolate-text.ts), and the separators of other locales (`;`,
 * tab, `|`) and of lines. A trigger after any run of these, anywhere in the cell, counts.
 */
// C1 controls (U+0085 NEXT LINE among them) and every default-ignorable character (soft hyphen
// U+00AD, combining grapheme joiner U+034F, Mongolian vowel separator U+180E, word joiner
// U+2060...) are invisible too: "=1+1" after one of them still ran.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const LEAD_IN = /[\s\0-\x1f\x7f-\x9f"'`;,|\u00a0\u2000-\u200f\u061c\u202a-\u202e\u2066-\u2069\u3000\ufeff\p{Default_Ignorable_Code_Point}]/u;

/** True when a spreadsheet could take some part of this text for a formula. */
export function looksLikeFormula(text: string): boolean {
  if (PLAIN_NUMBER.test(text)) return false;
  let atStart = true;
  for (const ch of text) {
    if (atStart && TRIGGER.test(ch) && ch !== '\n') return true;
    if (LEAD_IN.test(ch)) {
      // A line break or separator begins a new place a formula could start.
      if (/[\r\n;,|\t]/.test(ch)) atStart = true;
      continue;
    }
    atStart = false;
  }
  return false;
}

/**
 * Where a reader that splits on something other than the comma starts a new cell or line
 * inside a quoted cell: `;` (continental Excel, some WPS locales), tab, `|`, and line breaks
 * (`\r\n` counts once). Such a reader does not honour the comma file's quotes, since they do
 * not open its own fields, so the text after one of these is a cell or line of its own.
 */
const BREAK = /;|\t|\||\r\n|\r|\n/g;

/**
 * The text a neutralised cell holds: an apostrophe before the text and after every break a
 * `;`-, tab- or `|`-splitting or line-reading reader sees, so each piece such a reader cuts
 * out starts with an apostrophe and shows as text. A text that starts with an apostrophe is
 * neutralised too, so a cell starting with one always is one (see restoreNeutralised).
 */
export function neutraliseFormula(text: string): string {
  if (!looksLikeFormula(text) && !text.startsWith("'")) return text;
  return `'${text.replace(BREAK, (b) => `${b}'`)}`;
}

/** The text a cell was written from: neutraliseFormula undone (taking its apostrophes off). */
export function restoreNeutralised(cell: string): string {
  if (!cell.startsWith("'")) return cell;
  return cell.slice(1).replace(/(;|\t|\||\r\n|\r|\n)'/g, '$1');
}

/** RFC 4180 quoting; `force` quotes a cell that would not otherwise need it. */
function quote(text: string, force: boolean): string {
  return force || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One cell of a CSV file: numbers and booleans as they are, text neutralised and quoted
 * where needed, null and undefined as an empty field.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (PLAIN_NUMBER.test(value)) return value;
  // A file read as text (an editor, a terminal) shows a whole row as one line: a name's
  // direction controls or right-to-left letters must not reorder the figures beside it.
  const text = isolateText(value);
  const safe = neutraliseFormula(text);
  // Quoted whenever neutralised or holding a separator of another locale, so a `;`- or
  // tab-splitting reader keeps the whole text in one cell behind its apostrophe.
  return quote(safe, safe !== text || /[;\t|\0]/.test(value));
}

/** The byte-order mark that makes Excel and WPS read a double-clicked CSV file as UTF-8. */
export const UTF8_BOM = '\ufeff';

/** Rows as CSV text: CRLF line ends, every field quoted as csvField does. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
