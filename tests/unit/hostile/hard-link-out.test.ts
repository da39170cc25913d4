/**
 * `--out DIR --force` replaces a file already in DIR instead of writing through it: a hard link
 * planted in DIR to a file outside it (same inode) used to have that outside file overwritten.
 */
import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeNoFollow } from '@headroom/electron/cli/node-io';

const temp = mkdtempSync(path.join(tmpdir(), 'headroom-hardlink-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('--out --force and hard links', () => {
  it('replaces the file in the folder and leaves the linked file outside as it was', async () => {
    const outside = path.join(temp, 'precious.txt');
    const dir = path.join(temp, 'out');
    mkdirSync(dir);
    writeFileSync(outside, 'keep me');
    linkSync(outside, path.join(dir, 'summary.csv'));
    await writeNoFollow(path.join(dir, 'summary.csv'), 'new results', { overwrite: true });
    expect(readFileSync(outside, 'utf8')).toBe('keep me');
    expect(readFileSync(path.join(dir, 'summary.csv'), 'utf8')).toBe('new results');
    // No temporary file is left behind.
    expect(readdirSync(dir)).toEqual(['summary.csv']);
  });

  it('still refuses to replace a file without --force', async () => {
    const file = path.join(temp, 'there.csv');
    writeFileSync(file, 'old');
    await expect(writeNoFollow(file, 'new', { overwrite: false })).rejects.toThrow(/EEXIST/);
    expect(readFileSync(file, 'utf8')).toBe('old');
  });
});
