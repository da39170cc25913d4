import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({}));

import { watchRenderer } from '@headroom/electron/main/window-recovery';

/** A window with its listeners captured, so a test can fire what Electron would. */
function fakeWindow() {
  const contentsListeners = new Map<string, (...args: unknown[]) => void>();
  const windowListeners = new Map<string, (...args: unknown[]) => void>();
  const window = {
    destroyed: false,
    isDestroyed: () => window.destroyed,
    close: vi.fn(),
    on: vi.fn((name: string, fn: (...args: unknown[]) => void) => void windowListeners.set(name, fn)),
    webContents: {
      on: vi.fn((name: string, fn: (...args: unknown[]) => void) => void contentsListeners.set(name, fn)),
      reload: vi.fn(),
      forcefullyCrashRenderer: vi.fn(),
    },
  };
  return { window, contentsListeners, windowListeners };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function dialogAnswering(response: number) {
  return { showMessageBox: vi.fn(() => Promise.resolve({ response, checkboxChecked: false })) };
}

describe('a main window whose page crashes or hangs', () => {
  it('offers a reload when the renderer process is gone, and reloads on yes', async () => {
    const { window, contentsListeners } = fakeWindow();
    const dialog = dialogAnswering(0);
    watchRenderer(window as never, { dialog: dialog as never, locale: 'en-US' });
    contentsListeners.get('render-process-gone')!({}, { reason: 'oom', exitCode: 1 });
    await flush();
    expect(dialog.showMessageBox).toHaveBeenCalledTimes(1);
    const options = (dialog.showMessageBox.mock.calls[0] as unknown[])[1] as { message: string; buttons: string[] };
    expect(options.message).toContain('oom');
    expect(options.buttons).toEqual(['Reload', 'Close']);
    expect(window.webContents.reload).toHaveBeenCalledTimes(1);
  });

  it('closes the window when the planner chooses Close, and ignores a clean exit', async () => {
    const { window, contentsListeners } = fakeWindow();
    const dialog = dialogAnswering(1);
    watchRenderer(window as never, { dialog: dialog as never, locale: 'en' });
    contentsListeners.get('render-process-gone')!({}, { reason: 'clean-exit', exitCode: 0 });
    await flush();
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
    contentsListeners.get('render-process-gone')!({}, { reason: 'crashed', exitCode: 11 });
    await flush();
    expect(window.close).toHaveBeenCalledTimes(1);
    expect(window.webContents.reload).not.toHaveBeenCalled();
  });

  it('asks once while the page hangs, in Chinese on a Chinese system, and restarts the renderer on Reload', async () => {
    const { window, windowListeners } = fakeWindow();
    let answer: (value: { response: number }) => void = () => undefined;
    const dialog = { showMessageBox: vi.fn(() => new Promise<{ response: number }>((resolve) => (answer = resolve))) };
    watchRenderer(window as never, { dialog: dialog as never, locale: 'zh-CN' });
    windowListeners.get('unresponsive')!();
    windowListeners.get('unresponsive')!();
    expect(dialog.showMessageBox).toHaveBeenCalledTimes(1);
    const options = (dialog.showMessageBox.mock.calls[0] as unknown[])[1] as { message: string; buttons: string[] };
    expect(options.message).toContain('没有响应');
    answer({ response: 0 });
    await flush();
    expect(window.webContents.forcefullyCrashRenderer).toHaveBeenCalledTimes(1);
    expect(window.webContents.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing more when the planner waits', async () => {
    const { window, windowListeners } = fakeWindow();
    const dialog = dialogAnswering(1);
    watchRenderer(window as never, { dialog: dialog as never, locale: 'en' });
    windowListeners.get('unresponsive')!();
    await flush();
    expect(window.webContents.reload).not.toHaveBeenCalled();
  });
});
