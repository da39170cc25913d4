import AddOutlined from '@mui/icons-material/AddOutlined';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Search from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface LibraryToolbarProps {
  search: string;
  onSearchChange(search: string): void;
  onNewFromTemplate(): void;
  onNewBlank(): void;
  onImport(): void;
  onBackUp(): void;
  onRestore(): void;
}

/** Ways to add a scenario, and the search box. */
export function LibraryToolbar({
  search,
  onSearchChange,
  onNewFromTemplate,
  onNewBlank,
  onImport,
  onBackUp,
  onRestore,
}: LibraryToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack
        role="toolbar"
        aria-label={t('library.toolbar.label')}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        <Button variant="contained" startIcon={<LibraryAddOutlined />} onClick={onNewFromTemplate}>
          {t('library.toolbar.newFromTemplate')}
        </Button>
        <Button variant="outlined" startIcon={<AddOutlined />} onClick={onNewBlank}>
          {t('library.toolbar.newBlank')}
        </Button>
        <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={onImport}>
          {t('library.toolbar.import')}
        </Button>
        <Button variant="outlined" startIcon={<BackupOutlined />} onClick={onBackUp}>
          {t('backup.backUp')}
        </Button>
        <Button variant="outlined" startIcon={<RestoreOutlined />} onClick={onRestore}>
          {t('backup.restore')}
        </Button>
      </Stack>
      <TextField
        type="search"
        size="small"
        label={t('library.toolbar.search')}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ minWidth: { md: 260 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
