import type { IpcMainInvokeEvent } from 'electron';
import { BrowserWindow, ipcMain } from 'electron';
import { IpcChannel } from '../ipc-channels';
import { openFileWithDialog, saveFileWithDialog } from './files';
import { parseOpenFileRequest, parsePrintToPdfRequest, parseSaveFileRequest } from './ipc-requests';
import { isAppUrl } from './origin';
import { renderHtmlToPdf } from './pdf';

/**
 * The main-process side of the preload's functions: one handler per named channel.
 * Every handler first checks who is asking, then validates what was sent.
 */

export class UntrustedSenderError extends Error {
  constructor() {
    super('Request refused: it did not come from the Headroom window.');
    this.name = 'UntrustedSenderError';
  }
}

/**
 * Only pages served from the app origin may use the file functions. A frame that has
 * navigated away, an injected iframe or any other page gets nothing, even if it somehow
 * found a way to send on these channels.
 */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>): boolean {
  const frame = event.senderFrame;
  return frame !== null && isAppUrl(frame.url);
}

function assertTrustedSender(event: IpcMainInvokeEvent): void {
  if (!isTrustedSender(event)) throw new UntrustedSenderError();
}

function ownerWindow(event: IpcMainInvokeEvent): BrowserWindow | null {
  return BrowserWindow.fromWebContents(event.sender);
}

export function registerIpcHandlers(): void {
  ipcMain.handle(IpcChannel.openFile, async (event, raw: unknown) => {
    assertTrustedSender(event);
    return openFileWithDialog(ownerWindow(event), parseOpenFileRequest(raw));
  });

  ipcMain.handle(IpcChannel.saveFile, async (event, raw: unknown) => {
    assertTrustedSender(event);
    const request = parseSaveFileRequest(raw);
    const content =
      request.base64 !== undefined ? Buffer.from(request.base64, 'base64') : (request.text ?? '');
    return saveFileWithDialog(ownerWindow(event), request, content);
  });

  ipcMain.handle(IpcChannel.printToPdf, async (event, raw: unknown) => {
    assertTrustedSender(event);
    const request = parsePrintToPdfRequest(raw);
    // The save dialog comes first so the user is not kept waiting for a render they
    // may cancel; the report is rendered only once there is somewhere to put it.
    return saveFileWithDialog(
      ownerWindow(event),
      { suggestedName: request.suggestedName, filters: [{ name: 'PDF', extensions: ['pdf'] }] },
      () => renderHtmlToPdf(request.html),
    );
  });
}
