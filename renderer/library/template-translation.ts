import type { AppLanguage } from '../i18n/languages';
import { descriptionParagraphs, type ShippedTemplate } from './template-summary';
import type { TemplateTranslation } from './template-translation-type';
import { TEMPLATES_ZH_CN } from './template-translations-zh-cn';

export type { TemplateTranslation } from './template-translation-type';

/** Translations by template id, per language; English is the files' own language. */
const TRANSLATIONS: Readonly<Record<AppLanguage, Readonly<Record<string, TemplateTranslation>>>> = {
  en: {},
  'zh-CN': TEMPLATES_ZH_CN,
};

export function templateTranslation(
  language: AppLanguage,
  templateId: string,
): TemplateTranslation | undefined {
  return TRANSLATIONS[language][templateId];
}

type Named = { id?: unknown; name?: unknown };

function renamed(items: unknown, names: Readonly<Record<string, string>> | undefined): unknown {
  if (!Array.isArray(items) || names === undefined) return items;
  return items.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) return item;
    const { id } = item as Named;
    const name = typeof id === 'string' ? names[id] : undefined;
    return name === undefined ? item : { ...item, name };
  });
}

/** The template's document with its name, description and the names of its parts translated. */
export function translatedDocument(document: unknown, translation: TemplateTranslation): unknown {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return document;
  const doc = document as Record<string, unknown>;
  return {
    ...doc,
    name: translation.name,
    description: translation.description,
    workloads: renamed(doc.workloads, translation.workloads),
    strategies: renamed(doc.strategies, translation.strategies),
    ...(doc.phases === undefined ? {} : { phases: renamed(doc.phases, translation.phases) }),
  };
}

/**
 * The templates as the picker shows them in `language`, and as scenarios created from them
 * start: translated where a translation exists, as shipped otherwise.
 */
export function localizeTemplates(
  templates: readonly ShippedTemplate[],
  language: AppLanguage,
): ShippedTemplate[] {
  return templates.map((template) => {
    const translation = templateTranslation(language, template.id);
    if (translation === undefined) return template;
    const [summary = '', ...details] = descriptionParagraphs(translation.description);
    return {
      ...template,
      name: translation.name,
      summary,
      details,
      document: translatedDocument(template.document, translation),
    };
  });
}
