import type { BrowserWindow, Dialog, MessageBoxOptions, RenderProcessGoneDetails } from 'electron';

/**
 * Never a dead window: when the page's renderer process dies (a crash, out of memory, killed)
 * or stops responding, say so and offer to reload. The library lives in IndexedDB, so a
 * reload loses at most the unsaved keystrokes of the last moments (autosave has the rest).
 */
interface RecoveryText {
  gone: (reason: string) => string;
  unresponsive: string;
  reload: string;
  close: string;
  wait: string;
}

const TEXT: Record<'en' | 'zh', RecoveryText> = {
  en: {
    gone: (reason) => `The Headroom window stopped (${reason}). Reload it? Your saved scenarios are kept.`,
    unresponsive: 'Headroom is not responding. Reload the window, or wait for it?',
    reload: 'Reload',
    close: 'Close',
    wait: 'Wait',
  },
  zh: {
    gone: (reason) => `Headroom 窗口已停止（${reason}）。要重新加载吗？已保存的场景会保留。`,
    unresponsive: 'Headroom 没有响应。要重新加载窗口，还是继续等待？',
    reload: '重新加载',
    close: '关闭',
    wait: '等待',
  },
};

export interface RecoveryDeps {
  dialog: Pick<Dialog, 'showMessageBox'>;
  /** The system's language tag (app.getLocale()): Chinese text for zh-*, English otherwise. */
  locale: string;
}

type Window = Pick<BrowserWindow, 'on' | 'isDestroyed' | 'close'> & {
  webContents: Pick<BrowserWindow['webContents'], 'on' | 'reload' | 'forcefullyCrashRenderer'>;
};

export function watchRenderer(window: Window, { dialog, locale }: RecoveryDeps): void {
  const text = TEXT[locale.toLowerCase().startsWith('zh') ? 'zh' : 'en'];
  let asking = false;

  const ask = async (options: MessageBoxOptions): Promise<number | null> => {
    if (asking || window.isDestroyed()) return null;
    asking = true;
    try {
      return (await dialog.showMessageBox(window as BrowserWindow, options)).response;
    } finally {
      asking = false;
    }
  };

  window.webContents.on('render-process-gone', (_event: unknown, details: RenderProcessGoneDetails) => {
    // A clean exit is the window closing, not a failure.
    if (details.reason === 'clean-exit') return;
    void ask({ type: 'error', title: 'Headroom', message: text.gone(details.reason), buttons: [text.reload, text.close], defaultId: 0, cancelId: 1, noLink: true }).then(
      (choice) => {
        if (choice === null || window.isDestroyed()) return;
        if (choice === 0) window.webContents.reload();
        else window.close();
      },
    );
  });

  window.on('unresponsive', () => {
    void ask({ type: 'warning', title: 'Headroom', message: text.unresponsive, buttons: [text.reload, text.wait], defaultId: 1, cancelId: 1, noLink: true }).then(
      (choice) => {
        if (choice !== 0 || window.isDestroyed()) return;
        // A hung renderer cannot be reloaded in place: end it, then load the page afresh.
        window.webContents.forcefullyCrashRenderer();
        window.webContents.reload();
      },
    );
  });
}
