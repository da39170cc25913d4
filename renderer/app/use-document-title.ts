import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the window or browser tab after the screen, e.g. "Settings · Headroom". */
export function useDocumentTitle(screenTitle: string): void {
  const { t } = useTranslation();
  const title = t('app.documentTitle', { screen: screenTitle });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
