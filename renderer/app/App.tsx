import { LanguageProvider } from '../i18n/LanguageProvider';
import type { PlatformBridge } from '../platform/platform-bridge';
import { PlatformContext } from '../platform/platform-context';
import type { PreferenceStore } from '../preferences/preference-store';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { AppShell } from './AppShell';
import { SCREENS } from './screens';

interface AppProps {
  platform: PlatformBridge;
  preferences: PreferenceStore;
}

/** The whole app: platform, language and theme around the shell. Theme needs the language (MUI locale). */
export function App({ platform, preferences }: AppProps) {
  return (
    <PlatformContext value={platform}>
      <LanguageProvider store={preferences}>
        <AppThemeProvider store={preferences}>
          <AppShell screens={SCREENS} />
        </AppThemeProvider>
      </LanguageProvider>
    </PlatformContext>
  );
}
