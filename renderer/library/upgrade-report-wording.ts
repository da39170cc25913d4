import type { SkipReason } from '../storage/upgrade-report';

/** The interface text for each reason an upgrade sets a row aside. */
export const SKIP_REASONS = {
  notScenarioRow: 'damage.upgrade.reasons.notScenarioRow',
  noDocument: 'damage.upgrade.reasons.noDocument',
  notRunRow: 'damage.upgrade.reasons.notRunRow',
  noScenario: 'damage.upgrade.reasons.noScenario',
  noRunTime: 'damage.upgrade.reasons.noRunTime',
} as const satisfies Record<SkipReason, string>;

export type UpgradeReasonKey = (typeof SKIP_REASONS)[SkipReason];
