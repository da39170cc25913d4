import AddOutlined from '@mui/icons-material/AddOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TemplateGallery } from './TemplateGallery';
import { TrashLink } from './TrashLink';
import type { ShippedTemplate } from './template-summary';

interface EmptyLibraryProps {
  /** Scenarios in the trash: a library emptied by deleting still leads to them. */
  trashCount: number;
  busy: boolean;
  onUseTemplate(template: ShippedTemplate): void;
  onNewBlank(): void;
  onImport(): void;
  /** Brings back a whole library from a backup file (a new computer, a wiped browser). */
  onRestore(): void;
}

/**
 * A fresh library opens on the worked examples themselves: the quickest way to a first
 * result is to run one as it is, then make it your own.
 */
export function EmptyLibrary({
  trashCount,
  busy,
  onUseTemplate,
  onNewBlank,
  onImport,
  onRestore,
}: EmptyLibraryProps) {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="empty-library-heading" spacing={3}>
      <div>
        <Typography id="empty-library-heading" variant="h2" sx={{ mb: 1 }}>
          {t('library.empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: '75ch' }}>
          {t('library.empty.body')}
        </Typography>
      </div>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
      >
        <Typography color="text.secondary">{t('library.empty.other')}</Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<AddOutlined />} onClick={onNewBlank}>
            {t('library.toolbar.newBlank')}
          </Button>
          <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={onImport}>
            {t('library.toolbar.import')}
          </Button>
          <Button variant="outlined" startIcon={<RestoreOutlined />} onClick={onRestore}>
            {t('backup.restoreFromBackup')}
          </Button>
        </Stack>
      </Stack>
      {trashCount > 0 && (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}
        >
          <Typography color="text.secondary">{t('library.empty.deletedOnes')}</Typography>
          <TrashLink count={trashCount} />
        </Stack>
      )}
      <TemplateGallery busy={busy} onUse={onUseTemplate} />
    </Stack>
  );
}
