import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  MAX_BACKUP_BYTES,
  MAX_BACKUP_TEXT_LENGTH,
  parseBackupText,
} from '@headroom/renderer/storage/backup/backup-format';
import { UNKNOWN_VERSION_ID } from '@headroom/renderer/storage/upgrade-v2';
import type { HeadroomStorage } from '@headroom/renderer/storage';
import { readRunAnalyses } from '@headroom/renderer/storage';
import { allAnalyses } from './analyses-fixtures';
import {
  dumpTables,
  edited,
  fakeResults,
  freshStorage,
  validDocument,
  type TestStorage,
} from './fixtures';

const MINUTE = 60_000;

/** A library of `shape.length` scenarios; scenario i gets shape[i].edits versions past the first and shape[i].runs runs. */
async function fillLibrary(
  { storage, clock }: TestStorage,
  shape: readonly { name: string; edits: number; runs: number }[],
): Promise<void> {
  for (const { name, edits, runs } of shape) {
    const created = await storage.library.createFromTemplate(validDocument(name));
    if (!created.ok) throw new Error('fixture document is invalid');
    const id = created.scenario.id;
    for (let e = 0; e < edits; e++) {
      clock.advance(10 * MINUTE); // past the coalescing window: each edit is a version
      const result = await storage.versions.autosave(id, edited(validDocument(name), e + 2));
      if (result.status !== 'saved') throw new Error(`edit not saved: ${result.status}`);
    }
    for (let r = 0; r < runs; r++) {
      clock.advance(MINUTE);
      const scenario = await storage.library.get(id);
      await storage.runs.save({
        scenarioId: id,
        versionId: scenario!.currentVersionId,
        results: fakeResults(r % 2 === 0 ? 'reserved' : null),
        durationMs: 100 + r,
      });
    }
  }
}

/** The library as a planner sees it: names, each version's number and document, runs and what they ran. */
async function libraryContents(storage: HeadroomStorage) {
  const scenarios = await storage.library.list();
  const out = [];
  for (const scenario of scenarios.sort((a, b) => a.name.localeCompare(b.name))) {
    const versions = await storage.versions.list(scenario.id);
    const numberOf = new Map(versions.map((v) => [v.id, v.number]));
    const runs = await storage.runs.list(scenario.id);
    out.push({
      name: scenario.name,
      currency: scenario.currency,
      createdAt: scenario.createdAt,
      updatedAt: scenario.updatedAt,
      current: numberOf.get(scenario.currentVersionId),
      headline: scenario.lastRunHeadline && {
        ...scenario.lastRunHeadline,
        runId: undefined,
        versionId: numberOf.get(scenario.lastRunHeadline.versionId),
      },
      versions: versions
        .map((v) => ({ number: v.number, origin: v.origin, note: v.note, document: v.document }))
        .sort((a, b) => a.number - b.number),
      runs: runs.map((r) => ({
        version: numberOf.get(r.versionId),
        createdAt: r.createdAt,
        results: r.results,
        durationMs: r.durationMs,
      })),
    });
  }
  return out;
}

async function backupText(storage: HeadroomStorage, includeRuns = true): Promise<string> {
  const made = await storage.backup.makeBackup({ includeRuns });
  if (!made.ok) throw new Error('backup too large');
  return made.text;
}

describe('library backup round trip', () => {
  it('restores every scenario, version and run into an empty library (property)', async () => {
    const shapes = fc.array(
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s !== ''),
        edits: fc.integer({ min: 0, max: 3 }),
        runs: fc.integer({ min: 0, max: 2 }),
      }),
      { minLength: 0, maxLength: 4 },
    );
    await fc.assert(
      fc.asyncProperty(shapes, async (shape) => {
        const source = freshStorage();
        await fillLibrary(source, shape);
        const text = await backupText(source.storage);

        const target = freshStorage();
        const result = await target.storage.backup.restoreBackupText(text);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.added).toEqual({
          scenarios: shape.length,
          versions: shape.reduce((n, s) => n + 1 + s.edits, 0),
          runs: shape.reduce((n, s) => n + s.runs, 0),
        });
        expect(await libraryContents(target.storage)).toEqual(
          await libraryContents(source.storage),
        );
        // Restored into an empty library, every id is kept, so links to scenarios still work.
        const ids = async (t: TestStorage) => (await t.db.scenarios.toCollection().primaryKeys()).sort();
        expect(await ids(target)).toEqual(await ids(source));
      }),
      { numRuns: 15 },
    );
  });

  it('leaves saved runs out when asked, and the trash always', async () => {
    const source = freshStorage();
    await fillLibrary(source, [
      { name: 'Kept', edits: 1, runs: 2 },
      { name: 'Thrown away', edits: 0, runs: 0 },
    ]);
    const thrown = (await source.storage.library.list()).find((s) => s.name === 'Thrown away');
    await source.storage.library.softDelete(thrown!.id);
    const made = await source.storage.backup.makeBackup({ includeRuns: false });
    expect(made.ok && made.counts).toEqual({ scenarios: 1, versions: 2, runs: 0 });
    expect(made.ok && made.fileName).toMatch(/^headroom-library-\d{4}-\d\d-\d\d\.headroom-backup\.json$/);

    const target = freshStorage();
    const result = await target.storage.backup.restoreBackupText(made.ok ? made.text : '');
    expect(result.ok && result.added).toEqual({ scenarios: 1, versions: 2, runs: 0 });
    const [restored] = await target.storage.library.list();
    expect(restored?.name).toBe('Kept');
    expect(restored?.lastRunHeadline).toBeNull();
  });
});

describe('analyses kept with saved runs', () => {
  it('survive backup and restore: optimiser, sensitivity, plan search, the cheapest mix of GPUs and the what-if kept for the report', async () => {
    const source = freshStorage();
    await fillLibrary(source, [{ name: 'Analysed', edits: 0, runs: 1 }]);
    const [scenario] = await source.storage.library.list();
    const run = await source.storage.runs.latest(scenario!.id);
    const all = await allAnalyses();
    await source.storage.runs.saveAnalysis(run!.id, 'optimise', all.optimise);
    await source.storage.runs.saveAnalysis(run!.id, 'sensitivity', all.sensitivity);
    await source.storage.runs.saveAnalysis(run!.id, 'planSearch', all.planSearch);
    await source.storage.runs.saveAnalysis(run!.id, 'llmMix', all.llmMix);
    await source.storage.runs.saveAnalysis(run!.id, 'whatIf', all.whatIf);
    const text = await backupText(source.storage);

    const target = freshStorage();
    const restored = await target.storage.backup.restoreBackupText(text);
    expect(restored.ok).toBe(true);
    const [copy] = await target.storage.library.list();
    const copyRun = await target.storage.runs.latest(copy!.id);
    expect(readRunAnalyses(copyRun!)).toEqual(all);
    // Tied to the restored version, so the report and the results screen show them.
    expect(copyRun!.versionId).toBe(copy!.currentVersionId);
  });

  it('reads a format-1 backup, made before runs carried their analyses', async () => {
    const source = freshStorage();
    await fillLibrary(source, [{ name: 'Older', edits: 1, runs: 1 }]);
    const backup = JSON.parse(await backupText(source.storage)) as { formatVersion: number };
    expect(backup.formatVersion).toBe(2);
    backup.formatVersion = 1;
    const target = freshStorage();
    const restored = await target.storage.backup.restoreBackupText(JSON.stringify(backup));
    expect(restored.ok && restored.added).toEqual({ scenarios: 1, versions: 2, runs: 1 });
  });

  it('a run without analyses comes back without any', async () => {
    const source = freshStorage();
    await fillLibrary(source, [{ name: 'Plain', edits: 0, runs: 1 }]);
    const text = await backupText(source.storage);
    expect(text).not.toContain('"analyses"');
    const target = freshStorage();
    await target.storage.backup.restoreBackupText(text);
    const [copy] = await target.storage.library.list();
    expect((await target.storage.runs.latest(copy!.id))!.analyses).toBeUndefined();
  });
});

describe('a backup larger than the app reads back', () => {
  it('is not made, counting bytes (a Chinese character is three) rather than characters', async () => {
    const { storage } = freshStorage();
    const created = await storage.library.createFromTemplate(validDocument('大型计划'));
    if (!created.ok) throw new Error('invalid fixture');
    // 22.4 million characters: under the 64 MB limit as characters, 67 MB as UTF-8.
    const results = { ...fakeResults('reserved'), note: '汉'.repeat(22_400_000) };
    await storage.runs.save({
      scenarioId: created.scenario.id,
      versionId: created.scenario.currentVersionId,
      results,
      durationMs: 1,
    });
    const withRuns = await storage.backup.makeBackup({ includeRuns: true });
    expect(withRuns).toMatchObject({ ok: false, reason: 'tooLarge', limitBytes: MAX_BACKUP_BYTES });
    expect(!withRuns.ok && withRuns.sizeBytes).toBeGreaterThan(67_200_000);
    // Without its runs the same library backs up.
    expect((await storage.backup.makeBackup({ includeRuns: false })).ok).toBe(true);
  });
});

describe('restoring over a library that holds the same scenarios', () => {
  it('adds copies with new ids and suffixed names, and changes nothing already there', async () => {
    const test = freshStorage();
    await fillLibrary(test, [
      { name: 'Plan', edits: 2, runs: 1 },
      { name: 'Other', edits: 0, runs: 1 },
    ]);
    const text = await backupText(test.storage);
    const before = await dumpTables(test.db);

    const result = await test.storage.backup.restoreBackupText(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.added).toEqual({ scenarios: 2, versions: 4, runs: 2 });
    expect(result.renamed).toEqual([
      { from: 'Plan', to: 'Plan (2)' },
      { from: 'Other', to: 'Other (2)' },
    ]);

    const after = await dumpTables(test.db);
    // Every row that was there is there unchanged.
    for (const table of ['scenarios', 'versions', 'runs'] as const) {
      const rowsBefore = before[table] ?? [];
      const rowsAfter = after[table] ?? [];
      for (const row of rowsBefore) expect(rowsAfter).toContainEqual(row);
      expect(rowsAfter).toHaveLength(rowsBefore.length * 2);
      const ids = rowsAfter.map((r) => (r as { id: string }).id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    // The copies' references point at their own rows.
    const copy = (await test.storage.library.list()).find((s) => s.name === 'Plan (2)')!;
    const versions = await test.storage.versions.list(copy.id);
    expect(versions.map((v) => v.number).sort()).toEqual([1, 2, 3]);
    expect(versions.map((v) => v.id)).toContain(copy.currentVersionId);
    const current = versions.find((v) => v.id === copy.currentVersionId)!;
    expect(current.document.name).toBe('Plan (2)');
    const [run] = await test.storage.runs.list(copy.id);
    expect(versions.map((v) => v.id)).toContain(run!.versionId);
    expect(copy.lastRunHeadline?.runId).toBe(run!.id);
    expect(copy.lastRunHeadline?.versionId).toBe(run!.versionId);

    // A third restore counts on: "Plan (3)".
    const third = await test.storage.backup.restoreBackupText(text);
    expect(third.ok && third.renamed.map((r) => r.to)).toEqual(['Plan (3)', 'Other (3)']);
  });

  it('gives a new id to a version whose id another scenario already uses', async () => {
    const test = freshStorage();
    await fillLibrary(test, [{ name: 'Plan', edits: 0, runs: 0 }]);
    const [existing] = (await dumpTables(test.db)).versions as { id: string }[];
    const backup = JSON.parse(await backupText(test.storage)) as {
      scenarios: { id: string; currentVersionId: string; versions: { id: string }[] }[];
    };
    backup.scenarios[0]!.id = 'a-fresh-scenario-id';
    const result = await test.storage.backup.restoreBackupText(JSON.stringify(backup));
    expect(result.ok).toBe(true);
    const restored = await test.storage.library.get('a-fresh-scenario-id');
    expect(restored).toBeDefined();
    expect(restored!.currentVersionId).not.toBe(existing!.id);
    const versions = await test.storage.versions.list('a-fresh-scenario-id');
    expect(versions.map((v) => v.id)).toEqual([restored!.currentVersionId]);
  });
});

describe('damaged or hostile backups change nothing', () => {
  async function validBackup() {
    const test = freshStorage();
    await fillLibrary(test, [
      { name: 'Plan', edits: 1, runs: 1 },
      { name: 'Other', edits: 0, runs: 0 },
    ]);
    const plan = (await test.storage.library.list()).find((s) => s.name === 'Plan');
    const run = await test.storage.runs.latest(plan!.id);
    for (const [kind, entry] of Object.entries(await analyses))
      await test.storage.runs.saveAnalysis(run!.id, kind as 'whatIf', entry as never);
    return { test, text: await backupText(test.storage) };
  }
  const analyses = allAnalyses();

  type Mutation = (backup: Record<string, any>) => void; // eslint-disable-line @typescript-eslint/no-explicit-any

  const cases: [string, Mutation, RegExp][] = [
    ['another format', (b) => (b.format = 'something-else'), /^format$/],
    ['a newer format version', (b) => (b.formatVersion = 99), /^formatVersion$/],
    [
      'a scenario document that fails validation',
      (b) => (b.scenarios[1].versions[0].document.horizonDays = -5),
      /^scenarios\[1\]\.versions\[0\]\.document\.horizonDays$/,
    ],
    [
      'a document from a newer scenario format',
      (b) => (b.scenarios[0].versions[1].document.schemaVersion = 999),
      /^scenarios\[0\]\.versions\[1\]\.document\.schemaVersion$/,
    ],
    [
      'a current version that is not there',
      (b) => (b.scenarios[0].currentVersionId = 'nowhere'),
      /^scenarios\[0\]\.currentVersionId$/,
    ],
    [
      'a run of a version that is not there',
      (b) => (b.scenarios[0].runs[0].versionId = 'nowhere'),
      /^scenarios\[0\]\.runs\[0\]\.versionId$/,
    ],
    [
      'the same version number twice',
      (b) => (b.scenarios[0].versions[1].number = 1),
      /^scenarios\[0\]\.versions\[1\]\.number$/,
    ],
    ['an overlong note', (b) => (b.scenarios[0].versions[0].note = 'x'.repeat(10_000)), /note$/],
    ['an unknown field', (b) => (b.scenarios[0].evil = true), /^scenarios\[0\]$/],
    ['a negative timestamp', (b) => (b.scenarios[0].createdAt = -1), /createdAt$/],
    ['a run with no results', (b) => delete b.scenarios[0].runs[0].results, /results$/],
    ['scenarios that are not a list', (b) => (b.scenarios = { 0: {} }), /^scenarios$/],
    [
      'a damaged what-if figure',
      (b) => (b.scenarios[0].runs[0].analyses.whatIf.result.comparison.strategies[0].totalCost.after = 'lots'),
      /^scenarios\[0\]\.runs\[0\]\.analyses\.whatIf\.result\.comparison\.strategies\[0\]\.totalCost\.after$/,
    ],
    [
      'a what-if adjustment out of range',
      (b) => (b.scenarios[0].runs[0].analyses.whatIf.options.prices.onDemand = -7),
      /^scenarios\[0\]\.runs\[0\]\.analyses\.whatIf\.options\.prices\.onDemand$/,
    ],
    [
      'an optimiser result without its runs',
      (b) => delete b.scenarios[0].runs[0].analyses.optimise.result.runs,
      /^scenarios\[0\]\.runs\[0\]\.analyses\.optimise\.result\.runs$/,
    ],
    [
      'a sensitivity row without its input',
      (b) => (b.scenarios[0].runs[0].analyses.sensitivity.result.rows[0].input = null),
      /^scenarios\[0\]\.runs\[0\]\.analyses\.sensitivity\.result\.rows\[0\]\.input$/,
    ],
    [
      'an analysis of an unknown kind',
      (b) => (b.scenarios[0].runs[0].analyses.evil = {}),
      /^scenarios\[0\]\.runs\[0\]\.analyses$/,
    ],
    [
      'analyses that are not an object',
      (b) => (b.scenarios[0].runs[0].analyses = 'all of them'),
      /^scenarios\[0\]\.runs\[0\]\.analyses$/,
    ],
    [
      'a scenario with no versions',
      (b) => (b.scenarios[1].versions = []),
      /^scenarios\[1\]\.versions$/,
    ],
  ];

  for (const [label, mutate, path] of cases) {
    it(`refuses ${label}, naming where`, async () => {
      const { test, text } = await validBackup();
      const backup = JSON.parse(text) as Record<string, unknown>;
      mutate(backup);
      const before = await dumpTables(test.db);
      const result = await test.storage.backup.restoreBackupText(JSON.stringify(backup));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.issues.map((i) => i.path)).toContainEqual(expect.stringMatching(path));
      expect(await dumpTables(test.db)).toEqual(before);
    });
  }

  it('refuses text that is not JSON, a single scenario file, and a file over the size limit', async () => {
    const { test, text } = await validBackup();
    const before = await dumpTables(test.db);
    const truncated = await test.storage.backup.restoreBackupText(text.slice(0, text.length / 2));
    expect(!truncated.ok && truncated.issues[0]?.message).toMatch(/not valid JSON/);
    const scenarioFile = JSON.stringify(validDocument('Alone'));
    const single = await test.storage.backup.restoreBackupText(scenarioFile);
    expect(!single.ok && single.issues[0]?.message).toMatch(/single scenario file/);
    const huge = await test.storage.backup.restoreBackupText(' '.repeat(MAX_BACKUP_TEXT_LENGTH + 1));
    expect(!huge.ok && huge.issues[0]?.message).toMatch(/larger than/);
    for (const hostile of ['null', '[]', '"x"', '{"format":"headroom-library-backup"}']) {
      expect((await test.storage.backup.restoreBackupText(hostile)).ok).toBe(false);
    }
    expect(await dumpTables(test.db)).toEqual(before);
  });

  it('accepts a run’s analyses only when the app can read every one of them back (property)', async () => {
    const { text } = await validBackup();
    const backup = JSON.parse(text) as { scenarios: { runs: { analyses?: unknown }[] }[] };
    const whole = backup.scenarios[0]!.runs[0]!.analyses as Record<string, unknown>;
    // Arbitrary values, and whole analyses with one arbitrary field put somewhere inside.
    const damagedInside = fc
      .tuple(fc.constantFrom('optimise', 'sensitivity', 'whatIf'), fc.jsonValue({ maxDepth: 2 }), fc.nat())
      .map(([kind, value, at]) => {
        const copy = structuredClone(whole);
        let node = copy[kind] as Record<string, unknown>;
        for (let depth = 0; depth < 3; depth++) {
          const keys = Object.keys(node);
          const next = node[keys[(at + depth) % keys.length]!];
          if (typeof next !== 'object' || next === null || Array.isArray(next)) break;
          node = next as Record<string, unknown>;
        }
        const keys = Object.keys(node);
        node[keys[at % keys.length]!] = value;
        return copy;
      });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 3 }), damagedInside), (analyses) => {
        const copy = structuredClone(backup);
        copy.scenarios[0]!.runs[0]!.analyses = analyses;
        const result = parseBackupText(JSON.stringify(copy), UNKNOWN_VERSION_ID);
        if (!result.ok) {
          expect(result.issues[0]!.path).toMatch(/^scenarios\[0\]\.runs\[0\]\.analyses/);
          return;
        }
        const restored = result.backup.scenarios[0]!.runs[0]!;
        const read = readRunAnalyses(restored);
        for (const kind of Object.keys(restored.analyses ?? {})) expect(read).toHaveProperty(kind);
      }),
      { numRuns: 150 },
    );
  });

  it('never throws on arbitrary JSON and accepts only what validates (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const text = JSON.stringify({ format: BACKUP_FORMAT, formatVersion: 1, scenarios: value });
        const result = parseBackupText(text, UNKNOWN_VERSION_ID);
        if (result.ok) expect(result.backup.scenarios).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
