/** The helper line under a field: its problems when it has any, else its hint. */
export function helperText(
  errors: readonly string[],
  hint: string | undefined,
): string | undefined {
  if (errors.length > 0) return errors.join(' · ');
  return hint;
}
