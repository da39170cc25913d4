import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language-context';
import { APP_LANGUAGES, NATIVE_LANGUAGE_NAMES, type LanguagePreference } from '../i18n/languages';
import { ChoiceGroup, type Choice } from './ChoiceGroup';

/** System / English / 简体中文. Language names stay in their own language and script. */
export function LanguageSetting() {
  const { t } = useTranslation();
  const { preference, systemLanguage, setPreference } = useLanguage();
  const choices: Choice<LanguagePreference>[] = [
    {
      value: 'system',
      label: t('settings.language.system', { language: NATIVE_LANGUAGE_NAMES[systemLanguage] }),
    },
    ...APP_LANGUAGES.map((language) => ({
      value: language,
      label: <span lang={language}>{NATIVE_LANGUAGE_NAMES[language]}</span>,
    })),
  ];
  return (
    <ChoiceGroup
      id="language"
      label={t('settings.language.label')}
      help={t('settings.language.help')}
      value={preference}
      choices={choices}
      onChange={setPreference}
    />
  );
}
