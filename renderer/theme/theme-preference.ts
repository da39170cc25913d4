/**
 * Light, dark, or following the system, and how that becomes the mode actually shown.
 * Pure, so it is unit-tested.
 */
export type ThemeMode = 'light' | 'dark';
export type ThemePreference = ThemeMode | 'system';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];

export function parseThemePreference(stored: string | null): ThemePreference {
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
}

export function resolveThemeMode(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ThemeMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
