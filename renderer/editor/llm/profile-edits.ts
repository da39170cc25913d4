/**
 * Edits of the serving profiles of a workload planned in tokens: adding one for the next offer
 * that needs it, and switching a profile between its two kinds with sensible starting figures.
 */
import type { ThroughputProfile } from '@shared/llm/serving-profile';
import type { DraftDocument } from '../draft/draft-document';
import { finiteNumber, listOf } from '../draft/draft-document';
import { appendTo, getIn, setIn } from '../draft/json-path';
import { estimatedThroughputProfile, offersPlacing } from './llm-block';
import { ratesFromThroughput, readClasses, readProfile, readTargets } from './profile-figures';
import { llmPath } from './size-class-edits';

export type ProfileKind = 'throughput' | 'ratePerClass';

/**
 * The offer a new profile is for: the first the strategies place the workload on that has none,
 * else the catalog's first without one; null when every offer has a profile.
 */
export function nextProfileOffer(doc: DraftDocument, index: number): string | null {
  const profiles = listOf(getIn(doc, [...llmPath(index), 'profiles']) as unknown[] | undefined);
  const taken = new Set(profiles.map((p) => getIn(p, ['offerId'])));
  const placed = offersPlacing(doc, getIn(doc, ['workloads', index, 'id']));
  const catalog = listOf(doc.catalog.offers).map((o) => o.id);
  return [...placed, ...catalog].find((id) => typeof id === 'string' && !taken.has(id)) ?? null;
}

export function withProfileAdded(doc: DraftDocument, index: number): DraftDocument {
  const offerId = nextProfileOffer(doc, index);
  if (offerId === null) return doc;
  const gpus = finiteNumber(getIn(doc, ['workloads', index, 'gpusPerReplica'])) ?? 1;
  return appendTo(doc, [...llmPath(index), 'profiles'], { offerId, profile: estimatedThroughputProfile(doc, offerId, gpus) });
}

/**
 * The profile as the other kind. To per-class rates: each class's rate served alone at the
 * targets by the current throughput figures (what Mélange would measure), when they are usable.
 * To throughput: the estimate for the offer. The estimate flag is kept; undo brings back the
 * figures of the kind left.
 */
export function withProfileKind(doc: DraftDocument, index: number, row: number, kind: ProfileKind): DraftDocument {
  const path = [...llmPath(index), 'profiles', row];
  const current = getIn(doc, [...path, 'profile']);
  if (getIn(current, ['kind']) === kind) return doc;
  const estimate = getIn(current, ['estimate']) !== false;
  if (kind === 'throughput') {
    const offerId = getIn(doc, [...path, 'offerId']);
    const gpus = finiteNumber(getIn(doc, ['workloads', index, 'gpusPerReplica'])) ?? 1;
    const profile = estimatedThroughputProfile(doc, typeof offerId === 'string' ? offerId : '', gpus);
    return setIn(doc, [...path, 'profile'], { ...profile, estimate });
  }
  const classes = readClasses(getIn(doc, [...llmPath(index), 'sizeClasses'])) ?? [];
  const targets = readTargets(getIn(doc, [...llmPath(index), 'targets']));
  const throughput = readProfile(current);
  const rates =
    throughput?.kind === 'throughput' && targets
      ? ratesFromThroughput(classes, throughput as ThroughputProfile, targets)
      : classes.map((c) => ({ className: c.name, requestsPerSecond: 1 }));
  return setIn(doc, [...path, 'profile'], { kind: 'ratePerClass', rates, estimate });
}
