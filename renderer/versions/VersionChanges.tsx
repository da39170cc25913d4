import { useMemo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { readableDifferences } from '@shared/analysis/compare';
import { parseScenario } from '@shared/scenario';
import { DifferenceRows } from '../compare/DifferenceRows';
import type { VersionRecord } from '../storage';

function withDefaults(document: unknown): unknown {
  const parsed = parseScenario(document);
  return parsed.ok ? parsed.scenario : document;
}

/** What changed from `previous` to `version`, in words: the comparison's inputs that differ. */
export function VersionChanges({ previous, version }: { previous: VersionRecord; version: VersionRecord }) {
  const { t } = useTranslation();
  // Both with defaults filled in, as the comparison reads them: a default spelled out is no change.
  const changes = useMemo(() => readableDifferences(withDefaults(previous.document), withDefaults(version.document)), [previous.document, version.document]);
  const count = changes.differences.length + changes.more;
  return (
    <section data-testid="version-changes" data-count={count}>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('versions.changes', { number: previous.number })} · {t('versions.changeCount', { count })}
      </Typography>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('versions.noChanges', { number: previous.number })}
        </Typography>
      ) : (
        <Table size="small" sx={{ tableLayout: 'fixed', mt: 0.5 }}>
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ width: '36%' }}>
                {t('versions.field')}
              </TableCell>
              <TableCell scope="col" sx={{ width: '32%' }}>
                {t('versions.before', { number: previous.number })}
              </TableCell>
              <TableCell scope="col" sx={{ width: '32%' }}>
                {t('versions.after', { number: version.number })}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <DifferenceRows differences={changes.differences} currency={version.document.currency} />
          </TableBody>
        </Table>
      )}
      {changes.more > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('compare.inputs.more', { count: changes.more })}
        </Typography>
      )}
    </section>
  );
}
