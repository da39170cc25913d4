import { open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  BrowserWindow,
  FileFilter as ElectronFileFilter,
  OpenDialogOptions,
  SaveDialogOptions,
} from 'electron';
import { app, dialog } from 'electron';
import {
  openFileLimit,
  type FileFilter,
  type OpenedFile,
  type OpenFileRequest,
  type SaveFileResult,
} from '@shared/platform/desktop-api';
import { decodeScenarioFile } from '@shared/scenario/file-bytes';

/**
 * Native open and save dialogs. The renderer never names a path: the user picks one in
 * a dialog the main process shows, so a page cannot read or overwrite files on its own.
 */

/**
 * Thrown when a picked file is over the limit of its kind (openFileLimit). Only the message
 * crosses IPC (as "Error invoking remote method '…': FileTooLargeError: …"), so name and
 * wording match the web bridge's error of the same name for the renderer to recognise.
 */
export class FileTooLargeError extends Error {
  constructor(fileName: string, sizeBytes: number, limitBytes: number) {
    super(`${fileName} is ${sizeBytes} bytes; the limit is ${limitBytes} bytes.`);
    this.name = 'FileTooLargeError';
  }
}

function toElectronFilters(filters: FileFilter[] | undefined): ElectronFileFilter[] | undefined {
  return filters?.map((filter) => ({ name: filter.name, extensions: [...filter.extensions] }));
}

/**
 * Turns the renderer's suggested name into a bare file name: folders are dropped and
 * characters that Windows or macOS refuse are replaced, so the dialog opens in the
 * user's Documents folder with a name it can actually use.
 */
export function safeFileName(suggested: string): string {
  const base = path.basename(suggested.replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip.
  const cleaned = base.replace(/[<>:"/\\|?*\u0000-\u001f]/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'headroom-export' : cleaned;
}

/** Reads at most the cap plus one byte, so an oversized file is refused without loading it. */
export async function readCapped(filePath: string, limitBytes: number): Promise<string> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    if (size > limitBytes) throw new FileTooLargeError(path.basename(filePath), size, limitBytes);
    const buffer = Buffer.alloc(Math.min(size, limitBytes) + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    // The file may have grown between stat and read; the cap holds either way.
    if (bytesRead > limitBytes) {
      throw new FileTooLargeError(path.basename(filePath), bytesRead, limitBytes);
    }
    // The same checks as the command line and the web page: BOM accepted, UTF-16 refused by name.
    const decoded = decodeScenarioFile(buffer.subarray(0, bytesRead), bytesRead, limitBytes);
    if (!decoded.ok) throw new Error(`${path.basename(filePath)}: ${decoded.message}`);
    return decoded.text;
  } finally {
    await handle.close();
  }
}

export async function openFileWithDialog(
  owner: BrowserWindow | null,
  request: OpenFileRequest,
): Promise<OpenedFile | null> {
  const options: OpenDialogOptions = {
    properties: ['openFile'],
    ...(request.title !== undefined ? { title: request.title } : {}),
    ...(request.filters !== undefined ? { filters: toElectronFilters(request.filters) } : {}),
  };
  const result = owner
    ? await dialog.showOpenDialog(owner, options)
    : await dialog.showOpenDialog(options);
  const filePath = result.filePaths[0];
  if (result.canceled || filePath === undefined) return null;
  return {
    name: path.basename(filePath),
    text: await readCapped(filePath, openFileLimit(request.kind)),
  };
}

export async function saveFileWithDialog(
  owner: BrowserWindow | null,
  request: { title?: string; suggestedName: string; filters?: FileFilter[] },
  /** The bytes, or a function making them once the user has picked a place (a PDF render). */
  content: string | Uint8Array | (() => Promise<Uint8Array>),
): Promise<SaveFileResult> {
  const options: SaveDialogOptions = {
    defaultPath: path.join(app.getPath('documents'), safeFileName(request.suggestedName)),
    ...(request.title !== undefined ? { title: request.title } : {}),
    ...(request.filters !== undefined ? { filters: toElectronFilters(request.filters) } : {}),
  };
  const result = owner
    ? await dialog.showSaveDialog(owner, options)
    : await dialog.showSaveDialog(options);
  if (result.canceled || !result.filePath) return { saved: false };
  await writeFile(result.filePath, typeof content === 'function' ? await content() : content);
  return { saved: true, path: result.filePath };
}
