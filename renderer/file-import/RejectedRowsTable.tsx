import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';

/** At most this many rejected rows are listed in a dialog (all are counted). */
const SHOWN_REJECTED = 100;

interface RejectedRowsTableProps<R extends string> {
  rows: readonly { line: number; reason: R; text: string }[];
  count: number;
  /** The import's section of the interface text: its heading, column names and reasons. */
  section: 'trafficImport' | 'jobImport';
  /** The reason in the interface language. */
  reasonText(reason: R): string;
  testId: string;
}

/** The rows an import refused: line, reason in the interface language, and the text. */
export function RejectedRowsTable<R extends string>({ rows, count, section, reasonText, testId }: RejectedRowsTableProps<R>) {
  const { t } = useTranslation();
  const format = useFormat();
  const shown = rows.slice(0, SHOWN_REJECTED);
  return (
    <Stack spacing={0.5} data-testid={testId}>
      <Typography variant="subtitle2">
        {t(`${section}.rejected`, { count, n: format.number(count) })}
        {count > shown.length ? ` ${t(`${section}.rejectedFirst`, { shown: shown.length })}` : ''}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t(`${section}.line`)}</TableCell>
            <TableCell>{t(`${section}.reason`)}</TableCell>
            <TableCell>{t(`${section}.text`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row, i) => (
            <TableRow key={i}>
              <TableCell>{row.line}</TableCell>
              <TableCell>{reasonText(row.reason)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', unicodeBidi: 'isolate' }}>{row.text}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
