import type { InferenceWorkload, LlmServing } from '@shared/scenario';
import { allowedMissShare } from '@shared/llm/latency-target';
import { maxRateMeetingTargets, ratePerClassCapacity } from '@shared/llm/serving-capacity';
import { saturatedRate } from '@shared/llm/serving-operating-point';
import type { ServingProfile } from '@shared/llm/serving-profile';
import { mixMeanTokens, type SizeClass } from '@shared/llm/size-class';
import type { CompiledLlm, CompiledPool } from './compiled';

/** The most requests/s a replica of the profile serves at all (the fluid capacity for 'ratePerClass'). */
export function replicaSaturation(classes: readonly SizeClass[], profile: ServingProfile): number {
  if (profile.kind === 'ratePerClass') {
    const cap = ratePerClassCapacity(classes, profile);
    return cap.ok ? cap.requestsPerSecond : 0;
  }
  const prefillMean = classes.reduce((s, c) => s + (c.share * c.promptTokens) / profile.prefillTokensPerSecond, 0);
  return saturatedRate(classes, profile, prefillMean);
}

/** The profile of an offer in a service's `llm` block, or null. */
export function profileOf(llm: LlmServing, offerId: string): ServingProfile | null {
  return llm.profiles.find((p) => p.offerId === offerId)?.profile ?? null;
}

/** The token model of a service's placement slots, or null for a workload planned in requests. */
export function compileLlm(w: InferenceWorkload, slots: readonly CompiledPool[]): CompiledLlm | null {
  const llm = w.llm;
  if (llm === undefined) return null;
  const classes = llm.sizeClasses;
  const targets = llm.targets;
  const profiles = slots.map((p) => profileOf(llm, p.offer.id));
  const capacity = Float64Array.from(profiles, (p) => (p === null ? 0 : maxRateMeetingTargets(classes, p, targets)));
  const saturation = Float64Array.from(profiles, (p, j) => (p === null ? 0 : Math.max(capacity[j]!, replicaSaturation(classes, p))));
  const ratio = (j: number): number => (capacity[j]! > 0 ? saturation[j]! / capacity[j]! : Infinity);
  const fillOrder = Int32Array.from(slots.map((_, j) => j).sort((a, b) => ratio(a) - ratio(b) || a - b));
  const mean = mixMeanTokens(classes);
  return {
    classes,
    targets,
    allowed: Float64Array.from(targets, (t) => allowedMissShare(t.statistic)),
    profiles,
    capacity,
    saturation,
    fillOrder,
    meanPromptTokens: mean.promptTokens,
    meanOutputTokens: mean.outputTokens,
    missMemo: slots.map(() => new Map()),
  };
}
