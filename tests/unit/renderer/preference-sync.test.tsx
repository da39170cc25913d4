// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@headroom/renderer/i18n/LanguageProvider';
import { localPreferenceStore, PREFERENCE_KEYS } from '@headroom/renderer/preferences/preference-store';
import { AppThemeProvider } from '@headroom/renderer/theme/AppThemeProvider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What another window of the app does: writes the key, and this window hears a storage event. */
function changedElsewhere(key: string, value: string | null, area: Storage = window.localStorage): void {
  const oldValue = area.getItem(key);
  if (value === null) area.removeItem(key);
  else area.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: area }));
}

function Title() {
  const { t } = useTranslation();
  return <h1>{t('nav.settings')}</h1>;
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function renderApp(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <LanguageProvider store={localPreferenceStore}>
        <AppThemeProvider store={localPreferenceStore}>
          <Title />
        </AppThemeProvider>
      </LanguageProvider>,
    ),
  );
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return container;
}

describe('preferences changed in another window of the app', () => {
  it('switch this window’s language and theme at once, without a reload', () => {
    window.localStorage.setItem(PREFERENCE_KEYS.language, 'en');
    window.localStorage.setItem(PREFERENCE_KEYS.theme, 'light');
    const view = renderApp();
    expect(view.textContent).toBe('Settings');
    expect(document.documentElement.dataset.colorScheme).toBe('light');

    act(() => changedElsewhere(PREFERENCE_KEYS.language, 'zh-CN'));
    expect(view.textContent).toBe('设置');
    expect(document.documentElement.lang).toBe('zh-CN');
    act(() => changedElsewhere(PREFERENCE_KEYS.theme, 'dark'));
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
  });

  it('ignore other keys, session storage and values that are not a preference', () => {
    window.localStorage.setItem(PREFERENCE_KEYS.language, 'en');
    const view = renderApp();
    act(() => changedElsewhere('headroom.other', 'zh-CN'));
    act(() => changedElsewhere(PREFERENCE_KEYS.language, 'zh-CN', window.sessionStorage));
    expect(view.textContent).toBe('Settings');
    // A damaged value falls back as it does at start: the system's language (English here).
    act(() => changedElsewhere(PREFERENCE_KEYS.language, 'klingon'));
    expect(view.textContent).toBe('Settings');
  });

  it('stop listening when the app goes', () => {
    window.localStorage.setItem(PREFERENCE_KEYS.language, 'en');
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    renderApp();
    const listeners = added.mock.calls.filter(([type]) => type === 'storage').map(([, listener]) => listener);
    expect(listeners).toHaveLength(2);
    unmount?.();
    unmount = null;
    // The language's listener and the theme's, each taken away.
    const gone = removed.mock.calls.filter(([type]) => type === 'storage').map(([, listener]) => listener);
    expect(gone).toEqual(expect.arrayContaining(listeners));
    added.mockRestore();
    removed.mockRestore();
  });
});
