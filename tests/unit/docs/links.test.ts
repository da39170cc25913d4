import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docFiles, proseOnly, ROOT } from './doc-files';
import { headingAnchors } from './markdown-anchors';

interface Link {
  page: string;
  line: number;
  target: string;
  image: boolean;
}

/** Every inline link and image of the prose (not of code), with its line. */
function linksOf(page: string, text: string): Link[] {
  const links: Link[] = [];
  proseOnly(text)
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
        links.push({ page, line: index + 1, target: match[2] ?? '', image: match[1] === '!' });
      for (const match of line.matchAll(/<img\s[^>]*src="([^"]+)"/g))
        links.push({ page, line: index + 1, target: match[1] ?? '', image: true });
    });
  return links;
}

const pages = docFiles();
const links = pages.flatMap((page) => linksOf(page.path, page.text));
const anchorsOf = new Map<string, Set<string>>();
function anchors(path: string): Set<string> {
  let found = anchorsOf.get(path);
  if (!found) anchorsOf.set(path, (found = headingAnchors(readFileSync(join(ROOT, path), 'utf8'))));
  return found;
}

/** Why a relative link does not resolve, or null when it does. */
function brokenBecause(link: Link): string | null {
  const [file = '', anchor] = link.target.split('#', 2);
  const path =
    file === ''
      ? link.page
      : normalize(join(dirname(link.page), decodeURIComponent(file)))
          .split('\\')
          .join('/');
  if (path.startsWith('..')) return `${path} lies outside the repository`;
  if (!existsSync(join(ROOT, path))) return `${path} does not exist`;
  if (anchor === undefined) return null;
  if (!path.endsWith('.md') || statSync(join(ROOT, path)).isDirectory())
    return `#${anchor} on ${path}, which is not a Markdown page`;
  return anchors(path).has(anchor) ? null : `${path} has no heading whose anchor is #${anchor}`;
}

describe('links in the README and docs/', () => {
  it('finds the pages and their links', () => {
    expect(pages.map((page) => page.path)).toContain('docs/README.md');
    expect(links.length).toBeGreaterThan(50);
  });

  it('every relative link and #anchor resolves, source files included (pictures: below)', () => {
    const broken = links
      .filter((link) => !link.image && !/^[a-z][a-z0-9+.-]*:/i.test(link.target))
      .map((link) => ({ link, why: brokenBecause(link) }))
      .filter(({ why }) => why !== null)
      .map(({ link, why }) => `${link.page}:${link.line}: (${link.target}) ${why}`);
    expect(broken).toEqual([]);
  });

  it('every picture the docs show is a committed image under docs/images/, of a modest size', () => {
    const pictures = links.filter((link) => link.image);
    expect(pictures.length).toBeGreaterThan(0);
    const problems = pictures.flatMap((link) => {
      const path = normalize(join(dirname(link.page), link.target))
        .split('\\')
        .join('/');
      if (!path.startsWith('docs/images/'))
        return [`${link.page}:${link.line}: ${link.target} is not under docs/images/`];
      if (!existsSync(join(ROOT, path)))
        return [
          `${link.page}:${link.line}: ${path} does not exist (npm run docs:pictures writes it)`,
        ];
      const kb = statSync(join(ROOT, path)).size / 1024;
      return kb > 300 ? [`${path} is ${kb.toFixed(0)} KB; keep pictures under 300 KB`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('reads GitHub anchors as GitHub does', () => {
    const set = headingAnchors(
      '# What-ifs from the command line: `--set`\n## Limits\n## Limits\n```sh\n# not a heading\n```\n',
    );
    expect([...set]).toEqual(['what-ifs-from-the-command-line---set', 'limits', 'limits-1']);
  });
});
