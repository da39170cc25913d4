import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root: tests run from it (Vitest's working directory). */
export const ROOT = process.cwd();

export interface DocFile {
  /** Path from the repository root, with forward slashes ("docs/guide/what-if-and-compare.md"). */
  path: string;
  text: string;
}

/** README.md and every Markdown page under docs/: the documentation these tests hold to. */
export function docFiles(): DocFile[] {
  const pages = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) =>
      relative(ROOT, join(ROOT, 'docs', name))
        .split('\\')
        .join('/'),
    );
  return ['README.md', ...pages.sort()].map((path) => ({
    path,
    text: readFileSync(join(ROOT, path), 'utf8'),
  }));
}

export interface FencedBlock {
  /** The info string after the opening fence ("sh", "text", "" for none). */
  lang: string;
  body: string;
  /** 1-based line of the opening fence, for messages. */
  line: number;
  /** The HTML comment on the line just above the fence (blank lines between allowed), if any. */
  marker: string | null;
}

/** The fenced code blocks of a Markdown text, in order (``` fences only, as the docs use). */
export function fencedBlocks(text: string): FencedBlock[] {
  // Past the end reads as a blank line, so an unclosed fence simply ends the text.
  const lines = text.split('\n');
  const line = (at: number): string => lines[at] ?? '';
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(line(i));
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(line(i)); i++) body.push(line(i));
    let above = start - 1;
    while (above >= 0 && line(above).trim() === '') above--;
    const comment = above >= 0 ? /^<!--\s*(.*?)\s*-->$/.exec(line(above).trim()) : null;
    blocks.push({
      lang: open[1] ?? '',
      body: body.join('\n'),
      line: start + 1,
      marker: comment ? (comment[1] ?? '') : null,
    });
  }
  return blocks;
}

/** Markdown text with fenced blocks and inline code blanked out, so links inside them are not read. */
export function proseOnly(text: string): string {
  return text
    .replace(/^```[\s\S]*?^```\s*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}
