import { useMemo } from 'react';
import { useLanguage } from '../i18n/language-context';
import { summarizeTemplates, type ShippedTemplate } from './template-summary';
import { localizeTemplates } from './template-translation';

/**
 * Every scenarios/*.headroom.json, bundled into the app at build time so templates work
 * offline and in the desktop app without file access. (The path climbs to the repository's
 * scenarios/ folder; Vite resolves it relative to this module.)
 */
const TEMPLATE_FILES: Record<string, unknown> = import.meta.glob(
  '../../scenarios/*.headroom.json',
  { eager: true, import: 'default' },
);

let templates: ShippedTemplate[] | undefined;

/** The shipped templates, validated once on first use rather than at start-up. */
export function shippedTemplates(): ShippedTemplate[] {
  templates ??= summarizeTemplates(TEMPLATE_FILES);
  return templates;
}

/** The shipped templates in the interface's language (names, descriptions and parts' names). */
export function useShippedTemplates(): ShippedTemplate[] {
  const { language } = useLanguage();
  return useMemo(() => localizeTemplates(shippedTemplates(), language), [language]);
}
