/**
 * A number with its English noun in the form the number takes: "1 row", "2 rows", "1.5 days".
 * For the command line's English text (the app's own text uses i18next plurals). `shown` is the
 * number as it is to be written, when it is not written plainly (grouped digits, rounded).
 */
export function englishCount(value: number, singular: string, plural = `${singular}s`, shown?: string): string {
  return `${shown ?? String(value)} ${value === 1 ? singular : plural}`;
}
