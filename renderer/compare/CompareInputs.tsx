import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReadableDifferences } from '@shared/analysis/compare';
import { DifferenceRows } from './DifferenceRows';

/** The fields whose values differ between the two sides, A beside B, as a person reads them. */
export function CompareInputs({ inputs, currency }: { inputs: ReadableDifferences; currency: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="compare-inputs-heading" data-testid="compare-inputs" data-count={inputs.differences.length + inputs.more}>
      <Typography id="compare-inputs-heading" variant="h2" sx={{ mb: 1 }}>
        {t('compare.inputs.heading')}
      </Typography>
      {inputs.differences.length === 0 ? (
        <Typography color="text.secondary">{t('compare.inputs.none')}</Typography>
      ) : (
        <>
          <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader sx={{ tableLayout: 'fixed' }}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col" sx={{ width: '36%' }}>
                    {t('compare.inputs.field')}
                  </TableCell>
                  <TableCell scope="col" sx={{ width: '32%' }}>
                    {t('compare.side.before')}
                  </TableCell>
                  <TableCell scope="col" sx={{ width: '32%' }}>
                    {t('compare.side.after')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <DifferenceRows differences={inputs.differences} currency={currency} />
              </TableBody>
            </Table>
          </TableContainer>
          {inputs.more > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('compare.inputs.more', { count: inputs.more })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('compare.inputs.hint')}
          </Typography>
        </>
      )}
    </section>
  );
}
