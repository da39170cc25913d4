import { useTranslation } from 'react-i18next';
import type { ReportSectionProps } from './report-data';

/** How the figures were computed and what the model leaves out, in plain words. */
export function MethodSection({ data }: ReportSectionProps) {
  const { t } = useTranslation();
  const { results } = data;
  return (
    <section className="hr-section hr-method" data-section="method">
      <h2>{t('report.method.heading')}</h2>
      <p>
        {t('report.method.body', {
          runs: results.runs,
          seed: results.baseSeed,
          days: results.horizonDays,
        })}
      </p>
    </section>
  );
}
