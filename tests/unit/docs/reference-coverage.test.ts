import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioJsonSchema } from '@shared/scenario/json-schema';
import { ROOT } from './doc-files';

/** Every property name anywhere in the scenario format's JSON Schema (all kinds of every union). */
function schemaFieldNames(): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const properties = (node as { properties?: Record<string, unknown> }).properties;
    if (properties && typeof properties === 'object')
      for (const name of Object.keys(properties)) names.add(name);
    Object.values(node).forEach(visit);
  };
  visit(scenarioJsonSchema());
  return names;
}

/** The fields the reference's tables list, by their last name (`prices.spot.perHour` → perHour). */
function documentedFields(markdown: string): Set<string> {
  const fields = new Set<string>();
  for (const [, field = ''] of markdown.matchAll(/^\| `([^`]+)` \|/gm))
    fields.add(field.replace(/\[\]/g, '').split('.').pop() ?? field);
  return fields;
}

/** Every flag the command line's parsers accept, read from their parseArgs option tables. */
function cliFlags(): Set<string> {
  const flags = new Set<string>();
  const folder = join(ROOT, 'electron/cli');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('args.ts'))) {
    const source = readFileSync(join(folder, file), 'utf8');
    for (const [, name, short] of source.matchAll(
      /^\s+'?([a-z][a-z-]*)'?: \{ type: '(?:string|boolean)'(?:, multiple: true)?(?:, short: '([a-z])')? \}/gm,
    )) {
      flags.add(`--${name}`);
      if (short) flags.add(`-${short}`);
    }
  }
  return flags;
}

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

describe('the references name everything the code accepts', () => {
  it('docs/reference/scenario-format.md has a row for every field of the scenario format', () => {
    const names = schemaFieldNames();
    expect(names.size).toBeGreaterThan(150);
    const documented = documentedFields(read('docs/reference/scenario-format.md'));
    expect([...names].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it('docs/reference/command-line.md lists every flag the command line accepts', () => {
    const flags = cliFlags();
    expect(flags).toContain('--runs');
    expect(flags).toContain('--import-prices');
    expect(flags).toContain('--measured-run');
    const reference = read('docs/reference/command-line.md');
    const listed = (flag: string): boolean =>
      new RegExp(`^\\| [^|]*\`${flag}(?:[ \`,=]|\\\\\\|)`, 'm').test(reference);
    expect([...flags].filter((flag) => !listed(flag)).sort()).toEqual([]);
  });
});
