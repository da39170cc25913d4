import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { hrefForPath } from '../router/route-path';
import { TRASH_PATH } from './library-paths';

/** The way from the library to its trash, with how many scenarios wait there. */
export function TrashLink({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Button
      href={hrefForPath(TRASH_PATH)}
      startIcon={<DeleteOutlined />}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {count > 0 ? t('library.trash.open', { count }) : t('library.trash.openEmpty')}
    </Button>
  );
}
