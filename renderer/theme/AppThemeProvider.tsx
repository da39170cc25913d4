import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { useLanguage } from '../i18n/language-context';
import { PREFERENCE_KEYS, type PreferenceStore } from '../preferences/preference-store';
import { createAppTheme } from './create-app-theme';
import { ThemeModeContext, type ThemeModeState } from './theme-context';
import { parseThemePreference, resolveThemeMode, type ThemePreference } from './theme-preference';

interface AppThemeProviderProps {
  store: PreferenceStore;
  children: ReactNode;
}

/**
 * Owns light/dark: the remembered preference, the system's `prefers-color-scheme` (followed
 * live when the preference is "system"), and the MUI theme in the interface language.
 * Must sit inside <LanguageProvider>.
 */
export function AppThemeProvider({ store, children }: AppThemeProviderProps) {
  const [preference, setPreferenceState] = useState<ThemePreference>(() =>
    parseThemePreference(store.read(PREFERENCE_KEYS.theme)),
  );
  // noSsr: read the media query on the first render, so a dark system never flashes light.
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = resolveThemeMode(preference, systemPrefersDark);
  const { language } = useLanguage();
  const theme = useMemo(() => createAppTheme(mode, language), [mode, language]);

  // A theme chosen in another window of the app applies here too.
  useEffect(
    () => store.subscribe?.(PREFERENCE_KEYS.theme, (value) => setPreferenceState(parseThemePreference(value))),
    [store],
  );

  // Exposed on <html> for print styles and end-to-end tests; colour-scheme also themes
  // native scrollbars and form controls.
  useLayoutEffect(() => {
    document.documentElement.dataset.colorScheme = mode;
  }, [mode]);

  const setPreference = useCallback(
    (next: ThemePreference) => {
      setPreferenceState(next);
      store.write(PREFERENCE_KEYS.theme, next);
    },
    [store],
  );

  const state = useMemo<ThemeModeState>(
    () => ({ preference, mode, setPreference }),
    [preference, mode, setPreference],
  );

  return (
    <ThemeModeContext value={state}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}
