import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_OPEN_FILE_BYTES } from '@shared/platform/desktop-api';

const electron = vi.hoisted(() => ({
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>(),
  showOpenDialog: vi.fn(),
  showSaveDialog: vi.fn(),
}));

vi.mock('electron', () => ({
  ipcMain: {
    handle: (
      channel: string,
      handler: (event: unknown, ...args: unknown[]) => Promise<unknown>,
    ) => {
      electron.handlers.set(channel, handler);
    },
  },
  dialog: { showOpenDialog: electron.showOpenDialog, showSaveDialog: electron.showSaveDialog },
  app: { getPath: () => tmpdir() },
  BrowserWindow: { fromWebContents: () => null },
  session: {},
}));

import { IpcChannel } from '@headroom/electron/ipc-channels';
import { isTrustedSender, registerIpcHandlers } from '@headroom/electron/main/ipc';

function eventFrom(url: string | null) {
  return { sender: {}, senderFrame: url === null ? null : { url } };
}

function handler(channel: string) {
  const found = electron.handlers.get(channel);
  if (!found) throw new Error(`no handler on ${channel}`);
  return found;
}

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'headroom-ipc-'));
  registerIpcHandlers();
});

beforeEach(() => {
  electron.showOpenDialog.mockReset();
  electron.showSaveDialog.mockReset();
});

describe('IPC sender check', () => {
  it('accepts the app window and refuses everything else', () => {
    expect(isTrustedSender(eventFrom('app://headroom/index.html') as never)).toBe(true);
    expect(isTrustedSender(eventFrom('https://example.com/') as never)).toBe(false);
    expect(isTrustedSender(eventFrom('app://elsewhere/index.html') as never)).toBe(false);
    expect(isTrustedSender(eventFrom('file:///tmp/x.html') as never)).toBe(false);
    expect(isTrustedSender(eventFrom(null) as never)).toBe(false);
  });

  it('registers exactly the named channels', () => {
    expect([...electron.handlers.keys()].sort()).toEqual(Object.values(IpcChannel).sort());
  });

  it.each(Object.values(IpcChannel))(
    '%s rejects a foreign frame before touching a dialog',
    async (channel) => {
      const request = { suggestedName: 'x.csv', text: 'a', html: '<p>x</p>' };
      await expect(handler(channel)(eventFrom('https://example.com/'), request)).rejects.toThrow(
        /did not come from/,
      );
      await expect(handler(channel)(eventFrom(null), request)).rejects.toThrow(/did not come from/);
      expect(electron.showOpenDialog).not.toHaveBeenCalled();
      expect(electron.showSaveDialog).not.toHaveBeenCalled();
    },
  );
});

describe('open file', () => {
  it('returns the chosen file to the app', async () => {
    const file = path.join(dir, 'plan.json');
    await writeFile(file, '\uFEFF{"schemaVersion":1}');
    electron.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [file] });
    const opened = await handler(IpcChannel.openFile)(eventFrom('app://headroom/index.html'), {
      title: 'Open scenario',
      filters: [{ name: 'Headroom scenario', extensions: ['json'] }],
    });
    expect(opened).toEqual({ name: 'plan.json', text: '{"schemaVersion":1}' });
    expect(electron.showOpenDialog.mock.calls[0]?.[0]).toMatchObject({
      title: 'Open scenario',
      properties: ['openFile'],
      filters: [{ name: 'Headroom scenario', extensions: ['json'] }],
    });
  });

  it('returns null when the user cancels', async () => {
    electron.showOpenDialog.mockResolvedValue({ canceled: true, filePaths: [] });
    await expect(
      handler(IpcChannel.openFile)(eventFrom('app://headroom/index.html'), {}),
    ).resolves.toBeNull();
  });

  it('refuses a file over the size cap', async () => {
    const file = path.join(dir, 'huge.json');
    await writeFile(file, Buffer.alloc(MAX_OPEN_FILE_BYTES + 1, 0x20));
    electron.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [file] });
    await expect(
      handler(IpcChannel.openFile)(eventFrom('app://headroom/index.html'), {}),
    ).rejects.toThrow(
      expect.objectContaining({
        name: 'FileTooLargeError',
        message: expect.stringContaining('huge.json'),
      }),
    );
  });
});

describe('save file', () => {
  it('writes text where the user chose', async () => {
    const target = path.join(dir, 'out.csv');
    electron.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    const result = await handler(IpcChannel.saveFile)(eventFrom('app://headroom/index.html'), {
      suggestedName: '../../etc/results.csv',
      text: 'a,b\n1,2\n',
    });
    expect(result).toEqual({ saved: true, path: target });
    expect(await readFile(target, 'utf8')).toBe('a,b\n1,2\n');
    // The suggested name cannot steer the dialog out of the Documents folder.
    expect(electron.showSaveDialog.mock.calls[0]?.[0]).toMatchObject({
      defaultPath: path.join(tmpdir(), 'results.csv'),
    });
  });

  it('decodes base64 content to bytes', async () => {
    const target = path.join(dir, 'out.zip');
    electron.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    await handler(IpcChannel.saveFile)(eventFrom('app://headroom/index.html'), {
      suggestedName: 'tables.zip',
      base64: Buffer.from([0, 1, 2, 255]).toString('base64'),
    });
    expect([...(await readFile(target))]).toEqual([0, 1, 2, 255]);
  });

  it('reports a cancelled save', async () => {
    electron.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    await expect(
      handler(IpcChannel.saveFile)(eventFrom('app://headroom/index.html'), {
        suggestedName: 'x.csv',
        text: '',
      }),
    ).resolves.toEqual({ saved: false });
  });

  it('rejects a malformed request without opening a dialog', async () => {
    const app = eventFrom('app://headroom/index.html');
    await expect(
      handler(IpcChannel.saveFile)(app, { suggestedName: 'x', text: 'a', base64: 'YQ==' }),
    ).rejects.toThrow();
    await expect(handler(IpcChannel.saveFile)(app, { suggestedName: 'x' })).rejects.toThrow();
    await expect(
      handler(IpcChannel.saveFile)(app, { suggestedName: 7, text: 'a' }),
    ).rejects.toThrow();
    await expect(handler(IpcChannel.saveFile)(app, 'x')).rejects.toThrow();
    expect(electron.showSaveDialog).not.toHaveBeenCalled();
  });
});

describe('print to PDF', () => {
  it('asks where to save first and renders nothing when the user cancels', async () => {
    electron.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    // The mocked electron has no print session: reaching the renderer would throw.
    await expect(
      handler(IpcChannel.printToPdf)(eventFrom('app://headroom/index.html'), {
        html: '<p>x</p>',
        suggestedName: 'Q3 plan.pdf',
      }),
    ).resolves.toEqual({ saved: false });
    expect(electron.showSaveDialog.mock.calls[0]?.[0]).toMatchObject({
      defaultPath: path.join(tmpdir(), 'Q3 plan.pdf'),
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    });
  });
});
