import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The main process's wiring (electron/main/startup.ts) with Electron mocked: the single-instance
 * lock, the sandbox switch, the navigation guards on every web contents, and the default
 * session's permission handlers. The modules that serve files, IPC and the menu are mocked too:
 * they have tests of their own; here only the order and the wiring are checked.
 */
const electron = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => unknown;
  const handlers = new Map<string, Handler[]>();
  let resolveReady: () => void = () => undefined;
  const app = {
    requestSingleInstanceLock: vi.fn(() => true),
    quit: vi.fn(),
    enableSandbox: vi.fn(),
    on: vi.fn((event: string, handler: Handler) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return app;
    }),
    whenReady: vi.fn(() => new Promise<void>((resolve) => (resolveReady = resolve))),
    setAboutPanelOptions: vi.fn(),
    getVersion: () => '0.1.0',
    getLocale: () => 'en-US',
    isPackaged: false,
  };
  const session = {
    defaultSession: {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
    },
  };
  const windows: Array<{ isMinimized: () => boolean; restore: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> }> = [];
  const BrowserWindow = { getAllWindows: vi.fn(() => windows) };
  return {
    app,
    session,
    BrowserWindow,
    windows,
    handlers,
    ready: () => resolveReady(),
    emit: (event: string, ...args: unknown[]) => (handlers.get(event) ?? []).forEach((h) => h(...args)),
  };
});

vi.mock('electron', () => ({
  app: electron.app,
  session: electron.session,
  BrowserWindow: electron.BrowserWindow,
  dialog: {},
}));
const mocks = vi.hoisted(() => ({
  registerAppScheme: vi.fn(),
  serveRenderer: vi.fn(),
  registerIpcHandlers: vi.fn(),
  installApplicationMenu: vi.fn(),
  createMainWindow: vi.fn(() => ({ id: 'window' })),
  watchRenderer: vi.fn(),
}));
vi.mock('@headroom/electron/main/protocol', () => ({
  registerAppScheme: mocks.registerAppScheme,
  serveRenderer: mocks.serveRenderer,
}));
vi.mock('@headroom/electron/main/ipc', () => ({ registerIpcHandlers: mocks.registerIpcHandlers }));
vi.mock('@headroom/electron/main/menu', () => ({ installApplicationMenu: mocks.installApplicationMenu }));
vi.mock('@headroom/electron/main/window', () => ({ createMainWindow: mocks.createMainWindow }));
vi.mock('@headroom/electron/main/window-recovery', () => ({ watchRenderer: mocks.watchRenderer }));

import { startMainProcess } from '@headroom/electron/main/startup';

const paths = { preloadPath: '/app/dist/electron/preload.cjs', rendererDir: '/app/dist/renderer' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.clearAllMocks();
  electron.handlers.clear();
  electron.windows.length = 0;
  electron.app.requestSingleInstanceLock.mockReturnValue(true);
});

describe('main process start-up', () => {
  it('quits at once, touching nothing else, when another copy holds the single-instance lock', async () => {
    electron.app.requestSingleInstanceLock.mockReturnValue(false);
    await startMainProcess(paths);
    expect(electron.app.quit).toHaveBeenCalledTimes(1);
    expect(electron.app.enableSandbox).not.toHaveBeenCalled();
    expect(electron.app.whenReady).not.toHaveBeenCalled();
    expect(mocks.createMainWindow).not.toHaveBeenCalled();
  });

  it('focuses the running window (restoring it when minimised) on a second launch', () => {
    void startMainProcess(paths);
    const window = { isMinimized: () => true, restore: vi.fn(), focus: vi.fn() };
    electron.windows.push(window);
    electron.emit('second-instance');
    expect(window.restore).toHaveBeenCalledTimes(1);
    expect(window.focus).toHaveBeenCalledTimes(1);
    expect(electron.app.quit).not.toHaveBeenCalled();
  });

  it('switches the sandbox on for every renderer and registers the app scheme before ready', () => {
    void startMainProcess(paths);
    expect(electron.app.enableSandbox).toHaveBeenCalledTimes(1);
    expect(mocks.registerAppScheme).toHaveBeenCalledTimes(1);
    // Nothing of what needs `ready` has happened yet.
    expect(electron.session.defaultSession.setPermissionRequestHandler).not.toHaveBeenCalled();
    expect(mocks.createMainWindow).not.toHaveBeenCalled();
  });

  it('guards every web contents the moment it is created: foreign navigation, new windows, webviews', () => {
    void startMainProcess(paths);
    const events = new Map<string, (event: { url?: string; preventDefault: () => void }) => void>();
    const contents = {
      on: vi.fn((event: string, handler: (event: { url?: string; preventDefault: () => void }) => void) => events.set(event, handler)),
      setWindowOpenHandler: vi.fn(),
    };
    electron.emit('web-contents-created', {}, contents);
    expect([...events.keys()].sort()).toEqual(['will-attach-webview', 'will-frame-navigate', 'will-navigate', 'will-redirect']);
    for (const name of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      const away = { url: 'https://example.com/', preventDefault: vi.fn() };
      events.get(name)!(away);
      expect(away.preventDefault, name).toHaveBeenCalledTimes(1);
      const home = { url: 'app://headroom/index.html#/scenarios', preventDefault: vi.fn() };
      events.get(name)!(home);
      expect(home.preventDefault, name).not.toHaveBeenCalled();
    }
    const webview = { preventDefault: vi.fn() };
    events.get('will-attach-webview')!(webview);
    expect(webview.preventDefault).toHaveBeenCalledTimes(1);
    const openHandler = contents.setWindowOpenHandler.mock.calls[0]?.[0] as () => unknown;
    expect(openHandler()).toEqual({ action: 'deny' });
  });

  it('refuses every permission request and check on the default session once ready, then opens the window', async () => {
    const started = startMainProcess(paths);
    electron.ready();
    await started;
    const { setPermissionRequestHandler, setPermissionCheckHandler, setDevicePermissionHandler } =
      electron.session.defaultSession;
    const request = setPermissionRequestHandler.mock.calls[0]?.[0] as (
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
    ) => void;
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn();
      request({}, permission, callback);
      expect(callback, permission).toHaveBeenCalledExactlyOnceWith(false);
    }
    const check = setPermissionCheckHandler.mock.calls[0]?.[0] as (...args: unknown[]) => boolean;
    expect(check({}, 'media', 'app://headroom', {})).toBe(false);
    const device = setDevicePermissionHandler.mock.calls[0]?.[0] as (...args: unknown[]) => boolean;
    expect(device({ deviceType: 'usb' })).toBe(false);

    expect(mocks.serveRenderer).toHaveBeenCalledWith(paths.rendererDir);
    expect(mocks.registerIpcHandlers).toHaveBeenCalledTimes(1);
    expect(mocks.createMainWindow).toHaveBeenCalledWith(paths.preloadPath);
    expect(mocks.watchRenderer).toHaveBeenCalledTimes(1);
  });

  it('opens a window again on activate only when none is open, and quits when the last closes (not on macOS)', async () => {
    const started = startMainProcess(paths);
    electron.ready();
    await started;
    await flush();
    mocks.createMainWindow.mockClear();
    electron.windows.push({ isMinimized: () => false, restore: vi.fn(), focus: vi.fn() });
    electron.emit('activate');
    expect(mocks.createMainWindow).not.toHaveBeenCalled();
    electron.windows.length = 0;
    electron.emit('activate');
    expect(mocks.createMainWindow).toHaveBeenCalledTimes(1);
    electron.emit('window-all-closed');
    expect(electron.app.quit).toHaveBeenCalledTimes(process.platform === 'darwin' ? 0 : 1);
  });
});
