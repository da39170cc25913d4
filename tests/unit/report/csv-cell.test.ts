import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, looksLikeFormula, restoreNeutralised, toCsv, UTF8_BOM } from '@shared/report';
import { CSV_INJECTION_PAYLOADS, ORDINARY_NAMES } from './csv-injection-payloads';

/** Reads one CSV field back (RFC 4180): unquotes and undoubles quotes. */
function readField(field: string): string {
  return field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
}

/**
 * An oracle written apart from the code under test: the places a lenient spreadsheet may
 * start reading a formula. It splits on every separator and line break any locale uses,
 * skips whitespace, control characters and quotes, and looks at the first character left.
 */
function formulaStarts(text: string): boolean {
  if (/^[\t\r\0]/.test(text)) return true;
  return text.split(/[,;\t|\r\n]/).some((piece) =>
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    /^[=+\-@]/.test(piece.replace(/^[\s\0-\x1f\x7f-\x9f"'`\u00a0\u2000-\u200b\u3000\ufeff\p{Default_Ignorable_Code_Point}]+/u, '')),
  );
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Text made of the characters that matter here, so the search meets the edge cases often. */
const trickyText = fc
  .array(
    fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      '\n',
      '\0',
      ' ',
      '"',
      "'",
      ';',
      ',',
      '|',
      '1',
      '.',
      'a',
      '中',
      '\u00a0',
      '\u3000',
      '\ufeff',
    ),
    { maxLength: 12 },
  )
  .map((chars) => chars.join(''));

describe('CSV cells', () => {
  it.each(CSV_INJECTION_PAYLOADS)('neutralises %j', (payload) => {
    const field = csvField(payload);
    expect(field.startsWith('"'), 'quoted, so no locale splits it').toBe(true);
    expect(readField(field).startsWith("'")).toBe(true);
    expect(restoreNeutralised(readField(field))).toBe(payload);
  });

  it.each(ORDINARY_NAMES)('leaves the ordinary name %j as it is', (name) => {
    expect(readField(csvField(name))).toBe(name);
  });

  it('keeps real numbers numbers', () => {
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('1300.00')).toBe('1300.00');
    expect(csvField('0')).toBe('0');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(0.25)).toBe('0.25');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes per RFC 4180 and adds the byte-order mark only at file level', () => {
    expect(toCsv(['name', 'cost'], [['a,b', '-12.50']])).toBe('name,cost\r\n"a,b",-12.50\r\n');
    expect(UTF8_BOM).toBe('\ufeff');
  });

  it('never lets a spreadsheet find a formula, and loses no text (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(trickyText, fc.string(), fc.constantFrom(...CSV_INJECTION_PAYLOADS)),
        (text) => {
          const read = readField(csvField(text));
          if (PLAIN_NUMBER.test(text)) {
            expect(read).toBe(text);
            return;
          }
          // Either the text is safe as it is, or it comes back behind apostrophes that come off.
          if (read === text) expect(formulaStarts(text)).toBe(false);
          else expect(read.startsWith("'")).toBe(true);
          expect(restoreNeutralised(read)).toBe(text);
          if (formulaStarts(text)) expect(read.startsWith("'")).toBe(true);
          expect(looksLikeFormula(text) || text.startsWith("'")).toBe(read !== text);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('quotes every cell that a semicolon- or tab-splitting reader would cut (property)', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        const field = csvField(text);
        if (/[;\t|,\r\n"\0]/.test(text)) expect(field.startsWith('"')).toBe(true);
      }),
    );
  });

  it('writes numbers from fixed decimals unquoted and unprefixed (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (x, d) => {
          const text = x.toFixed(d);
          fc.pre(!/^-0\.?0*$/.test(text));
          expect(csvField(text)).toBe(text);
        },
      ),
    );
  });
});
