import { describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => ({
  exposeInMainWorld: vi.fn(),
  invoke: vi.fn((channel: string, ...args: unknown[]) => Promise.resolve({ channel, args })),
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: electron.exposeInMainWorld },
  ipcRenderer: { invoke: electron.invoke, send: vi.fn(), on: vi.fn(), sendSync: vi.fn() },
}));

import { IpcChannel } from '@headroom/electron/ipc-channels';
import '@headroom/electron/preload/preload';

function exposed(): Record<string, unknown> {
  expect(electron.exposeInMainWorld).toHaveBeenCalledOnce();
  const [key, api] = electron.exposeInMainWorld.mock.calls[0] as [string, Record<string, unknown>];
  expect(key).toBe('headroom');
  return api;
}

describe('preload bridge', () => {
  it('exposes the platform tag and the three named functions, nothing else', () => {
    const api = exposed();
    expect(Object.keys(api).sort()).toEqual(['openFile', 'platform', 'printToPdf', 'saveFile']);
    expect(api.platform).toBe('electron');
    for (const value of Object.values(api)) {
      expect(value).not.toHaveProperty('invoke');
      expect(value).not.toHaveProperty('send');
    }
  });

  it.each([
    ['openFile', IpcChannel.openFile, { title: 'Open' }],
    ['saveFile', IpcChannel.saveFile, { suggestedName: 'a.csv', text: 'x' }],
    ['printToPdf', IpcChannel.printToPdf, { suggestedName: 'a.pdf', html: '<p>x</p>' }],
  ] as const)(
    '%s invokes only its own channel with only the request',
    async (name, channel, request) => {
      const api = exposed();
      electron.invoke.mockClear();
      const call = api[name] as (request: unknown, ...extra: unknown[]) => Promise<unknown>;
      // An extra argument from page code must not ride along to the main process.
      await expect(call(request, 'headroom:something-else')).resolves.toEqual({
        channel,
        args: [request],
      });
      expect(electron.invoke).toHaveBeenCalledExactlyOnceWith(channel, request);
    },
  );
});
