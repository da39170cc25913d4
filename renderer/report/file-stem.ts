/**
 * A file name stem from a scenario name: characters no file system accepts (and control
 * characters) become "-", runs of them and of spaces shrink, the ends are trimmed, and it
 * is cut to 80 characters. Chinese and other letters stay as they are.
 */
export function fileStem(name: string, fallback = 'headroom'): string {
  const stem = name
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  const cut = [...stem].slice(0, 80).join('').trim();
  return cut === '' ? fallback : cut;
}
