import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../app/ScreenHeader';
import { useDocumentTitle } from '../app/use-document-title';
import { LanguageSetting } from './LanguageSetting';
import { LocalePreview } from './LocalePreview';
import { PlatformInfo } from './PlatformInfo';
import { SettingsSection } from './SettingsSection';
import { ThemeSetting } from './ThemeSetting';

/** Language, appearance, and what this copy of the app can do with files. */
export function SettingsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return (
    <>
      <ScreenHeader title={t('settings.title')} intro={t('settings.intro')} />
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        <SettingsSection id="language-section" title={t('settings.language.title')}>
          <Stack spacing={3}>
            <LanguageSetting />
            <LocalePreview />
          </Stack>
        </SettingsSection>
        <SettingsSection id="theme-section" title={t('settings.theme.title')}>
          <ThemeSetting />
        </SettingsSection>
        <SettingsSection id="platform-section" title={t('settings.platform.title')}>
          <PlatformInfo />
        </SettingsSection>
      </Stack>
    </>
  );
}
