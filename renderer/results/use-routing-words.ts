import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDescription, RoutedPool } from '@shared/scenario';
import { intlLocale } from '../i18n/format';
import { useLanguage } from '../i18n/language-context';

/**
 * How size classes routed to pools read, in the interface language: "short prompts → AWS g6
 * (1 x L4) on demand; medium and long prompts → Google Cloud a2-highgpu-1g on demand", the
 * pools of one route in the order it fills them.
 */
export function useRoutingWords() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useMemo(() => {
    const list = new Intl.ListFormat(intlLocale(language), { type: 'conjunction' });
    const pool = (p: RoutedPool) => (p.kind === undefined ? p.label : t('llmRoutes.pool', { pool: p.label, kind: t(`llmRoutes.kinds.${p.kind}`) }));
    const route = (r: RouteDescription) =>
      t('llmRoutes.route', { classes: list.format(r.classNames), pools: r.pools.map(pool).join(t('llmRoutes.poolSeparator')) });
    /** Every route of a placement, or that every pool serves the whole mix. */
    const routes = (rs: readonly RouteDescription[] | undefined) =>
      rs === undefined ? t('llmRoutes.wholeMix') : rs.map(route).join(t('llmRoutes.routeSeparator'));
    return { routes };
  }, [t, language]);
}
