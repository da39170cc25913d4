/**
 * Everything the library's IndexedDB database holds, read with the plain IndexedDB API and
 * no upgrade: the way out when the app cannot open its database (a failed upgrade, a damaged
 * store). Opening without a version number opens whatever version is on disk as it is, so
 * this reads what the planner has even when the app's own open fails.
 */
import { DATABASE_NAME } from './database';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openAsItIs(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
    // No version asked for, so no upgrade runs; a brand-new empty database is harmless.
    req.onblocked = () => reject(new Error('the database is held open by another window'));
  });
}

export interface RawLibraryExport {
  format: 'headroom-raw-library';
  database: string;
  version: number;
  exportedAt: string;
  stores: Record<string, unknown[]>;
}

/** Every row of every store, as stored. Rejects when IndexedDB itself is unavailable. */
export async function exportRawLibrary(
  factory: IDBFactory = globalThis.indexedDB,
  name: string = DATABASE_NAME,
  now: () => number = Date.now,
): Promise<RawLibraryExport> {
  const db = await openAsItIs(factory, name);
  try {
    const stores: Record<string, unknown[]> = {};
    for (const store of Array.from(db.objectStoreNames)) {
      const tx = db.transaction(store, 'readonly');
      stores[store] = await request(tx.objectStore(store).getAll());
    }
    return { format: 'headroom-raw-library', database: name, version: db.version, exportedAt: new Date(now()).toISOString(), stores };
  } finally {
    db.close();
  }
}

/** Names of the errors Dexie raises when the database itself cannot be opened or upgraded. */
const OPEN_ERRORS = new Set([
  'OpenFailedError',
  'UpgradeError',
  'VersionError',
  'DatabaseClosedError',
  'MissingAPIError',
  'InvalidStateError',
  'UnknownError',
  'QuotaExceededError',
]);

/** Whether an error means "the library cannot be opened" rather than "this screen broke". */
export function isDatabaseOpenError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (OPEN_ERRORS.has(error.name)) return true;
  const inner = (error as { inner?: unknown }).inner;
  return inner instanceof Error && OPEN_ERRORS.has(inner.name);
}
