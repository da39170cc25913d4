import { createContext, useContext } from 'react';
import type { ThemeMode, ThemePreference } from './theme-preference';

export interface ThemeModeState {
  /** What the user chose in Settings. */
  preference: ThemePreference;
  /** The mode shown right now. */
  mode: ThemeMode;
  setPreference(preference: ThemePreference): void;
}

export const ThemeModeContext = createContext<ThemeModeState | null>(null);

export function useThemeMode(): ThemeModeState {
  const state = useContext(ThemeModeContext);
  if (!state) throw new Error('useThemeMode must be used inside <AppThemeProvider>.');
  return state;
}
