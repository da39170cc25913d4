import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../theme/theme-context';
import { THEME_PREFERENCES, type ThemePreference } from '../theme/theme-preference';
import { ChoiceGroup } from './ChoiceGroup';

/** System / Light / Dark. */
export function ThemeSetting() {
  const { t } = useTranslation();
  const { preference, setPreference } = useThemeMode();
  return (
    <ChoiceGroup<ThemePreference>
      id="theme"
      label={t('settings.theme.label')}
      help={t('settings.theme.help')}
      value={preference}
      choices={THEME_PREFERENCES.map((value) => ({ value, label: t(`settings.theme.${value}`) }))}
      onChange={setPreference}
    />
  );
}
