import { useState } from 'react';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDraftSelector, useValidation } from '../draft/draft-context';
import { IssueList } from '../issues/IssueList';
import { useEditorLocation } from '../navigation/editor-location-context';

/** The count of problems in the scenario; opens the list of them. */
export function IssuesButton() {
  const { t } = useTranslation();
  const { reveal } = useEditorLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = useDraftSelector((state) => state.validation.issues.length);

  if (count === 0) {
    return (
      <Box
        role="status"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          color: 'success.main',
          px: 1,
        }}
      >
        <CheckCircleOutlined fontSize="small" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('editor.toolbar.noIssues')}
        </Typography>
      </Box>
    );
  }
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<ErrorOutlineOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        data-testid="issue-count"
      >
        {t('editor.toolbar.issues', { count })}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 440, maxWidth: 'calc(100vw - 32px)', maxHeight: '60vh' } },
        }}
      >
        <Box sx={{ px: 2, pt: 2, pb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('editor.issuesPanel.title', { count })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('editor.issuesPanel.intro')}
          </Typography>
        </Box>
        {anchor !== null && (
          <OpenIssueList
            onPick={(path) => {
              setAnchor(null);
              reveal(path);
            }}
          />
        )}
      </Popover>
    </>
  );
}

/** The list itself, subscribed to every change only while it is open. */
function OpenIssueList({ onPick }: { onPick(path: string): void }) {
  const validation = useValidation();
  return <IssueList issues={validation.issues} onPick={onPick} />;
}
