import path from 'node:path';
import { app, BrowserWindow, dialog, session } from 'electron';
import { registerIpcHandlers } from './ipc';
import { installApplicationMenu } from './menu';
import { guardNavigation } from './navigation';
import { denyAllPermissions } from './permissions';
import { registerAppScheme, serveRenderer } from './protocol';
import { createMainWindow } from './window';
import { watchRenderer } from './window-recovery';

/**
 * Headroom's main process: wiring only. Each concern lives in its own module; this file
 * decides the order they start in.
 */

// The bundle is dist/electron/main.cjs: the preload sits beside it and the renderer
// build next door, in the source tree and inside the packaged app alike.
const preloadPath = path.join(__dirname, 'preload.cjs');
const rendererDir = path.join(__dirname, '..', 'renderer');

// A second launch focuses the running window instead of opening another copy that
// would edit the same scenario library.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Both must happen before `ready`. The sandbox switch covers every renderer the app
  // will ever create (not only those whose web preferences ask for it), and Electron
  // accepts privileged schemes only this early.
  app.enableSandbox();
  registerAppScheme();

  // Every web contents, including the hidden print window, gets the navigation guards
  // the moment it exists, before it can load anything.
  app.on('web-contents-created', (_event, contents) => guardNavigation(contents));

  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  app.on('window-all-closed', () => {
    // macOS apps stay alive without windows until the user quits from the menu.
    if (process.platform !== 'darwin') app.quit();
  });

  // Every main window offers a reload when its page crashes or hangs, never a dead window.
  const openMainWindow = () => watchRenderer(createMainWindow(preloadPath), { dialog, locale: app.getLocale() });

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
  });

  void app.whenReady().then(() => {
    app.setAboutPanelOptions({ applicationName: 'Headroom', applicationVersion: app.getVersion() });
    denyAllPermissions(session.defaultSession);
    serveRenderer(rendererDir);
    registerIpcHandlers();
    installApplicationMenu({ isPackaged: app.isPackaged, platform: process.platform });
    openMainWindow();
  });
}
