/**
 * Small user preferences (language, theme) kept in localStorage. Reads and writes never
 * throw: storage can be disabled or full (private windows, locked-down desktops), and a
 * lost preference must not stop the app from starting.
 */
export interface PreferenceStore {
  read(key: PreferenceKey): string | null;
  write(key: PreferenceKey, value: string): void;
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
};
