import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';

vi.mock('electron', () => ({ Menu: {} }));

import { buildMenuTemplate } from '@headroom/electron/main/menu';

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
  ]);
}

function labels(items: MenuItemConstructorOptions[]): string[] {
  return items.map((item) => item.label ?? '');
}

describe('application menu', () => {
  it('has File, Edit, View and Help', () => {
    expect(labels(buildMenuTemplate({ isPackaged: true, platform: 'linux' }))).toEqual([
      'File',
      'Edit',
      'View',
      'Help',
    ]);
    expect(labels(buildMenuTemplate({ isPackaged: true, platform: 'darwin' }))).toEqual([
      'Headroom',
      'File',
      'Edit',
      'View',
      'Help',
    ]);
  });

  it('offers Quit and the clipboard roles', () => {
    const all = roles(buildMenuTemplate({ isPackaged: true, platform: 'win32' }));
    expect(all).toEqual(
      expect.arrayContaining(['quit', 'undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']),
    );
  });

  it('keeps reload and developer tools out of packaged builds', () => {
    const packaged = roles(buildMenuTemplate({ isPackaged: true, platform: 'linux' }));
    expect(packaged).not.toContain('toggleDevTools');
    expect(packaged).not.toContain('reload');
    expect(packaged).not.toContain('forceReload');
    const dev = roles(buildMenuTemplate({ isPackaged: false, platform: 'linux' }));
    expect(dev).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
  });
});
