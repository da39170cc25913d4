import { parseScenarioText, type ScenarioIssue } from '@shared/scenario';
import type { StorageDeps } from './deps';
import { slugify } from './names';
import type { ScenarioRecord } from './records';
import { insertScenario, requireScenario, requireVersion } from './writes';

export const SCENARIO_FILE_EXTENSION = '.headroom.json';

/** File names are the user's (or an attacker's): keep what is stored about them bounded. */
const MAX_NOTE_LENGTH = 255;

export type ImportResult =
  { ok: true; scenario: ScenarioRecord } | { ok: false; issues: ScenarioIssue[] };

export interface ExportedScenario {
  text: string;
  /** A suggestion for the save dialog: `<slug>.headroom.json`. */
  fileName: string;
}

/** Scenario files in and out of the library. */
export function createScenarioTransfer(deps: StorageDeps) {
  const { db } = deps;

  return {
    /**
     * Imports a file's text. Files are hostile until proven otherwise: the whole document is
     * validated (and migrated) before the transaction opens, so any problem returns its
     * field-path issues and leaves the database exactly as it was.
     */
    async importScenarioText(text: string, fileName: string): Promise<ImportResult> {
      const parsed = parseScenarioText(text);
      if (!parsed.ok) return { ok: false, issues: parsed.issues };
      const document = parsed.scenario;
      const scenario = await db.transaction('rw', db.scenarios, db.versions, () =>
        insertScenario(deps, document, 'import', fileName.slice(0, MAX_NOTE_LENGTH)),
      );
      return { ok: true, scenario };
    },

    /** The current version as a pretty-printed file that imports back to the same document. */
    async exportScenarioText(scenarioId: string): Promise<ExportedScenario> {
      return db.transaction('r', db.scenarios, db.versions, async () => {
        const scenario = await requireScenario(deps, scenarioId);
        const version = await requireVersion(deps, scenario.currentVersionId);
        return {
          text: `${JSON.stringify(version.document, null, 2)}\n`,
          fileName: `${slugify(scenario.name)}${SCENARIO_FILE_EXTENSION}`,
        };
      });
    },
  };
}

export type ScenarioTransfer = ReturnType<typeof createScenarioTransfer>;
