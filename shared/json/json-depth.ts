/**
 * How deep JSON may nest before a reader refuses it. Real files nest a handful of levels (an AWS
 * offer file 7, a Prometheus answer 5, a scenario about 10); a file of nothing but `[` makes a
 * parser hold one frame per level, which took gigabytes before any reader looked at the data.
 */
export const MAX_JSON_DEPTH = 64;

export interface JsonTooDeep {
  depth: number;
  /** 1-based line of the bracket that went past the limit. */
  line: number;
}

/**
 * The first place the text nests past `limit`, or null. One pass over the characters with a
 * counter, strings skipped, so it costs no memory and stops at the first bracket too many:
 * run it before JSON.parse, which would otherwise build every level first.
 */
export function jsonTooDeep(text: string, limit = MAX_JSON_DEPTH): JsonTooDeep | null {
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) line++;
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return { depth, line };
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return null;
}

/** The English sentence for a refusal; the app words the same figures in the screen's language. */
export function jsonTooDeepEnglish(found: JsonTooDeep, limit = MAX_JSON_DEPTH): string {
  return `the JSON nests deeper than ${limit} levels (line ${found.line} reaches level ${found.depth}); no real file does`;
}
