/**
 * What the token model derives for one offer's serving profile from the mix and targets being
 * edited: the requests per second one replica takes while every target holds, and what a
 * million tokens cost at that rate at the offer's on-demand price. A tech lead compares GPUs by
 * these while typing, so they come from the same shared functions the run uses, and are null
 * (not a wrong number) while any input is still being typed.
 */
import { maxRateMeetingTargets } from '@shared/llm/serving-capacity';
import type { LatencyTarget } from '@shared/llm/latency-target';
import { latencyTargetProblem } from '@shared/llm/latency-target';
import { profileProblems, type ServingProfile, type ThroughputProfile } from '@shared/llm/serving-profile';
import type { SizeClass } from '@shared/llm/size-class';
import { costPerMillionTokens, servedTokensPerSecond } from '@shared/llm/token-cost';
import { finiteNumber } from '../draft/draft-document';
import { getIn } from '../draft/json-path';

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The size classes when every one is complete and the shares are positive; else null. */
export function readClasses(value: unknown): SizeClass[] | null {
  const classes = list(value).map((c) => ({
    name: getIn(c, ['name']),
    share: finiteNumber(getIn(c, ['share'])),
    promptTokens: finiteNumber(getIn(c, ['promptTokens'])),
    outputTokens: finiteNumber(getIn(c, ['outputTokens'])),
  }));
  if (classes.length === 0) return null;
  const complete = classes.every(
    (c) => typeof c.name === 'string' && c.share !== undefined && c.share >= 0 && c.promptTokens !== undefined && c.promptTokens > 0 && c.outputTokens !== undefined && c.outputTokens >= 0,
  );
  if (!complete) return null;
  const sum = classes.reduce((s, c) => s + (c.share ?? 0), 0);
  // Figures for shares that do not sum to 1 yet are read as the mix they describe.
  return sum > 0 ? classes.map((c) => ({ name: c.name as string, share: (c.share ?? 0) / sum, promptTokens: c.promptTokens!, outputTokens: c.outputTokens! })) : null;
}

export function readTargets(value: unknown): LatencyTarget[] | null {
  const targets = list(value).map((t) => ({ metric: getIn(t, ['metric']), statistic: getIn(t, ['statistic']), ms: getIn(t, ['ms']) }) as LatencyTarget);
  return targets.length > 0 && targets.every((t) => latencyTargetProblem(t) === null) ? targets : null;
}

/** The profile as the token model reads it, or null while it is incomplete or unusable. */
export function readProfile(value: unknown): ServingProfile | null {
  const kind = getIn(value, ['kind']);
  const estimate = getIn(value, ['estimate']) !== false;
  let profile: ServingProfile;
  if (kind === 'throughput') {
    const n = (field: string) => finiteNumber(getIn(value, [field])) ?? NaN;
    profile = {
      kind,
      prefillTokensPerSecond: n('prefillTokensPerSecond'),
      singleSequenceTokensPerSecond: n('singleSequenceTokensPerSecond'),
      fullBatchTokensPerSecond: n('fullBatchTokensPerSecond'),
      maxConcurrentSequences: n('maxConcurrentSequences'),
      estimate,
    };
  } else if (kind === 'ratePerClass') {
    const rates = list(getIn(value, ['rates'])).map((r) => ({
      className: String(getIn(r, ['className'])),
      requestsPerSecond: finiteNumber(getIn(r, ['requestsPerSecond'])) ?? NaN,
    }));
    profile = { kind, rates, estimate };
  } else return null;
  return profileProblems(profile).length === 0 ? profile : null;
}

export interface ProfileFigures {
  /** Requests/s one replica takes with every target met (0: even a trickle misses one). */
  requestsPerSecond: number;
  /** Prompt + output tokens/s at that rate. */
  tokensPerSecond: number;
  /** Currency per million prompt + output tokens, and per million output tokens; null without a price or tokens. */
  costPerMillion: number | null;
  costPerMillionOutput: number | null;
}

export interface ReplicaPrice {
  /** On-demand price of the offer's instance per hour, in the scenario's currency. */
  perInstanceHour: number;
  gpusPerInstance: number;
  gpusPerReplica: number;
}

/** A replica's share of the instance's hourly price (a 1-GPU replica on an 8-GPU machine pays 1/8). */
export function replicaPricePerHour(price: ReplicaPrice): number {
  return (price.perInstanceHour * price.gpusPerReplica) / price.gpusPerInstance;
}

export function profileFigures(classes: readonly SizeClass[], profile: ServingProfile, targets: readonly LatencyTarget[], price: ReplicaPrice | null): ProfileFigures {
  const rate = maxRateMeetingTargets(classes, profile, targets);
  const served = servedTokensPerSecond(classes, rate);
  const cost = price ? costPerMillionTokens(Math.round(replicaPricePerHour(price) * 1e6), served) : null;
  return {
    requestsPerSecond: rate,
    tokensPerSecond: served.all,
    costPerMillion: cost?.allMicro == null ? null : cost.allMicro / 1e6,
    costPerMillionOutput: cost?.outputMicro == null ? null : cost.outputMicro / 1e6,
  };
}

/**
 * A per-class profile's starting rates from a throughput profile: each class served alone at
 * the targets (what Mélange measures per class), to 3 significant digits; a class the profile
 * cannot serve at the targets gets 0.001 requests/s, for the planner to replace.
 */
export function ratesFromThroughput(classes: readonly SizeClass[], profile: ThroughputProfile, targets: readonly LatencyTarget[]): { className: string; requestsPerSecond: number }[] {
  return classes.map((c) => {
    const alone = maxRateMeetingTargets([{ ...c, share: 1 }], profile, targets);
    return { className: c.name, requestsPerSecond: alone > 0 ? Number(alone.toPrecision(3)) : 0.001 };
  });
}
