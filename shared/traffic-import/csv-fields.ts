import Papa from 'papaparse';

/**
 * The fields of one CSV line. Lines without quotes (nearly all of a machine-written file) are
 * split directly; a quoted line goes to papaparse, which knows the quoting rules.
 */
export function csvFields(line: string, delimiter: string): string[] {
  if (!line.includes('"')) return line.split(delimiter).map((f) => f.trim());
  const parsed = Papa.parse<string[]>(line, { delimiter, header: false });
  return (parsed.data[0] ?? []).map((f) => f.trim());
}

/** Comma unless the line has semicolons or tabs and no comma (European or TSV exports). */
export function delimiterOf(line: string): string {
  if (line.includes(',')) return ',';
  if (line.includes('\t')) return '\t';
  if (line.includes(';')) return ';';
  return ',';
}

/** The first column whose header matches, or -1. */
export function columnMatching(headers: readonly string[], pattern: RegExp): number {
  return headers.findIndex((h) => pattern.test(h));
}
