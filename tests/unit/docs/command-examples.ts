import type { FencedBlock } from './doc-files';

/**
 * The doc-test convention (docs/contributing.md, "Command examples are tests"): a ```sh block
 * holds one `npm run simulate -- …` command (lines may continue with a trailing backslash) and
 * the ```text block right after it holds lines its output must contain. A command block that
 * cannot run here (it needs Electron, the internet, a generated file) says so on the line above:
 * <!-- doc-test: skip (the reason) -->. <!-- doc-test: exit 2 --> expects that exit status.
 */
export interface CommandExample {
  page: string;
  line: number;
  /** Arguments after `npm run simulate --`, as a shell would split them. */
  argv: string[];
  expected: string[];
  exitCode: number;
}

export type ExampleReading =
  | { kind: 'run'; example: CommandExample }
  | { kind: 'skip'; reason: string }
  | { kind: 'error'; message: string };

const SIMULATE = ['npm', 'run', 'simulate', '--'];

/** Splits a command line as sh does for plain words and '…' / "…" quoting; refuses what it cannot run. */
export function shellWords(command: string): string[] | string {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < command.length; i++) {
    const char = command.charAt(i);
    if (char === "'" || char === '"') {
      const end = command.indexOf(char, i + 1);
      if (end < 0) return 'a quote is never closed';
      word = (word ?? '') + command.slice(i + 1, end);
      i = end;
    } else if (/\s/.test(char)) {
      if (word !== null) words.push(word);
      word = null;
    } else if ('|&;<>$`#'.includes(char) && word === null) {
      return `"${char}" is shell syntax the doc test does not run; mark the block doc-test: skip`;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

/** What the doc test does with one ```sh block, given the block after it. */
export function readExample(
  page: string,
  block: FencedBlock,
  next: FencedBlock | undefined,
): ExampleReading {
  const skip = block.marker && /^doc-test:\s*skip\b\s*(.*)$/.exec(block.marker);
  if (skip) {
    const reason = (skip[1] ?? '').trim();
    return reason.length >= 10
      ? { kind: 'skip', reason }
      : {
          kind: 'error',
          message: `${page}:${block.line}: doc-test: skip needs a reason saying why it cannot run`,
        };
  }
  const where = `${page}:${block.line}`;
  const command = block.body.replace(/\\\n/g, ' ').trim();
  if (command.includes('\n'))
    return { kind: 'error', message: `${where}: one command a block (or mark it doc-test: skip)` };
  const words = shellWords(command);
  if (typeof words === 'string') return { kind: 'error', message: `${where}: ${words}` };
  if (SIMULATE.some((word, index) => words[index] !== word))
    return {
      kind: 'error',
      message: `${where}: only "npm run simulate -- …" runs in the doc test; mark others doc-test: skip with the reason`,
    };
  if (!next || next.lang !== 'text')
    return {
      kind: 'error',
      message: `${where}: no \`\`\`text block of expected output follows the command`,
    };
  const expected = next.body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== '...');
  if (expected.length === 0)
    return { kind: 'error', message: `${where}: the expected output is empty` };
  const exit = block.marker ? /^doc-test:\s*exit\s+(\d+)$/.exec(block.marker) : null;
  return {
    kind: 'run',
    example: {
      page,
      line: block.line,
      argv: words.slice(SIMULATE.length),
      expected,
      exitCode: exit ? Number(exit[1]) : 0,
    },
  };
}

/** Whether a fenced block holds a command (so it must be a ```sh block the doc test reads). */
export function looksLikeCommand(block: FencedBlock): boolean {
  return (
    /^\s*(npm|npx|node|sudo|apt-get)\s/m.test(block.body) &&
    !['text', 'json', 'csv'].includes(block.lang)
  );
}

/** Runs of spaces as one, so an expected line need not copy a table's column padding. */
export function squeezeSpaces(text: string): string {
  return text.replace(/[ \t]+/g, ' ');
}
