/**
 * A user's text (a scenario, workload, strategy, pool, phase or offer name, a note) shown
 * inside a sentence or a line of figures, kept from reordering what is around it.
 *
 * A name is written by whoever made the file, and may hold right-to-left letters or direction
 * controls; an unterminated RIGHT-TO-LEFT OVERRIDE (U+202E) in a strategy name would turn the
 * rest of the recommendation around on screen, in the report and on a terminal ("20%" read as
 * "%02", "$33,572" as "275,33$"). The Unicode Bidirectional Algorithm (UAX #9) gives the fix:
 * FIRST STRONG ISOLATE (U+2068) ... POP DIRECTIONAL ISOLATE (U+2069) around the name makes it
 * one neutral character to the text outside, whatever it holds, and its own direction comes
 * from its first letter. Controls inside that are not balanced are balanced first, so none
 * can close the isolate early or outlive it.
 *
 * Text with no right-to-left letter, Arabic digit or direction control is returned as it is:
 * in a left-to-right interface (English, Chinese) every character around it resolves
 * left to right with or without an isolate, so copying such a name, a CSV cell or a command
 * line's output gives exactly what was typed.
 */

const FSI = '\u2068';
const PDI = '\u2069';
const PDF = '\u202c';
const EMBEDDINGS = new Set(['\u202a', '\u202b', '\u202d', '\u202e']); // LRE, RLE, LRO, RLO
const ISOLATES = new Set(['\u2066', '\u2067', '\u2068']); // LRI, RLI, FSI

/**
 * Right-to-left letters (the blocks UAX #9 gives a right-to-left default: Hebrew, Arabic,
 * Syriac, Thaana, NKo ... and their presentation forms and historic scripts), Arabic digits,
 * and the direction marks, embeddings, overrides and isolates (Bidi_Control).
 */
const REORDERING = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]|\p{Bidi_Control}/u;

/**
 * Paragraph separators (UAX #9 class B) end every embedding and isolate, the one around the
 * name too: each line of a name is isolated on its own.
 */
// eslint-disable-next-line no-control-regex -- the separators are control characters
const PARAGRAPH_BREAK = /(\r\n|[\n\r\x1c-\x1e\x85\u2029])/;

/** True when the text could change the order of the text around it. */
export function needsIsolation(text: string): boolean {
  return REORDERING.test(text);
}

/**
 * The text with its direction controls balanced: a closer with nothing to close is dropped
 * (a stray PDI would otherwise close the isolate around the name), and every embedding,
 * override or isolate still open at the end is closed there.
 */
export function balanceDirectionControls(text: string): string {
  const open: ('embedding' | 'isolate')[] = [];
  let out = '';
  for (const ch of text) {
    if (EMBEDDINGS.has(ch)) {
      open.push('embedding');
      out += ch;
    } else if (ISOLATES.has(ch)) {
      open.push('isolate');
      out += ch;
    } else if (ch === PDF) {
      // A PDF closes an embedding opened inside the same isolate only.
      if (open[open.length - 1] === 'embedding') {
        open.pop();
        out += ch;
      }
    } else if (ch === PDI) {
      const at = open.lastIndexOf('isolate');
      if (at >= 0) {
        out += PDF.repeat(open.length - 1 - at) + PDI;
        open.length = at;
      }
    } else out += ch;
  }
  for (let i = open.length - 1; i >= 0; i--) out += open[i] === 'isolate' ? PDI : PDF;
  return out;
}

/**
 * The text as it goes into a sentence, a table line, a CSV row or a label beside figures:
 * isolated (FSI ... PDI around each line, its controls balanced) when it could reorder what
 * is around it, else exactly as it is.
 */
export function isolateText(text: string): string {
  if (!needsIsolation(text)) return text;
  return text
    .split(PARAGRAPH_BREAK)
    .map((piece, i) => (i % 2 === 1 || !needsIsolation(piece) ? piece : `${FSI}${balanceDirectionControls(piece)}${PDI}`))
    .join('');
}
