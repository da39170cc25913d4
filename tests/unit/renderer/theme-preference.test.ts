import { describe, expect, it } from 'vitest';
import { parseThemePreference, resolveThemeMode } from '@headroom/renderer/theme/theme-preference';
import { createAppTheme } from '@headroom/renderer/theme/create-app-theme';

describe('theme preference', () => {
  it('reads a stored choice and falls back to following the system', () => {
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('system')).toBe('system');
    expect(parseThemePreference(null)).toBe('system');
    expect(parseThemePreference('sepia')).toBe('system');
  });

  it('follows prefers-color-scheme only for "system"', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
    expect(resolveThemeMode('light', true)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
  });
});

describe('createAppTheme', () => {
  it('builds each mode with pool colours', () => {
    const dark = createAppTheme('dark', 'en');
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.pool.spot).toMatch(/^#/);
    expect(createAppTheme('light', 'en').palette.mode).toBe('light');
  });

  it('carries MUI’s own strings in the interface language', () => {
    const labelFor = (language: 'en' | 'zh-CN') => {
      const props = createAppTheme('light', language).components?.MuiTablePagination?.defaultProps;
      return props?.labelRowsPerPage;
    };
    // MUI's built-in defaults are English, so its enUS locale overrides nothing.
    expect(labelFor('en')).toBeUndefined();
    expect(labelFor('zh-CN')).toBe('每页行数:');
  });
});
