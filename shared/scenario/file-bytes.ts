/**
 * The one check every way of opening a scenario file makes on its bytes (command line,
 * desktop app, web page): one limit in bytes, UTF-8 with or without a byte-order mark
 * accepted, UTF-16 and UTF-32 refused with a message that says so (instead of a puzzling
 * "Unexpected token"). Decoding is left to the caller's platform (TextDecoder, fatal).
 */

/** Largest scenario file, in bytes (as stored on disk, not characters). */
export const MAX_SCENARIO_FILE_BYTES = 5 * 1024 * 1024;

export type ScenarioBytesCheck = { ok: true; /** Where the text starts (after a UTF-8 byte-order mark). */ start: number } | { ok: false; message: string };

function MB(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(mb < 1 ? 2 : 1);
}

/** `bytes` null when only a capped prefix was read (the real size is not known). */
export function tooLargeMessage(bytes: number | null, limitBytes: number = MAX_SCENARIO_FILE_BYTES): string {
  const size = bytes === null ? '' : `${MB(bytes)} MB, `;
  const what = limitBytes === MAX_SCENARIO_FILE_BYTES ? 'a scenario file' : 'a file of this kind';
  return `the file is ${size}larger than ${MB(limitBytes)} MB, the most ${what} may be`;
}

const UTF16_MESSAGE = 'the file is in UTF-16 (as some Windows editors save "Unicode" text); save it as UTF-8 and open it again';

/** Whether the bytes look like UTF-16 without a byte-order mark: JSON text is mostly ASCII, so every other byte is zero. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 64) & ~1;
  if (n < 4) return false;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const half = n / 2;
  return evenZeros >= half * 0.75 || oddZeros >= half * 0.75;
}

/**
 * Checks a file's bytes (up to the limit plus one, when read with a cap) before decoding them.
 * `limitBytes` is a scenario file's limit unless the file is opened as something larger (a backup).
 */
export function checkScenarioBytes(
  bytes: Uint8Array,
  totalBytes: number = bytes.length,
  limitBytes: number = MAX_SCENARIO_FILE_BYTES,
): ScenarioBytesCheck {
  if (totalBytes > limitBytes) return { ok: false, message: tooLargeMessage(totalBytes, limitBytes) };
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0x00 && b1 === 0x00 && b2 === 0xfe && b3 === 0xff) return { ok: false, message: 'the file is in UTF-32; save it as UTF-8 and open it again' };
  if (b0 === 0xff && b1 === 0xfe && b2 === 0x00 && b3 === 0x00) return { ok: false, message: 'the file is in UTF-32; save it as UTF-8 and open it again' };
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) return { ok: false, message: UTF16_MESSAGE };
  if (looksLikeUtf16(bytes)) return { ok: false, message: UTF16_MESSAGE };
  return { ok: true, start: b0 === 0xef && b1 === 0xbb && b2 === 0xbf ? 3 : 0 };
}

export const NOT_UTF8_MESSAGE = 'the file is not UTF-8 text (perhaps GBK or another legacy encoding); save it as UTF-8 and open it again';

/** Bytes the text takes in UTF-8, counted without encoding it. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

// TextDecoder exists in every runtime Headroom runs in (Node, Electron, browsers, workers);
// declared here because the shared layer is compiled without DOM or Node types.
declare const TextDecoder: new (label: 'utf-8', options: { fatal: boolean }) => { decode(bytes: Uint8Array): string };

export type ScenarioFileText = { ok: true; text: string } | { ok: false; message: string };

/**
 * A scenario file's text from its bytes: the checks above, then a strict UTF-8 decode (a
 * file in a legacy encoding is refused, not turned into mojibake). `totalBytes` is the
 * file's size when only a capped prefix was read.
 */
export function decodeScenarioFile(
  bytes: Uint8Array,
  totalBytes: number = bytes.length,
  limitBytes: number = MAX_SCENARIO_FILE_BYTES,
): ScenarioFileText {
  const check = checkScenarioBytes(bytes, totalBytes, limitBytes);
  if (!check.ok) return check;
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(check.start)) };
  } catch {
    return { ok: false, message: NOT_UTF8_MESSAGE };
  }
}
