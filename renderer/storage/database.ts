import { Dexie, type DexieOptions, type EntityTable } from 'dexie';
import type { RunRecord, ScenarioRecord, VersionRecord } from './records';
import { declareV1 } from './schema-v1';
import { emptyUpgradeReport, keepUpgradeReport, type UpgradeReport } from './upgrade-report';
import { upgradeToV2 } from './upgrade-v2';

export const DATABASE_NAME = 'headroom';

/**
 * The app's IndexedDB database. Each schema version is declared once and never edited, so
 * a browser holding any older version upgrades step by step on open.
 */
export class HeadroomDatabase extends Dexie {
  declare scenarios: EntityTable<ScenarioRecord, 'id'>;
  declare versions: EntityTable<VersionRecord, 'id'>;
  declare runs: EntityTable<RunRecord, 'id'>;

  /** Rows the upgrades on this open repaired or set aside (see upgrade-report.ts). */
  readonly upgradeReport: UpgradeReport = emptyUpgradeReport();

  constructor(name: string = DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    declareV1(this);
    this.version(2)
      .stores({
        // deletedAt is not indexed: null is not a valid IndexedDB key, and the library is
        // small enough to filter in memory.
        scenarios: 'id, name, updatedAt',
        versions: 'id, scenarioId, [scenarioId+number]',
        runs: 'id, scenarioId, versionId, [scenarioId+createdAt]',
      })
      .upgrade(async (tx) => {
        await upgradeToV2(tx, this.upgradeReport);
        keepUpgradeReport(this.upgradeReport);
      });
  }
}
