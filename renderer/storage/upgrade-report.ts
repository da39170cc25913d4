/**
 * What a database upgrade could not carry over as it was. Upgrades repair what they can (a
 * name stored as a number, an unreadable edit time) and set aside only rows with nothing to
 * recover, rather than abort (an aborted upgrade locks the planner out of the whole library);
 * the report says both, so the app tells the planner instead of changing or losing anything
 * silently.
 */
import type { RepairedField } from './scenario-row';

/** Why a row was set aside; the library screen words each in the interface language. */
export type SkipReason = 'notScenarioRow' | 'noDocument' | 'notRunRow' | 'noScenario' | 'noRunTime';

export interface SkippedRow {
  table: string;
  id: string;
  /** A SkipReason; reports kept by older versions hold English text, shown as it is. */
  reason: string;
}

/** A scenario kept with some of its row repaired: its name as it now reads, and what changed. */
export interface RepairedRow {
  table: 'scenarios';
  id: string;
  name: string;
  fields: RepairedField[];
}

export interface UpgradeReport {
  skipped: SkippedRow[];
  repaired: RepairedRow[];
}

export const emptyUpgradeReport = (): UpgradeReport => ({ skipped: [], repaired: [] });

const STORAGE_KEY = 'headroom.upgradeReport';
/** Rows kept in the report at most: enough to name them, small enough for localStorage. */
const KEPT = 200;

/** Keeps the report where the library screen can show it after the upgrade (localStorage). */
export function keepUpgradeReport(
  report: UpgradeReport,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  if (report.skipped.length === 0 && report.repaired.length === 0) return;
  try {
    const kept: UpgradeReport = {
      skipped: report.skipped.slice(0, KEPT),
      repaired: report.repaired.slice(0, KEPT),
    };
    storage?.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Not worth failing an upgrade over: the rows are repaired or set aside either way.
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const FIELDS: readonly RepairedField[] = ['name', 'time'];

function skippedRows(raw: unknown): SkippedRow[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (r): r is SkippedRow =>
      isObject(r) && typeof r.table === 'string' && typeof r.id === 'string' && typeof r.reason === 'string',
  );
}

function repairedRows(raw: unknown): RepairedRow[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((r): RepairedRow[] => {
    if (!isObject(r) || typeof r.id !== 'string' || typeof r.name !== 'string' || !Array.isArray(r.fields)) return [];
    const fields = FIELDS.filter((f) => (r.fields as unknown[]).includes(f));
    return [{ table: 'scenarios', id: r.id, name: r.name, fields }];
  });
}

/**
 * The last upgrade's report, or an empty one; tolerant of anything stored there, including
 * the plain list of skipped rows older versions kept.
 */
export function readUpgradeReport(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): UpgradeReport {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(raw)) return { skipped: skippedRows(raw), repaired: [] };
    if (!isObject(raw)) return emptyUpgradeReport();
    return { skipped: skippedRows(raw.skipped), repaired: repairedRows(raw.repaired) };
  } catch {
    return emptyUpgradeReport();
  }
}

export function forgetUpgradeReport(
  storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to do.
  }
}
