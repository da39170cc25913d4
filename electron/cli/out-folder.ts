import path from 'node:path';
import { cutText } from '@shared/scenario';

/** What a path is, read without following a symbolic link at its end (lstat). */
export type PathKind = 'missing' | 'file' | 'folder' | 'symlink' | 'other';

/** What writing `--out DIR` needs from the outside world; tests pass fakes, the entry point Node's. */
export interface OutIo {
  inspect(file: string): Promise<PathKind>;
  makeDir(dir: string): Promise<void>;
  /**
   * Writes a file that is not a symbolic link; `overwrite: false` fails on any existing file,
   * so a file planted after the check is not replaced either.
   */
  writeFile(file: string, text: string, options: { overwrite: boolean }): Promise<void>;
}

/** `--out` refused to write (a link, not a folder, files it would replace): invalid input, exit 2. */
export class OutFolderError extends Error {}

/**
 * Checks that `names` can be written into `dir` without following a link or replacing a file
 * unasked; throws OutFolderError naming what stands in the way. Called before a long run, so
 * the answer does not come after minutes of simulation, and again just before writing.
 * A results folder is often a shared or scripted place: the folder and each file must not be
 * symbolic links (a planted link would send the write elsewhere), and files already there are
 * replaced only with `force`.
 */
export async function checkOutFolder(dir: string, names: readonly string[], force: boolean, io: OutIo): Promise<void> {
  const shown = cutText(dir);
  const kind = await io.inspect(dir);
  if (kind === 'symlink') throw new OutFolderError(`--out ${shown}: it is a symbolic link; name the folder itself`);
  if (kind === 'file' || kind === 'other') throw new OutFolderError(`--out ${shown}: it is not a folder`);
  if (kind === 'missing') return;
  const links: string[] = [];
  const existing: string[] = [];
  for (const name of names) {
    const there = await io.inspect(path.join(dir, name));
    if (there === 'symlink') links.push(name);
    else if (there !== 'missing') existing.push(name);
  }
  if (links.length > 0)
    throw new OutFolderError(`--out ${shown}: ${links.join(', ')} ${links.length === 1 ? 'is a symbolic link' : 'are symbolic links'}; nothing was written (remove ${links.length === 1 ? 'it' : 'them'} or choose another folder)`);
  if (existing.length > 0 && !force)
    throw new OutFolderError(`--out ${shown}: would overwrite ${existing.join(', ')}; nothing was written (add --force to replace ${existing.length === 1 ? 'it' : 'them'}, or choose another folder)`);
}

/** Writes `files` (name -> text) into `dir`, creating it, after checkOutFolder. Returns the names written. */
export async function writeOutFiles(dir: string, files: Readonly<Record<string, string>>, force: boolean, io: OutIo): Promise<string[]> {
  const names = Object.keys(files);
  await checkOutFolder(dir, names, force, io);
  if ((await io.inspect(dir)) === 'missing') await io.makeDir(dir);
  // Made just now by someone else as a link or a file: refuse rather than follow it.
  await checkOutFolder(dir, names, force, io);
  for (const name of names) await io.writeFile(path.join(dir, name), files[name]!, { overwrite: force });
  return names;
}
