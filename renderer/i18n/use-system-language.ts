import { useSyncExternalStore } from 'react';
import { detectSystemLanguage, type AppLanguage } from './languages';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

function readSystemLanguage(): AppLanguage {
  return detectSystemLanguage(navigator.language);
}

/** The OS or browser language, kept current if the user changes it while the app is open. */
export function useSystemLanguage(): AppLanguage {
  return useSyncExternalStore(subscribe, readSystemLanguage);
}
