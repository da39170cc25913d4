import type { MenuItemConstructorOptions } from 'electron';
import { Menu } from 'electron';

export interface MenuContext {
  /** Packaged builds hide reload and developer tools. */
  isPackaged: boolean;
  platform: NodeJS.Platform;
}

/**
 * The application menu: only what a desktop user expects (quit, clipboard, zoom, about).
 * Everything Headroom itself does lives in its window, where the web build has it too.
 */
export function buildMenuTemplate({
  isPackaged,
  platform,
}: MenuContext): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];

  if (isMac) {
    // macOS puts About, Hide and Quit under the app's own menu.
    template.push({
      label: 'Headroom',
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    });
  }

  template.push({ label: 'File', submenu: [isMac ? { role: 'close' } : { role: 'quit' }] });

  template.push({
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  });

  const developerItems: MenuItemConstructorOptions[] = isPackaged
    ? []
    : [
        { role: 'reload' },
        { role: 'forceReload' },
        { role: 'toggleDevTools' },
        { type: 'separator' },
      ];
  template.push({
    label: 'View',
    submenu: [
      ...developerItems,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  });

  template.push({ label: 'Help', submenu: [{ role: 'about', label: 'About Headroom' }] });

  return template;
}

export function installApplicationMenu(context: MenuContext): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(context)));
}
