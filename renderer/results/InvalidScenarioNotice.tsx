import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScenarioIssue } from '@shared/scenario';
import { hrefForPath } from '../router/route-path';
import { editorPath } from './results-paths';
import { useIssueWording } from './use-issue-wording';

/** Enough to start fixing; the editor shows every issue beside its field. */
const ISSUES_SHOWN = 5;

interface InvalidScenarioNoticeProps {
  scenarioId: string;
  issues: readonly ScenarioIssue[];
  /** The document the issues are about, to call its workloads and strategies by name. */
  document: unknown;
}

/** Why the scenario cannot run: its first problems, each with the field it is about. */
export function InvalidScenarioNotice({
  scenarioId,
  issues,
  document,
}: InvalidScenarioNoticeProps) {
  const { t } = useTranslation();
  const word = useIssueWording(document);
  const shown = issues.slice(0, ISSUES_SHOWN);
  const more = issues.length - shown.length;
  return (
    <Alert
      severity="error"
      data-testid="invalid-scenario"
      action={
        <Button
          color="inherit"
          size="small"
          href={hrefForPath(editorPath(scenarioId))}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('results.invalid.openEditor')}
        </Button>
      }
    >
      <AlertTitle>{t('results.invalid.title')}</AlertTitle>
      <Typography variant="body2">{t('results.invalid.body')}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
        {shown.map((issue, i) => (
          <li key={`${issue.path}-${i}`}>
            <Typography variant="body2" component="span">
              <Box component="code" sx={{ fontFamily: 'monospace', fontWeight: 600, mr: 1 }}>
                {issue.path || t('results.invalid.wholeScenario')}
              </Box>
              {word(issue)}
            </Typography>
          </li>
        ))}
      </Box>
      {more > 0 && (
        <Typography variant="body2">{t('results.invalid.more', { count: more })}</Typography>
      )}
    </Alert>
  );
}
