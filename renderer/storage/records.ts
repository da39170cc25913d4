import type { Scenario } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';
import type { RunAnalyses } from './run-analyses';

import type { Timestamp } from './timestamp';

export type { Timestamp } from './timestamp';

/**
 * What the library shows about a scenario's last run without loading its results (which
 * can be megabytes): the strategy to pick and what it costs at the median.
 */
export interface RunHeadline {
  runId: string;
  versionId: string;
  ranAt: Timestamp;
  strategyId: string;
  strategyName: string;
  /** True when the analysis recommends it; false when it is only the cheapest at P50 or the least bad. */
  recommended: boolean;
  /** Whether it met its deadlines and latency target in the runs. */
  meetsTargets: boolean;
  /** P50 total cost in currency units (not micro). */
  p50TotalCost: number;
  currency: string;
  runs: number;
}

export interface ScenarioRecord {
  id: string;
  /** Mirrors the current version's document name so the library can list and search cheaply. */
  name: string;
  currency: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  currentVersionId: string;
  lastRunHeadline: RunHeadline | null;
  /** Set when moved to the trash; null while live. Purge removes the row for good. */
  deletedAt: Timestamp | null;
}

/** Why a version exists; only plain edits are coalesced, so milestones stay in history. */
export type VersionOrigin = 'blank' | 'template' | 'import' | 'duplicate' | 'edit' | 'restore';

/** Longest name and note a version keeps (the backup format allows as much). */
export const VERSION_LABEL_MAX = 120;
export const VERSION_COMMENT_MAX = 2000;

export interface VersionRecord {
  id: string;
  scenarioId: string;
  /** 1, 2, 3 ... per scenario, in the order they were made. */
  number: number;
  createdAt: Timestamp;
  /** Last time edits were coalesced into this version (equals createdAt when none were). */
  updatedAt: Timestamp;
  origin: VersionOrigin;
  /** Import: the file it came from; restore: the number of the version it copies. */
  note: string | null;
  /**
   * The planner's own name for this version ("Q3 budget as signed off") and note on it, set in
   * the version list; absent until set (and on versions stored before they existed).
   */
  label?: string;
  comment?: string;
  /** Always a document that passed parseScenario (defaults filled in). */
  document: Scenario;
}

export interface RunRecord {
  id: string;
  scenarioId: string;
  /** The exact document the run simulated; differs from the scenario's current one when stale. */
  versionId: string;
  createdAt: Timestamp;
  runs: number;
  baseSeed: number;
  results: ScenarioResults;
  durationMs: number;
  /** The decision analyses last computed for this run's version (absent on older records). */
  analyses?: RunAnalyses;
}
