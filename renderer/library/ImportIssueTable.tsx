import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScenarioIssue } from '@shared/scenario';
import { fieldLabelKey } from '../editor/issues/field-labels';
import { useImportIssueWording } from './import-issue-wording';

/**
 * Each problem with where it is: the field path (e.g. workloads[0].gpusPerJob) in a
 * monospace face so it can be found in the file, and the problem in the interface language
 * (the checker's English only where no translation exists), after the field's label as
 * the editor shows it ("GPUs per job: must be more than 0").
 */
export function ImportIssueTable({ issues }: { issues: readonly ScenarioIssue[] }) {
  const { t } = useTranslation();
  const word = useImportIssueWording();
  return (
    <Table size="small" data-testid="import-issues">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '40%' }}>{t('library.importError.where')}</TableCell>
          <TableCell>{t('library.importError.what')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {issues.map((issue, index) => {
          const worded = word(issue);
          const labelKey = fieldLabelKey(issue.path);
          const label = labelKey ? t(labelKey) : undefined;
          return (
            <TableRow key={index} sx={{ verticalAlign: 'top' }}>
              <TableCell>
                {issue.path ? (
                  <Typography
                    component="code"
                    variant="body2"
                    sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                  >
                    {issue.path}
                  </Typography>
                ) : (
                  <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                    {t('library.importError.wholeFile')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Typography
                  variant="body2"
                  lang={worded.english ? 'en' : undefined}
                  sx={{ overflowWrap: 'anywhere' }}
                  data-testid="import-issue-text"
                >
                  {label && (
                    <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                      {t('library.importError.labelled', { label })}
                    </Typography>
                  )}
                  {worded.text}
                </Typography>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
