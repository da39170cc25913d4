import { useTranslation } from 'react-i18next';
import type { QuotaRunMetrics } from '@shared/sim/results';
import { QUOTA_FIGURE_COLUMNS, quotaCells } from '../results/quota-cells';
import type { ResultsFormat } from '../results/use-results-format';

const WRAP = { whiteSpace: 'normal', overflowWrap: 'normal' } as const;

/** The report's table of a strategy's quotas (representative run): holder, pool (by its name), guaranteed and most GPUs, the most held at once. */
export function QuotaReportTable({ quotas, names, poolNames, fmt }: { quotas: readonly QuotaRunMetrics[]; names?: ReadonlyMap<string, string>; poolNames?: ReadonlyMap<string, string>; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  return (
    <table className="hr-table hr-keep" data-testid="report-shared-pool-quotas">
      {/* The names get a fixed share, and the figures' long headings wrap between words (the
          report's numbers do not wrap), else the headings took the whole width and the pool's
          name broke a letter a line. */}
      <colgroup>
        <col style={{ width: '20%' }} />
        <col style={{ width: '20%' }} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t('quotas.results.columns.holder')}</th>
          <th scope="col">{t('quotas.results.columns.pool')}</th>
          {QUOTA_FIGURE_COLUMNS.map((c) => (
            <th key={c} scope="col" className="hr-num" style={WRAP}>
              {t(`quotas.results.columns.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {quotas.map((q, i) => {
          const cells = quotaCells(q, t, fmt, names, poolNames);
          return (
            <tr key={i}>
              <td>{cells.holder}</td>
              <td>{cells.pool}</td>
              {cells.figures.map((f, k) => (
                <td key={k} className="hr-num">
                  {f}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
