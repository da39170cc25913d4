import { constants, createReadStream } from 'node:fs';
import { lstat, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { decodeScenarioFile, MAX_SCENARIO_FILE_BYTES, tooLargeMessage } from '@shared/scenario';
import { MAX_TRAFFIC_CSV_BYTES, TrafficFileError } from '@shared/traffic-import';
import type { CliIo } from './main';
import type { PathKind } from './out-folder';

/**
 * Reads at most the limit plus one byte, whatever the file is (a device such as /dev/zero
 * has no size to check first), then decodes it as a scenario file: one byte limit, a UTF-8
 * byte-order mark accepted, UTF-16 refused by name.
 */
export async function readScenarioFile(file: string, limit: number = MAX_SCENARIO_FILE_BYTES): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(limit + 1);
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled > limit) throw new Error(tooLargeMessage(null));
    const decoded = decodeScenarioFile(buffer.subarray(0, filled), filled);
    if (!decoded.ok) throw new Error(decoded.message);
    return decoded.text;
  } finally {
    await handle.close();
  }
}

/**
 * A traffic file in 1 MiB pieces of text, so a large log is never held whole. Refused up front
 * past the largest traffic file (the parser also counts, for a file that grows while read).
 */
async function* readTrafficChunks(file: string): AsyncIterable<string> {
  const size = (await stat(file)).size;
  if (size > MAX_TRAFFIC_CSV_BYTES)
    throw new TrafficFileError('tooLarge', null, `the file is ${(size / 1024 / 1024).toFixed(0)} MB; a traffic file may be at most ${MAX_TRAFFIC_CSV_BYTES / 1024 / 1024} MB`);
  // utf8 decoding in the stream keeps a character split between pieces whole.
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) yield chunk as string;
}

/** What `file` is, without following a link at its end. */
async function inspectPath(file: string): Promise<PathKind> {
  try {
    const stat = await lstat(file);
    if (stat.isSymbolicLink()) return 'symlink';
    if (stat.isDirectory()) return 'folder';
    return stat.isFile() ? 'file' : 'other';
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return 'missing';
    throw error;
  }
}

/**
 * Opens with O_NOFOLLOW and O_EXCL (a link planted between the check and the write fails
 * instead of being followed; Windows has no O_NOFOLLOW, the lstat check stands there).
 * Overwriting writes a new file beside the old one and renames it over it: the old file is
 * replaced, never written through, so a hard link from it to a file outside the folder leaves
 * that file as it was (truncating it in place wrote through such a link).
 */
export async function writeNoFollow(file: string, text: string, options: { overwrite: boolean }): Promise<void> {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);
  const target = options.overwrite ? `${file}.${process.pid}.${Math.floor(performance.now())}.tmp` : file;
  const handle = await open(target, flags, 0o666);
  try {
    await handle.writeFile(text, 'utf8');
  } finally {
    await handle.close();
  }
  if (!options.overwrite) return;
  try {
    await rename(target, file);
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/** The command's IO on a real machine: files, stdout, stderr and the wall clock. */
export function nodeIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    readFile: (file) => readScenarioFile(file),
    // Price lists are streamed in 1 MB pieces: a 1 GB offer file never sits in memory whole.
    readChunks: (file) => createReadStream(file, { highWaterMark: 1024 * 1024 }),
    today: () => new Date().toISOString().slice(0, 10),
    inspect: inspectPath,
    writeFile: writeNoFollow,
    makeDir: async (dir) => void (await mkdir(dir, { recursive: true })),
    stderrIsTTY: process.stderr.isTTY === true,
    now: () => performance.now(),
    readTextChunks: readTrafficChunks,
  };
}
