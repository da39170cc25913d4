// Types i18next's t() against the English messages, so a misspelt key fails to compile.
import type { Messages } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    returnNull: false;
  }
}
