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
 * Real numbers ("-12.50", "1300.00", "0") are written as they are, so they stay numbers.
 * Taking the apostrophe off a neutralised cell gives the original text back exactly.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** Plain decimal numbers as the reports write them: optional minus, digits, optional fraction. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Characters that start a formula, and control characters some spreadsheets skip before one. */
const TRIGGER = /[=+\-@\t\r\n\0]/;

/**
 * Characters a spreadsheet may skip or split on before it looks for a formula: whitespace,
 * NUL and other control characters, quotes, and the separators of other locales (`;`, tab,
 * `|`) and of lines. A trigger after any run of these, anywhere in the cell, counts.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const LEAD_IN = /[\s\0-\x1f\x7f"'`;,|\u00a0\u2000-\u200b\u3000\ufeff]/u;

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

/** The text a neutralised cell holds: an apostrophe before the original. */
export function neutraliseFormula(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
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
  const safe = neutraliseFormula(value);
  // Quoted whenever neutralised or holding a separator of another locale, so a `;`- or
  // tab-splitting reader keeps the whole text in one cell behind its apostrophe.
  return quote(safe, safe !== value || /[;\t|\0]/.test(value));
}

/** The byte-order mark that makes Excel and WPS read a double-clicked CSV file as UTF-8. */
export const UTF8_BOM = '\ufeff';
