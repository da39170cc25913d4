import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({ app: {}, dialog: {} }));

import { readCapped } from '@headroom/electron/main/files';
import { parseOpenFileRequest } from '@headroom/electron/main/ipc-requests';
import { failureFromOpenError } from '@headroom/renderer/library/import-failure';
import {
  MAX_OPEN_BACKUP_BYTES,
  MAX_OPEN_FILE_BYTES,
  openFileLimit,
} from '@shared/platform/desktop-api';
import { decodeScenarioFile } from '@shared/scenario';

const temp = mkdtempSync(path.join(tmpdir(), 'headroom-backup-limit-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A JSON file of about `bytes` bytes. */
function jsonFile(name: string, bytes: number): string {
  const file = path.join(temp, name);
  writeFileSync(file, `{"pad":"${'x'.repeat(bytes - 10)}"}`);
  return file;
}

describe('a library backup larger than a scenario file', () => {
  it('is read when opened as a backup, up to the backup limit, and refused as a scenario', async () => {
    expect(openFileLimit('backup')).toBe(MAX_OPEN_BACKUP_BYTES);
    expect(openFileLimit(undefined)).toBe(MAX_OPEN_FILE_BYTES);
    const sevenMb = jsonFile('library.headroom-backup.json', 7 * 1024 * 1024);
    const text = await readCapped(sevenMb, openFileLimit('backup'));
    expect(text.length).toBe(7 * 1024 * 1024);
    await expect(readCapped(sevenMb, openFileLimit('scenario'))).rejects.toThrow(
      /FileTooLargeError|is 7340032 bytes; the limit is 5242880 bytes/,
    );
  });

  it('past the backup limit, is refused before reading with a message the restore dialog words with both sizes', async () => {
    const big = jsonFile('huge.headroom-backup.json', MAX_OPEN_BACKUP_BYTES + 1);
    const refusal = await readCapped(big, MAX_OPEN_BACKUP_BYTES).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    // Only the message crosses IPC; the renderer reads the sizes back out of it.
    const crossed = new Error(`Error invoking remote method 'headroom:open-file': ${(refusal as Error).name}: ${(refusal as Error).message}`);
    expect(failureFromOpenError(crossed)).toEqual({
      kind: 'tooLarge',
      fileName: 'huge.headroom-backup.json',
      sizeBytes: MAX_OPEN_BACKUP_BYTES + 1,
      limitBytes: MAX_OPEN_BACKUP_BYTES,
    });
  });

  it('decodes by the limit it is given, naming it when refused', () => {
    const bytes = new Uint8Array(6 * 1024 * 1024).fill(0x20);
    expect(decodeScenarioFile(bytes).ok).toBe(false);
    expect(decodeScenarioFile(bytes, bytes.length, MAX_OPEN_BACKUP_BYTES).ok).toBe(true);
    expect(decodeScenarioFile(bytes, MAX_OPEN_BACKUP_BYTES + 1, MAX_OPEN_BACKUP_BYTES)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/larger than 64 MB/),
    });
  });

  it('takes only the kinds the app opens from the page', () => {
    expect(parseOpenFileRequest({ kind: 'backup' })).toEqual({ kind: 'backup' });
    expect(parseOpenFileRequest({ kind: 'scenario' })).toEqual({ kind: 'scenario' });
    expect(() => parseOpenFileRequest({ kind: 'anything' })).toThrow(/kind/);
    expect(() => parseOpenFileRequest({ kind: 1e9 })).toThrow(/kind/);
  });
});
