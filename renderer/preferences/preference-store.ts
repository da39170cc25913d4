/**
 * Small user preferences (language, theme) kept in localStorage. Reads and writes never
 * throw: storage can be disabled or full (private windows, locked-down desktops), and a
 * lost preference must not stop the app from starting.
 */
export interface PreferenceStore {
  read(key: PreferenceKey): string | null;
  write(key: PreferenceKey, value: string): void;
  /**
   * Calls `onChange` with the new value whenever another window of the app changes `key` (a
   * second window, another tab of the web version); returns what stops it. Stores nothing else
   * can change leave it out.
   */
  subscribe?(key: PreferenceKey, onChange: (value: string | null) => void): () => void;
}

export const PREFERENCE_KEYS = {
  language: 'headroom.language',
  theme: 'headroom.theme',
} as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[keyof typeof PREFERENCE_KEYS];

export const localPreferenceStore: PreferenceStore = {
  read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the choice still applies for this session.
    }
  },
  subscribe(key, onChange) {
    // The browser tells every other window of the same origin when localStorage changes there.
    const listener = (event: StorageEvent) => {
      if (event.key === key && event.storageArea === window.localStorage) onChange(event.newValue);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};
