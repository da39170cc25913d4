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
  /** The screen that stopped responding on the last load, opened as the library instead (opening-guard.ts). */
  hungPath?: string | null;
}

/** The whole app: platform, language and theme around the shell. Theme needs the language (MUI locale). */
export function App({ platform, preferences, hungPath = null }: AppProps) {
  return (
    <PlatformContext value={platform}>
      <LanguageProvider store={preferences}>
        <AppThemeProvider store={preferences}>
          <AppShell screens={SCREENS} hungPath={hungPath} />
        </AppThemeProvider>
      </LanguageProvider>
    </PlatformContext>
  );
}
