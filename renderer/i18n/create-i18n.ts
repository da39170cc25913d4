import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_LANGUAGES, type AppLanguage } from './languages';
import { DEFAULT_NAMESPACE, MESSAGES } from './resources';

/**
 * One i18next instance for the app. All text is bundled, so initialisation is synchronous
 * (`initAsync: false`) and the first render is already in the right language.
 */
export function createI18n(language: AppLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: APP_LANGUAGES,
    defaultNS: DEFAULT_NAMESPACE,
    resources: Object.fromEntries(
      APP_LANGUAGES.map((lang) => [lang, { [DEFAULT_NAMESPACE]: MESSAGES[lang] }]),
    ),
    initAsync: false,
    // React escapes text itself; i18next escaping would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
