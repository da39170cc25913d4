import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isolateText } from '@shared/scenario/isolate-text';
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
    // React escapes HTML itself, so the "escape" step does another job: every value put into a
    // sentence (a strategy, workload, pool, phase or offer name, a note) is isolated, so its
    // right-to-left letters or direction controls cannot reorder the figures around it
    // (@shared/scenario/isolate-text.ts; text that cannot is left as it is). A sentence that
    // becomes data (a copy's name) opts out with interpolation: { escapeValue: false }.
    interpolation: { escapeValue: true, escape: isolateText },
    returnNull: false,
  });
  return instance;
}
