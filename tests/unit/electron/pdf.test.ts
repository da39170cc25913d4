import { describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => {
  const state: {
    served: Array<{ url: string; status: number; csp: string | null; body: string }>;
    protocolHandler: ((request: Request) => Response) | null;
    webRequest:
      | ((details: { url: string }, callback: (response: { cancel: boolean }) => void) => void)
      | null;
    windows: Array<{ options: { webPreferences: Record<string, unknown> }; destroyed: boolean }>;
    /** When true, the next prints never answer (a report that hangs Chromium's print). */
    hang: boolean;
  } = { served: [], protocolHandler: null, webRequest: null, windows: [], hang: false };

  const printSession = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
    protocol: {
      handle: (_scheme: string, handler: (request: Request) => Response) => {
        state.protocolHandler = handler;
      },
    },
    webRequest: {
      onBeforeRequest: (listener: NonNullable<typeof state.webRequest>) => {
        state.webRequest = listener;
      },
    },
  };

  class BrowserWindow {
    destroyed = false;
    constructor(public options: { webPreferences: Record<string, unknown> }) {
      state.windows.push(this);
    }
    // Loading fetches the page through the session's protocol, as Chromium would.
    async loadURL(url: string): Promise<void> {
      const response = state.protocolHandler!(new Request(url));
      state.served.push({
        url,
        status: response.status,
        csp: response.headers.get('content-security-policy'),
        body: await response.text(),
      });
    }
    webContents = {
      printToPDF: vi.fn(() => (state.hang ? new Promise<Buffer>(() => {}) : Promise.resolve(Buffer.from('%PDF-1.7')))),
    };
    destroy(): void {
      this.destroyed = true;
    }
  }
  return {
    state,
    printSession,
    BrowserWindow,
    fromPartition: vi.fn((_partition: string, _options?: { cache?: boolean }) => printSession),
  };
});

vi.mock('electron', () => ({
  BrowserWindow: electron.BrowserWindow,
  session: { fromPartition: electron.fromPartition },
}));

import { renderHtmlToPdf } from '@headroom/electron/main/pdf';
import { PDF_TIMED_OUT_MARK } from '@shared/platform/desktop-api';

describe('report to PDF', () => {
  it('renders in a hidden, script-less, sandboxed window of its own session', async () => {
    const pdf = await renderHtmlToPdf('<!doctype html><h1>Q3 plan</h1>');
    expect(pdf.toString()).toBe('%PDF-1.7');

    const window = electron.state.windows[0]!;
    expect(window.options).toMatchObject({ show: false });
    expect(window.options.webPreferences).toMatchObject({
      javascript: false,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      session: electron.printSession,
    });
    expect(window.options.webPreferences).not.toHaveProperty('preload');
    expect(window.destroyed).toBe(true);
    // In memory only: a "persist:" partition would keep report pages on disk.
    expect(electron.fromPartition.mock.calls[0]?.[0]).not.toMatch(/^persist:/);
    expect(electron.printSession.setPermissionRequestHandler).toHaveBeenCalled();
  });

  it('serves the report once, under a CSP that allows no script or network', async () => {
    const served = electron.state.served[0]!;
    expect(served.status).toBe(200);
    expect(served.body).toContain('Q3 plan');
    expect(served.csp).toContain("default-src 'none'");
    expect(served.csp).not.toContain('script-src');

    // After printing, the same URL no longer yields the report.
    const again = electron.state.protocolHandler!(new Request(served.url));
    expect(again.status).toBe(404);
  });

  it('cancels every request other than the report and inline data', () => {
    const decide = (url: string) => {
      let cancel: boolean | undefined;
      electron.state.webRequest!({ url }, (response) => (cancel = response.cancel));
      return cancel;
    };
    expect(decide('https://example.com/track.png')).toBe(true);
    expect(decide('file:///etc/passwd')).toBe(true);
    expect(decide('app://headroom/index.html')).toBe(true);
    expect(decide('app://report/x.html')).toBe(false);
    expect(decide('data:image/png;base64,AAAA')).toBe(false);
  });

  it('gives up on a print that never answers, with an error the page can word, and closes the window', async () => {
    electron.state.hang = true;
    try {
      const started = Date.now();
      await expect(renderHtmlToPdf('<!doctype html><h1>Stuck</h1>', 50)).rejects.toThrow(
        new RegExp(`^${PDF_TIMED_OUT_MARK}: .*nothing was saved`),
      );
      expect(Date.now() - started).toBeLessThan(2000);
      expect(electron.state.windows.at(-1)!.destroyed).toBe(true);
      // Its report is no longer served either.
      expect(electron.state.protocolHandler!(new Request(electron.state.served.at(-1)!.url)).status).toBe(404);
    } finally {
      electron.state.hang = false;
    }
  });
});
