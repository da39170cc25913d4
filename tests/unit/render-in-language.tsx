/**
 * Renders a screen part in happy-dom in one interface language, synchronously (flushSync),
 * and removes it after the test. For tests that look at what the part says, in English or
 * Chinese, without the rest of the app around it.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { LanguageProvider } from '@headroom/renderer/i18n/LanguageProvider';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import type { PreferenceStore } from '@headroom/renderer/preferences/preference-store';
import { afterThisTest } from './render-cleanups';


/** Renders `part` in `language`; returns the element it was rendered into. */
export function renderInLanguage(part: ReactNode, language: AppLanguage = 'en'): HTMLElement {
  const preferences: PreferenceStore = { read: () => language, write: () => undefined };
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<LanguageProvider store={preferences}>{part}</LanguageProvider>));
  afterThisTest(() => {
    flushSync(() => root.unmount());
    document.body.replaceChildren();
  });
  return container;
}
