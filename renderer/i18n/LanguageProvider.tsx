import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PREFERENCE_KEYS, type PreferenceStore } from '../preferences/preference-store';
import { createI18n } from './create-i18n';
import { LanguageContext, type LanguageState } from './language-context';
import { parseLanguagePreference, resolveLanguage, type LanguagePreference } from './languages';
import { useSystemLanguage } from './use-system-language';

interface LanguageProviderProps {
  store: PreferenceStore;
  children: ReactNode;
}

/**
 * Owns the interface language: the remembered preference, what "System" resolves to, the
 * i18next instance, and `<html lang>` (which screen readers and CJK font selection rely on).
 */
export function LanguageProvider({ store, children }: LanguageProviderProps) {
  const [preference, setPreferenceState] = useState<LanguagePreference>(() =>
    parseLanguagePreference(store.read(PREFERENCE_KEYS.language)),
  );
  const systemLanguage = useSystemLanguage();
  const language = resolveLanguage(preference, systemLanguage);
  const [i18n] = useState(() => createI18n(language));

  // A language chosen in another window of the app applies here too.
  useEffect(
    () => store.subscribe?.(PREFERENCE_KEYS.language, (value) => setPreferenceState(parseLanguagePreference(value))),
    [store],
  );

  // A layout effect, so the switch happens before the browser paints the old language.
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);

  const setPreference = useCallback(
    (next: LanguagePreference) => {
      setPreferenceState(next);
      store.write(PREFERENCE_KEYS.language, next);
    },
    [store],
  );

  const state = useMemo<LanguageState>(
    () => ({ preference, language, systemLanguage, setPreference }),
    [preference, language, systemLanguage, setPreference],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext value={state}>{children}</LanguageContext>
    </I18nextProvider>
  );
}
