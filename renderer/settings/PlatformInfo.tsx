import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../platform/platform-context';

/** Says which platform this is and what that means for files and PDFs. */
export function PlatformInfo() {
  const { t } = useTranslation();
  const { platform } = usePlatform();
  return <Typography>{t(`settings.platform.${platform}`)}</Typography>;
}
