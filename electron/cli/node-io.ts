import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { MAX_SCENARIO_TEXT_LENGTH } from '@shared/scenario';
import type { CliIo } from './main';

/** The command's IO on a real machine: files, stdout, stderr and the wall clock. */
export function nodeIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    async readFile(file) {
      const info = await stat(file);
      if (info.isFile() && info.size > MAX_SCENARIO_TEXT_LENGTH * 4) {
        throw new Error(
          `the file is ${Math.round(info.size / 1024 / 1024)} MB, far larger than a scenario can be`,
        );
      }
      return readFile(file, 'utf8');
    },
    writeFile: (file, text) => writeFile(file, text, 'utf8'),
    makeDir: async (dir) => void (await mkdir(dir, { recursive: true })),
    stderrIsTTY: process.stderr.isTTY === true,
    now: () => performance.now(),
  };
}
