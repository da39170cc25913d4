import type { AppLanguage } from './languages';
import { en, type Messages } from './locales/en';
import { zhCN } from './locales/zh-CN';

/** All interface text, by language, in the single i18next namespace the app uses. */
export const MESSAGES: Readonly<Record<AppLanguage, Messages>> = {
  en,
  'zh-CN': zhCN,
};

export const DEFAULT_NAMESPACE = 'translation';
