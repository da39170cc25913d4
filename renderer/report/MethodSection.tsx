import { useTranslation } from 'react-i18next';
import type { Scenario } from '@shared/scenario';
import { useLanguage } from '../i18n/language-context';
import type { ReportSectionProps } from './report-data';
import { trendsSet } from './price-trends-set';

type LeftOut = 'daylightSaving' | 'requests' | 'priceChanges' | 'taxes' | 'networkStorage';

/**
 * What the model leaves out of this scenario: a scenario with price trends has its prices
 * move, and one with bill lines counts storage, egress, discounts and tax, so neither may be
 * said to be left out. Without the scenario (a run whose document no longer validates) the
 * plain list stands.
 */
export function leftOut(scenario: Pick<Scenario, 'priceTrends' | 'billCosts'> | null): LeftOut[] {
  const trends = scenario !== null && trendsSet(scenario).length > 0;
  const bill = scenario?.billCosts !== undefined;
  return [
    'daylightSaving',
    'requests',
    ...(trends ? [] : (['priceChanges'] as const)),
    ...(bill ? [] : (['taxes', 'networkStorage'] as const)),
  ];
}

/** How the figures were computed and what the model leaves out, written from what this scenario uses. */
export function MethodSection({ data }: ReportSectionProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { results, scenario } = data;
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  const items = list.format(leftOut(scenario).map((k) => t(`report.method.left.${k}`)));
  return (
    <section className="hr-section hr-method" data-section="method">
      <h2>{t('report.method.heading')}</h2>
      <p>
        {[
          t('report.method.body', { runs: results.runs, seed: results.baseSeed, days: results.horizonDays }),
          ...(scenario !== null && trendsSet(scenario).length > 0 ? [t('report.method.trends')] : []),
          ...(scenario?.billCosts !== undefined ? [t('report.method.billCosts')] : []),
          t('report.method.leavesOut', { items }),
          t('report.method.prices'),
          // Chinese sentences follow one another with no space between them.
        ].join(language === 'zh-CN' ? '' : ' ')}
      </p>
    </section>
  );
}
