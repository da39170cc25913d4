import { afterEach, describe, expect, it } from 'vitest';
import { isQuotaError } from '@headroom/renderer/storage';
import { dumpTables, edited, fakeResults, freshStorage, validDocument } from './fixtures';
import { quotaExceeded, refuseWrites } from './refuse-writes';

let lift: (() => void) | undefined;
afterEach(() => {
  lift?.();
  lift = undefined;
});

/** What a save rejects with while the disk is full. */
async function rejection(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error('the write succeeded although storage refused it');
}

describe('when the browser refuses to store more', () => {
  it('a restore fails as a quota refusal and adds nothing', async () => {
    const source = freshStorage();
    await source.storage.library.createFromTemplate(validDocument('Plan'));
    const made = await source.storage.backup.makeBackup({ includeRuns: true });
    const target = freshStorage();
    await target.storage.library.createFromTemplate(validDocument('Already here'));
    const before = await dumpTables(target.db);

    lift = refuseWrites();
    const error = await rejection(() =>
      target.storage.backup.restoreBackupText(made.ok ? made.text : ''),
    );
    lift();
    expect(isQuotaError(error)).toBe(true);
    expect(await dumpTables(target.db)).toEqual(before);
  });

  it('an autosave, a new scenario and a saved run fail as quota refusals and change nothing', async () => {
    const { storage, db } = freshStorage();
    const created = await storage.library.createFromTemplate(validDocument('Plan'));
    if (!created.ok) throw new Error('invalid fixture');
    const { scenario } = created;
    const before = await dumpTables(db);

    lift = refuseWrites();
    const writes = [
      () => storage.versions.autosave(scenario.id, edited(validDocument('Plan'), 9)),
      () => storage.library.createFromTemplate(validDocument('Another')),
      () =>
        storage.runs.save({
          scenarioId: scenario.id,
          versionId: scenario.currentVersionId,
          results: fakeResults('reserved'),
          durationMs: 1,
        }),
    ];
    for (const write of writes) expect(isQuotaError(await rejection(write))).toBe(true);
    lift();
    expect(await dumpTables(db)).toEqual(before);
  });
});

describe('isQuotaError', () => {
  it('finds the refusal however it is wrapped', () => {
    const quota = quotaExceeded();
    expect(isQuotaError(quota)).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: quota })).toBe(true);
    expect(isQuotaError({ name: 'BulkError', failures: [new Error('x'), quota] })).toBe(true);
    expect(isQuotaError(new Error('save failed', { cause: { name: 'AbortError', inner: quota } }))).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError(new DOMException('legacy', 'QUOTA_EXCEEDED_ERR'))).toBe(true);
  });

  it('is false for other failures, and bounded on cyclic errors', () => {
    expect(isQuotaError(new DOMException('x', 'ConstraintError'))).toBe(false);
    expect(isQuotaError(new Error('QuotaExceededError in the message only'))).toBe(false);
    expect(isQuotaError({ code: 22 })).toBe(false);
    expect(isQuotaError(null)).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
    const cyclic: { name: string; inner?: unknown } = { name: 'AbortError' };
    cyclic.inner = cyclic;
    expect(isQuotaError(cyclic)).toBe(false);
  });
});
