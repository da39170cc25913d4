/**
 * One reading of a stored scenario row for every reader (library list, trash, editor, results,
 * compare, backup, writes). A row may come from an older app, a hand-edited database or a
 * lost write: a name stored as a number, a time stored as text, no `deletedAt` at all. Each
 * reader seeing the same repaired row keeps the screens agreeing with one another (a scenario
 * the library lists is one the results screen can draw and a backup can hold). The row in the
 * database is left as it is until the app next writes it.
 */
import { isDeleted } from './record-damage';
import type { ScenarioRecord } from './records';

/** The name given to a scenario whose stored name and document name are both unreadable. */
export const RECOVERED_NAME = 'Untitled scenario (recovered)';
/** Longest name the scenario format accepts (scenario-schema: name max 200). */
const MAX_NAME_LENGTH = 200;
/** Epoch milliseconds up to the end of the year 9999, as the backup format bounds them. */
const MAX_TIME = 253_402_300_799_999;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A usable time in epoch milliseconds (a whole number from 1970 to 9999), or null. */
export function saneTime(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const whole = Math.round(value);
  return whole >= 0 && whole <= MAX_TIME ? whole : null;
}

/** A name as text: a number becomes its digits, blank or unreadable the next candidate. */
function nameAsText(value: unknown): string | null {
  const text =
    typeof value === 'string'
      ? value.trim()
      : (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint'
        ? String(value)
        : '';
  return text === '' ? null : text.slice(0, MAX_NAME_LENGTH);
}

/**
 * The stored name as text; else the document's own name (an upgrade has one); else
 * "Untitled scenario (recovered)". Never empty, never longer than the format allows.
 */
export function repairName(stored: unknown, documentName?: unknown): string {
  return nameAsText(stored) ?? nameAsText(documentName) ?? RECOVERED_NAME;
}

/** Which fields of a scenario row had to be repaired to read it. */
export type RepairedField = 'name' | 'time';

export interface ReadRow {
  scenario: ScenarioRecord;
  repaired: RepairedField[];
}

/**
 * The row with every part a screen reads in a usable shape. `fallbackTime` stands in for a
 * damaged edit time (the newest version's, when the caller has it; else the other stored time).
 */
export function inspectScenarioRow(row: ScenarioRecord, fallbackTime = 0): ReadRow {
  const raw: Record<string, unknown> = isObject(row) ? (row as unknown as Record<string, unknown>) : {};
  const repaired: RepairedField[] = [];
  const name = repairName(raw.name);
  if (name !== raw.name) repaired.push('name');
  const updated = saneTime(raw.updatedAt);
  const created = saneTime(raw.createdAt);
  const updatedAt = updated ?? created ?? fallbackTime;
  const createdAt = created === null ? updatedAt : Math.min(created, updatedAt);
  if (updatedAt !== raw.updatedAt || createdAt !== raw.createdAt) repaired.push('time');
  const deletedAt = isDeleted(row) ? saneTime(row.deletedAt) ?? updatedAt : null;
  const whole = repaired.length === 0 && deletedAt === raw.deletedAt;
  return {
    scenario: whole ? row : { ...row, name, updatedAt, createdAt, deletedAt },
    repaired,
  };
}

/** A scenario row as every reader sees it (see inspectScenarioRow). */
export function readScenarioRow(row: ScenarioRecord): ScenarioRecord {
  return inspectScenarioRow(row).scenario;
}

/** Live: in the library, not in the trash (a missing or damaged `deletedAt` is not the trash). */
export function isLive(scenario: ScenarioRecord): boolean {
  return !isDeleted(scenario);
}
