import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import { useStorage, type VersionRecord } from '../storage';
import { VERSION_COMMENT_MAX, VERSION_LABEL_MAX } from '../storage/records';
import { VersionChanges } from './VersionChanges';

/** One version: its number, name and note (editable), and what changed from the one before. */
export function VersionItem({ version, previous, current }: { version: VersionRecord; previous: VersionRecord | undefined; current: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { versions } = useStorage();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(version.label ?? '');
  const [comment, setComment] = useState(version.comment ?? '');
  const [failure, setFailure] = useState<string | null>(null);

  const open = () => {
    setLabel(version.label ?? '');
    setComment(version.comment ?? '');
    setFailure(null);
    setEditing(true);
  };
  const save = async () => {
    try {
      await versions.describe(version.id, { label, comment });
      setEditing(false);
    } catch (error) {
      // What was typed stays in the fields, to try again.
      setFailure(t('versions.failed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  return (
    <Stack component="li" spacing={0.5} sx={{ listStyle: 'none', py: 1.5 }} data-testid="version-item" data-number={version.number}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('versions.title', { number: version.number })}
        </Typography>
        {version.label && (
          <Typography variant="subtitle1" component="span" data-testid="version-label">
            {version.label}
          </Typography>
        )}
        {current && <Chip size="small" color="primary" variant="outlined" label={t('versions.current')} />}
        <Typography variant="body2" color="text.secondary">
          {t('versions.saved', { date: format.dateTime(version.updatedAt) })}
        </Typography>
        {!editing && (
          <Button size="small" onClick={open} data-testid="version-edit">
            {t('versions.edit')}
          </Button>
        )}
      </Stack>
      {version.comment && !editing && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="version-comment">
          {version.comment}
        </Typography>
      )}
      {editing && (
        <Stack spacing={1.5} sx={{ maxWidth: 640, pt: 1 }}>
          <TextField
            size="small"
            label={t('versions.name')}
            placeholder={t('versions.namePlaceholder')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            slotProps={{ htmlInput: { maxLength: VERSION_LABEL_MAX } }}
          />
          <TextField
            size="small"
            label={t('versions.note')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: VERSION_COMMENT_MAX } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" size="small" onClick={() => void save()}>
              {t('versions.save')}
            </Button>
            <Button size="small" onClick={() => setEditing(false)}>
              {t('versions.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
      {previous ? (
        <VersionChanges previous={previous} version={version} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('versions.first')}
        </Typography>
      )}
    </Stack>
  );
}
