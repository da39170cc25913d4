/**
 * What a database upgrade could not convert. Upgrades skip such rows rather than abort (an
 * aborted upgrade locks the planner out of the whole library); the report says what was left
 * out so the app can tell the planner instead of losing it silently.
 */
export interface SkippedRow {
  table: string;
  id: string;
  reason: string;
}

export interface UpgradeReport {
  skipped: SkippedRow[];
}

const STORAGE_KEY = 'headroom.upgradeReport';

/** Keeps the report where the library screen can show it after the upgrade (localStorage). */
export function keepUpgradeReport(report: UpgradeReport, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  if (report.skipped.length === 0) return;
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(report.skipped.slice(0, 200)));
  } catch {
    // Not worth failing an upgrade over: the rows are skipped either way.
  }
}

/** The last upgrade's skipped rows, or an empty list; tolerant of anything stored there. */
export function readUpgradeReport(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): SkippedRow[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (r): r is SkippedRow =>
        typeof r === 'object' && r !== null && typeof r.table === 'string' && typeof r.id === 'string' && typeof r.reason === 'string',
    );
  } catch {
    return [];
  }
}

export function forgetUpgradeReport(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to do.
  }
}
