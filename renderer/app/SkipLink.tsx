import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the navigation; visible only while focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // The hash is the router's, so move focus by hand instead of following the link.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
