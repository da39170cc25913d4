import type { BrowserWindowConstructorOptions } from 'electron';
import { BrowserWindow, dialog } from 'electron';
import { APP_ENTRY_URL } from './origin';
import { secureWebPreferences } from './security';

/** Options for Headroom's main window; kept separate so tests can inspect them. */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1360,
    height: 880,
    minWidth: 960,
    minHeight: 640,
    title: 'Headroom',
    // Shown on `ready-to-show` so the user never sees a blank white frame.
    show: false,
    webPreferences: secureWebPreferences(preloadPath),
  };
}

export function createMainWindow(preloadPath: string): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preloadPath));
  window.once('ready-to-show', () => window.show());
  window.loadURL(APP_ENTRY_URL).catch((error: unknown) => {
    // Only a broken install or a missing build gets here; say so instead of leaving an
    // invisible window behind.
    const reason = error instanceof Error ? error.message : String(error);
    dialog.showErrorBox(
      'Headroom could not start',
      `Its interface files did not load (${reason}). Reinstall Headroom, or run "npm run build" in a source checkout.`,
    );
    window.destroy();
  });
  return window;
}
