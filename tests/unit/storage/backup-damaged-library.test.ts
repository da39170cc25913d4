/**
 * A backup holds every scenario the library lists, and the app restores every backup it
 * writes: rows damaged by an older app, a hand edit or a lost write are repaired on the way
 * into the file, and what cannot be repaired is left out and named, never the whole file.
 */
import { describe, expect, it } from 'vitest';
import { RECOVERED_NAME } from '@headroom/renderer/storage/scenario-row';
import { fakeResults, freshStorage, validDocument, type TestStorage } from './fixtures';

/** Three scenarios, one saved run each; `damage` then rewrites their stored rows as given. */
async function damagedLibrary(damage: Record<string, (row: Record<string, unknown>) => void>): Promise<TestStorage> {
  const source = freshStorage();
  for (const name of Object.keys(damage)) {
    const created = await source.storage.library.createFromTemplate(validDocument(name));
    if (!created.ok) throw new Error('fixture document is invalid');
    source.clock.advance(60_000);
    await source.storage.runs.save({
      scenarioId: created.scenario.id,
      versionId: created.scenario.currentVersionId,
      results: fakeResults('reserved'),
      durationMs: 10,
    });
  }
  for (const row of await source.db.scenarios.toArray()) {
    const changed: Record<string, unknown> = { ...row };
    damage[row.name]?.(changed);
    await source.db.scenarios.put(changed as never);
  }
  return source;
}

describe('backing up a library with damaged rows', () => {
  it('holds every scenario the library lists, a row without deletedAt included', async () => {
    const source = await damagedLibrary({
      'No deletedAt': (row) => delete row.deletedAt,
      'Whole': () => undefined,
    });
    const listed = await source.storage.library.list();
    expect(listed).toHaveLength(2);
    const made = await source.storage.backup.makeBackup({ includeRuns: true });
    if (!made.ok) throw new Error('backup not made');
    expect(made.counts.scenarios).toBe(listed.length);
    expect(made.leftOut).toEqual([]);

    const target = freshStorage();
    const restored = await target.storage.backup.restoreBackupText(made.text);
    expect(restored.ok && restored.added).toEqual({ scenarios: 2, versions: 2, runs: 2 });
    expect((await target.storage.library.list()).map((s) => s.name).sort()).toEqual(['No deletedAt', 'Whole']);
  });

  it('writes a name stored as a number as its text, and unreadable times as sane ones, so Restore reads the file', async () => {
    const source = await damagedLibrary({
      Numeric: (row) => (row.name = 42),
      Nameless: (row) => (row.name = null),
      'Bad times': (row) => {
        row.updatedAt = 'yesterday';
        row.createdAt = -5;
      },
    });
    const made = await source.storage.backup.makeBackup({ includeRuns: true });
    if (!made.ok) throw new Error('backup not made');
    expect(made.counts).toEqual({ scenarios: 3, versions: 3, runs: 3 });
    expect(made.leftOut).toEqual([]);
    const file = JSON.parse(made.text) as { scenarios: { name: unknown; updatedAt: unknown }[] };
    expect(file.scenarios.map((s) => s.name).sort()).toEqual(['42', 'Bad times', RECOVERED_NAME].sort());
    for (const s of file.scenarios) expect(Number.isInteger(s.updatedAt)).toBe(true);

    const target = freshStorage();
    const restored = await target.storage.backup.restoreBackupText(made.text);
    expect(restored.ok && restored.added).toEqual({ scenarios: 3, versions: 3, runs: 3 });
  });

  it('leaves out what cannot be repaired, naming each scenario, and still writes a file Restore reads', async () => {
    const source = await damagedLibrary({
      Whole: () => undefined,
      'Damaged run': () => undefined,
      'No version': (row) => (row.currentVersionId = 'missing'),
    });
    // One saved run's results lost their strategies; the scenario itself is whole.
    const scenarios = await source.storage.library.list();
    const withDamagedRun = scenarios.find((s) => s.name === 'Damaged run')!;
    const run = (await source.storage.runs.list(withDamagedRun.id))[0]!;
    await source.db.runs.put({ ...run, results: { ...run.results, strategies: 'lost' as never } });

    const made = await source.storage.backup.makeBackup({ includeRuns: true });
    if (!made.ok) throw new Error('backup not made');
    expect(made.counts).toEqual({ scenarios: 2, versions: 2, runs: 1 });
    expect(made.leftOut.map((l) => `${l.name}:${l.part}`).sort()).toEqual(['Damaged run:runs', 'No version:scenario']);
    expect(made.leftOut.find((l) => l.part === 'runs')!.issue.path).toBe('runs[0].results.strategies');
    expect(made.leftOut.find((l) => l.part === 'scenario')!.issue.path).toBe('currentVersionId');

    const target = freshStorage();
    const restored = await target.storage.backup.restoreBackupText(made.text);
    expect(restored.ok && restored.added).toEqual({ scenarios: 2, versions: 2, runs: 1 });
    // Nothing was taken from the library itself.
    expect(await source.storage.library.list()).toHaveLength(3);
  });
});
