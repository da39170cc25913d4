import { beforeEach, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => {
  const created: Array<{ options: Record<string, unknown>; loadURL: ReturnType<typeof vi.fn> }> =
    [];
  class BrowserWindow {
    loadURL = vi.fn(() => Promise.resolve());
    once = vi.fn();
    show = vi.fn();
    destroy = vi.fn();
    constructor(public options: Record<string, unknown>) {
      created.push(this);
    }
  }
  return { created, BrowserWindow, dialog: { showErrorBox: vi.fn() } };
});
vi.mock('electron', () => ({ BrowserWindow: electron.BrowserWindow, dialog: electron.dialog }));

import { createMainWindow, mainWindowOptions } from '@headroom/electron/main/window';
import { CONTENT_SECURITY_POLICY } from '@headroom/electron/main/security';

describe('main window', () => {
  beforeEach(() => {
    electron.created.length = 0;
  });

  it('isolates the page from Node and Electron', () => {
    const prefs = mainWindowOptions('/app/dist/electron/preload.cjs').webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/dist/electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      navigateOnDragDrop: false,
      // Chromium's experimental web platform features stay off: unreviewed code paths.
      experimentalFeatures: false,
    });
  });

  it('creates the window with those preferences and loads the app origin', () => {
    createMainWindow('/p/preload.cjs');
    expect(electron.created).toHaveLength(1);
    const window = electron.created[0]!;
    expect(window.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      preload: '/p/preload.cjs',
    });
    expect(window.loadURL).toHaveBeenCalledWith('app://headroom/index.html');
  });
});

describe('content security policy', () => {
  const directives = new Map(
    CONTENT_SECURITY_POLICY.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

  it('allows only the app itself to run scripts and make requests', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('shuts off plugins, base rewriting, form posts and framing', () => {
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
