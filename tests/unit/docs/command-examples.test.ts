import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { runCli } from '@headroom/electron/cli/main';
import { nodeIo } from '@headroom/electron/cli/node-io';
import { docFiles, fencedBlocks } from './doc-files';
import {
  looksLikeCommand,
  readExample,
  shellWords,
  squeezeSpaces,
  type CommandExample,
} from './command-examples';

const readings = docFiles().flatMap((page) => {
  const blocks = fencedBlocks(page.text);
  return blocks.flatMap((block, index) => {
    if (block.lang !== 'sh' && looksLikeCommand(block))
      return [
        {
          kind: 'error' as const,
          message: `${page.path}:${block.line}: a command in a \`\`\`${block.lang} block; make it \`\`\`sh`,
        },
      ];
    return block.lang === 'sh' ? [readExample(page.path, block, blocks[index + 1])] : [];
  });
});
const examples = readings.flatMap((reading) => (reading.kind === 'run' ? [reading.example] : []));
const outFolder = mkdtempSync(join(tmpdir(), 'headroom-doc-examples-'));
afterAll(() => rmSync(outFolder, { recursive: true, force: true }));

/** Paths the example writes (--out, --write) go to a fresh temporary folder instead. */
function intoTempFolder(argv: readonly string[], index: number): string[] {
  const folder = join(outFolder, String(index));
  return argv.map((word, at) =>
    at > 0 && (argv[at - 1] === '--out' || argv[at - 1] === '--write')
      ? join(folder, basename(word))
      : word,
  );
}

/** Runs the command in this process (the CLI's own entry, Node's files, output captured). */
async function run(
  example: CommandExample,
  index: number,
): Promise<{ code: number; output: string }> {
  let output = '';
  const io = {
    ...nodeIo(),
    stdout: (text: string) => void (output += text),
    stderr: (text: string) => void (output += text),
    stderrIsTTY: false,
  };
  const code = await runCli(intoTempFolder(example.argv, index), io, simulateScenario);
  return { code, output };
}

describe('command examples in the README and docs/', () => {
  it('every command block runs with a check of its output, or says why it cannot run', () => {
    expect(
      readings.flatMap((reading) => (reading.kind === 'error' ? [reading.message] : [])),
    ).toEqual([]);
    expect(examples.length).toBeGreaterThan(5);
  });

  it.each(
    examples.map((example, index) => [`${example.page}:${example.line}`, example, index] as const),
  )('%s prints what the page says', async (_where, example, index) => {
    const { code, output } = await run(example, index);
    const printed = squeezeSpaces(output);
    const missing = example.expected.filter((line) => !printed.includes(squeezeSpaces(line)));
    expect({ code, missing }, output).toEqual({ code: example.exitCode, missing: [] });
  });

  it('splits commands as a shell does and refuses what it cannot run', () => {
    expect(
      shellWords(`npm run simulate -- s.json --set 'a[id=x].b=1' --set "c=two words"`),
    ).toEqual([
      'npm',
      'run',
      'simulate',
      '--',
      's.json',
      '--set',
      'a[id=x].b=1',
      '--set',
      'c=two words',
    ]);
    expect(shellWords('npm run simulate -- s.json > out.txt')).toMatch(/shell syntax/);
    const block = { lang: 'sh', body: 'npm run simulate -- s.json', line: 3, marker: null };
    expect(readExample('p.md', block, undefined)).toMatchObject({ kind: 'error' });
    expect(readExample('p.md', { ...block, marker: 'doc-test: skip' }, undefined)).toMatchObject({
      kind: 'error',
    });
    expect(
      readExample(
        'p.md',
        { ...block, marker: 'doc-test: exit 2' },
        { lang: 'text', body: 'x', line: 5, marker: null },
      ),
    ).toMatchObject({
      kind: 'run',
      example: { exitCode: 2, expected: ['x'] },
    });
  });
});
