import { createContext, useContext } from 'react';
import type { AppLanguage, LanguagePreference } from './languages';

export interface LanguageState {
  /** What the user chose in Settings. */
  preference: LanguagePreference;
  /** The language the interface is shown in right now. */
  language: AppLanguage;
  /** What "System" currently means, so Settings can say so. */
  systemLanguage: AppLanguage;
  setPreference(preference: LanguagePreference): void;
}

export const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>.');
  return state;
}
