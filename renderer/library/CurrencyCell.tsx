import Typography from '@mui/material/Typography';
import { intlLocale } from '../i18n/format';
import type { AppLanguage } from '../i18n/languages';
import { useLanguage } from '../i18n/language-context';

const displayNames = new Map<AppLanguage, Intl.DisplayNames>();

/** "Chinese Yuan" / "人民币" for "CNY"; the code itself when the browser has no name for it. */
function currencyName(code: string, language: AppLanguage): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames(intlLocale(language), { type: 'currency' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code; // A code Intl rejects is still shown, as the code.
  }
}

/** The scenario's currency: its ISO code, and its name in the interface language. */
export function CurrencyCell({ code }: { code: string }) {
  const { language } = useLanguage();
  const name = currencyName(code, language);
  return (
    <>
      <Typography variant="body2">{code}</Typography>
      {name !== code && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {name}
        </Typography>
      )}
    </>
  );
}
