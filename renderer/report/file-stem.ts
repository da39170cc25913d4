/** Characters Windows or macOS refuse in a file name, and control characters (C0 and C1). */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const ILLEGAL = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f]+/g;

/** Spaces or ends a file name must not have: leading or trailing spaces, dots and hyphens. */
const RAGGED_ENDS = /^[\s.-]+|[\s.-]+$/g;

/**
 * A file name stem from a scenario name: characters no file system accepts (and control
 * characters) become "-", spaces shrink to one, a hyphen loses the spaces and hyphens
 * around it ("Fine-tuning: from" becomes "Fine-tuning-from", not "Fine-tuning- from"), the
 * ends are trimmed, and it is cut to 80 characters. Chinese and other letters stay as they
 * are.
 */
export function fileStem(name: string, fallback = 'headroom'): string {
  const stem = name
    .replace(ILLEGAL, '-')
    .replace(/\s+/g, ' ')
    .replace(/ ?-[ -]*/g, '-')
    .replace(RAGGED_ENDS, '');
  // Cutting can leave a space or hyphen at the end again.
  const cut = [...stem].slice(0, 80).join('').replace(RAGGED_ENDS, '');
  return cut === '' ? fallback : cut;
}
