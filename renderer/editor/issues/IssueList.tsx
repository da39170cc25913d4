import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ScenarioIssue } from '@shared/scenario';
import { useDraftDocument } from '../draft/draft-context';
import { sectionOfPath } from '../navigation/editor-sections';
import { useIssueMessage } from '../validation/use-issue-message';
import { fieldLabelKey } from './field-labels';
import { issueItemLabel } from './issue-item-label';

interface IssueListProps {
  issues: readonly ScenarioIssue[];
  /** Called with the issue's path when the planner picks it. */
  onPick(path: string): void;
}

/** Every problem in the scenario, each saying where it is; picking one goes to its field. */
export function IssueList({ issues, onPick }: IssueListProps) {
  const { t } = useTranslation();
  const document = useDraftDocument();
  const message = useIssueMessage();
  return (
    <List dense disablePadding aria-label={t('editor.issuesPanel.listLabel')}>
      {issues.map((issue, index) => {
        const item = issueItemLabel(document, issue.path);
        const labelKey = fieldLabelKey(issue.path);
        const where = [
          t(`editor.sections.${sectionOfPath(issue.path)}`),
          item,
          labelKey ? t(labelKey) : undefined,
        ]
          .filter(Boolean)
          .join(' › ');
        return (
          <ListItemButton
            key={`${issue.path}-${index}`}
            onClick={() => onPick(issue.path)}
            sx={{ alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={message(issue)}
              secondary={
                <>
                  {where}
                  {issue.path && (
                    <Box
                      component="code"
                      sx={{ display: 'block', fontSize: '0.75rem', wordBreak: 'break-all' }}
                    >
                      {issue.path}
                    </Box>
                  )}
                </>
              }
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
