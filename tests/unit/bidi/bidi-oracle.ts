/**
 * An oracle for the tests, written apart from isolate-text.ts: reads text as the Unicode
 * Bidirectional Algorithm nests it (UAX #9 X1-X8, without overflow), and says whether every
 * embedding, override and isolate is closed by its own closer, and what text stands outside
 * every one of them (what cannot be reordered by a name).
 */
const OPENS_EMBEDDING = new Set(['\u202a', '\u202b', '\u202d', '\u202e']);
const OPENS_ISOLATE = new Set(['\u2066', '\u2067', '\u2068']);

export interface BidiReading {
  /** Every opener closed by its own closer, none closed twice, inside each line. */
  nested: boolean;
  /** The characters at the outermost level, direction controls left out. */
  outside: string;
}

export function readBidi(text: string): BidiReading {
  let nested = true;
  let outside = '';
  const open: string[] = [];
  for (const ch of text) {
    if (/[\n\r\u2029]/.test(ch)) {
      if (open.length > 0) nested = false;
      open.length = 0;
      outside += ch;
    } else if (OPENS_EMBEDDING.has(ch)) open.push('e');
    else if (OPENS_ISOLATE.has(ch)) open.push('i');
    else if (ch === '\u202c') {
      if (open.pop() !== 'e') nested = false;
    } else if (ch === '\u2069') {
      if (open.pop() !== 'i') nested = false;
    } else if (open.length === 0 && !/[\u200e\u200f\u061c]/.test(ch)) outside += ch;
  }
  if (open.length > 0) nested = false;
  return { nested, outside };
}
