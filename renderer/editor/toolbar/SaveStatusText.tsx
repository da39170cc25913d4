import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../app';
import type { SaveStatus } from '../save/save-status';

/** "Saved · version 4", "Saving…", or why the edits are not a version yet. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  const format = useFormat();
  let icon = <CloudSyncOutlined fontSize="small" />;
  let text: string;
  let detail: string;
  let color = 'text.secondary';
  switch (status.state) {
    case 'saved':
      icon = <CloudDoneOutlined fontSize="small" />;
      text = t('editor.save.saved', { number: status.versionNumber });
      detail = t('editor.save.savedDetail', { time: format.dateTime(status.at) });
      break;
    case 'pending':
    case 'saving':
      text = t('editor.save.saving');
      detail = t('editor.save.savingDetail');
      break;
    case 'invalid':
      icon = <EditNoteOutlined fontSize="small" />;
      color = 'warning.main';
      text = t('editor.save.invalid');
      detail = status.stashed ? t('editor.save.invalidDetail') : t('editor.save.invalidNotKept');
      break;
    case 'conflict':
      icon = <CloudOffOutlined fontSize="small" />;
      color = 'warning.main';
      text = t('editor.save.conflict');
      detail = t('editor.save.conflictDetail');
      break;
    case 'error':
      icon = <CloudOffOutlined fontSize="small" />;
      color = 'error.main';
      text = status.storageFull ? t('backup.quota.editorShort') : t('editor.save.error');
      detail = status.storageFull
        ? t('backup.quota.editor')
        : t('editor.save.errorDetail', { message: status.message });
      break;
  }
  return (
    <Tooltip title={detail}>
      <Stack
        direction="row"
        spacing={0.75}
        role="status"
        aria-live="polite"
        data-testid="save-status"
        data-state={status.state}
        sx={{ alignItems: 'center', color, minWidth: 0 }}
      >
        {icon}
        <Typography variant="body2" noWrap sx={{ color: 'inherit' }}>
          {text}
        </Typography>
      </Stack>
    </Tooltip>
  );
}
