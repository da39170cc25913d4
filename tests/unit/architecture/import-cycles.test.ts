import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No import circles, type-only imports included: a file imports only what stands below it.
 * ESLint's import-x/no-cycle guards the imports that run; it passes over `import type`, which
 * ties files together for a reader just the same, so this walks every import of the app's own
 * layers and fails on any strongly connected group of files.
 */

const ROOT = resolve(__dirname, '../../..');
const LAYERS = ['shared', 'renderer', 'electron'];
const ALIASES: Record<string, string> = {
  '@shared/': 'shared/',
  '@headroom/electron/': 'electron/',
  '@headroom/renderer/': 'renderer/',
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveImport(from: string, spec: string, known: Set<string>): string | null {
  let base: string | null = null;
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (spec.startsWith(alias)) base = join(ROOT, folder, spec.slice(alias.length));
  }
  if (base === null && spec.startsWith('.')) base = resolve(dirname(from), spec);
  if (base === null) return null;
  base = base.replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** The import graph: each file to the project files it imports (static, type-only, re-exports, dynamic). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const deps = new Set<string>();
    for (const ref of info.importedFiles) {
      const target = resolveImport(file, ref.fileName, known);
      if (target !== null && target !== file) deps.add(target);
    }
    graph.set(file, [...deps]);
  }
  return graph;
}

/** Groups of two or more files that import each other, directly or around a circle (Tarjan). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return circles;
}

describe('imports', () => {
  it('finds a circle when there is one, type-only imports included', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    const text = "import type { A } from './a';\nexport type { B } from '@shared/b';\nconst c = import('./c');\n";
    expect(ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName)).toEqual(['./a', '@shared/b', './c']);
  });

  it('has no circle in shared/, renderer/ or electron/', () => {
    const files = LAYERS.flatMap((layer) => sourceFiles(join(ROOT, layer)));
    expect(files.length).toBeGreaterThan(300);
    const circles = importCircles(importGraph(files)).map((group) => group.map((f) => relative(ROOT, f)));
    expect(circles).toEqual([]);
  });
});
