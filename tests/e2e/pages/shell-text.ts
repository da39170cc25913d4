/**
 * Visible text the shell tests look for, per language. Written out here rather than
 * imported from the app, so a wrong or missing translation fails a test.
 */
export const SHELL_TEXT = {
  en: {
    overview: 'Overview',
    settings: 'Settings',
    homeHeading: 'Plan GPU capacity by the cost of finished work',
    settingsHeading: 'Settings',
    themeSystem: 'System',
    themeLight: 'Light',
    themeDark: 'Dark',
  },
  'zh-CN': {
    overview: '概览',
    settings: '设置',
    homeHeading: '按完成工作的成本规划 GPU 算力',
    settingsHeading: '设置',
    themeSystem: '跟随系统',
    themeLight: '浅色',
    themeDark: '深色',
  },
} as const;

export type ShellLanguage = keyof typeof SHELL_TEXT;

/** Language names are written in their own language whatever the interface language. */
export const LANGUAGE_NAMES = { en: 'English', 'zh-CN': '简体中文' } as const;
