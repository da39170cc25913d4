import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { QuotaRunMetrics } from '@shared/sim/results';
import { QUOTA_FIGURE_COLUMNS, quotaCells } from './quota-cells';
import type { ResultsFormat } from './use-results-format';

// Chinese words kept whole ("不设上限" broke after its third character in a narrow column).
const tableSx = { mt: 2, '& th': { fontWeight: 600 }, '& th, & td': { wordBreak: 'keep-all' } } as const;

/** A strategy's quotas in its representative run: pool (by its name, as the editor shows it), holder, guaranteed and most GPUs, and the most its holder held at once. */
export function QuotaTable({ quotas, names, poolNames, strategyName, fmt }: { quotas: readonly QuotaRunMetrics[]; names?: ReadonlyMap<string, string>; poolNames?: ReadonlyMap<string, string>; strategyName: string; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  const caption = t('quotas.results.caption', { strategy: strategyName });
  return (
    <Table size="small" aria-label={caption} sx={tableSx} data-testid="shared-pool-quotas">
      <TableHead>
        <TableRow>
          <TableCell>{t('quotas.results.columns.holder')}</TableCell>
          <TableCell>{t('quotas.results.columns.pool')}</TableCell>
          {QUOTA_FIGURE_COLUMNS.map((c) => (
            <TableCell key={c} align="right">
              {t(`quotas.results.columns.${c}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {quotas.map((q, i) => {
          const cells = quotaCells(q, t, fmt, names, poolNames);
          return (
            <TableRow key={i} data-testid="shared-pool-quota-row">
              <TableCell>{cells.holder}</TableCell>
              <TableCell>{cells.pool}</TableCell>
              {cells.figures.map((f, k) => (
                <TableCell key={k} align="right">
                  {f}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
