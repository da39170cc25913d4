import { app, BrowserWindow, dialog, session } from 'electron';
import { registerIpcHandlers } from './ipc';
import { installApplicationMenu } from './menu';
import { guardNavigation } from './navigation';
import { denyAllPermissions } from './permissions';
import { registerAppScheme, serveRenderer } from './protocol';
import { createMainWindow } from './window';
import { watchRenderer } from './window-recovery';

/**
 * The main process's start-up, in the order it must happen, as small functions so each step
 * (single-instance lock, sandbox, navigation guards, permissions) is tested on its own with
 * Electron mocked. main.ts only calls startMainProcess.
 */

export interface AppPaths {
  /** The window's preload bundle (dist/electron/preload.cjs). */
  preloadPath: string;
  /** The renderer build (dist/renderer). */
  rendererDir: string;
}

/** A second launch focuses the running window instead of opening another copy on the same library. */
export function focusExistingWindow(): void {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.focus();
}

/**
 * Takes the single-instance lock; resolves whether this process may go on. Without the lock
 * the process quits: another copy already has the scenario library open.
 */
export function claimSingleInstance(): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', focusExistingWindow);
  return true;
}

/**
 * What must happen before `ready`. The sandbox switch covers every renderer the app will ever
 * create (not only those whose web preferences ask for it), and Electron accepts privileged
 * schemes only this early. Every web contents, the hidden print window included, gets the
 * navigation guards the moment it exists, before it can load anything.
 */
export function hardenBeforeReady(): void {
  app.enableSandbox();
  registerAppScheme();
  app.on('web-contents-created', (_event, contents) => guardNavigation(contents));
}

/** Every main window offers a reload when its page crashes or hangs, never a dead window. */
export function openMainWindow(paths: AppPaths): void {
  watchRenderer(createMainWindow(paths.preloadPath), { dialog, locale: app.getLocale() });
}

/** Once Electron is ready: permissions refused, the renderer served, IPC and menu, the window. */
export function startWhenReady(paths: AppPaths): void {
  app.setAboutPanelOptions({ applicationName: 'Headroom', applicationVersion: app.getVersion() });
  denyAllPermissions(session.defaultSession);
  serveRenderer(paths.rendererDir);
  registerIpcHandlers();
  installApplicationMenu({ isPackaged: app.isPackaged, platform: process.platform });
  openMainWindow(paths);
}

/** The whole start-up; resolves once the first window is asked for (or at once, when quitting). */
export async function startMainProcess(paths: AppPaths): Promise<void> {
  if (!claimSingleInstance()) return;
  hardenBeforeReady();

  app.on('window-all-closed', () => {
    // macOS apps stay alive without windows until the user quits from the menu.
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow(paths);
  });

  await app.whenReady();
  startWhenReady(paths);
}
