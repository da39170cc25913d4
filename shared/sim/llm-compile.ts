import type { InferenceWorkload, LlmServing, SizeClassRoute } from '@shared/scenario';
import { allowedMissShare, type LatencyTarget } from '@shared/llm/latency-target';
import { maxRateMeetingTargets, ratePerClassCapacity } from '@shared/llm/serving-capacity';
import { saturatedRate } from '@shared/llm/serving-operating-point';
import type { ServingProfile } from '@shared/llm/serving-profile';
import { mixMeanTokens, type SizeClass } from '@shared/llm/size-class';
import { burstsForDispersion, type ArrivalPattern } from '@shared/llm/requests/arrivals';
import { RequestWindows } from '@shared/llm/requests/request-windows';
import type { ProfileEstimates, RequestWindowStore } from '@shared/llm/requests/window-store';
import type { CompiledLlm, CompiledLlmRoute, CompiledPool } from './compiled';

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
export function compileLlm(
  w: InferenceWorkload,
  slots: readonly CompiledPool[],
  routes?: readonly SizeClassRoute[],
  latency: 'requests' | 'estimate' = 'requests',
  store?: RequestWindowStore,
): CompiledLlm | null {
  const llm = w.llm;
  if (llm === undefined) return null;
  const simulated = latency === 'requests';
  const windows = { simulated, store };
  if (routes === undefined) return compileMix(llm, llm.sizeClasses, slots, null, windows);
  // Slots come in route order (compile.ts): each route is a run of them.
  let from = 0;
  const compiled: CompiledLlmRoute[] = routes.map((route) => {
    const members = llm.sizeClasses.filter((c) => route.classNames.includes(c.name));
    const share = members.reduce((s, c) => s + c.share, 0);
    const classes = members.map((c) => ({ ...c, share: share > 0 ? c.share / share : 1 / members.length }));
    const to = from + route.poolIds.length;
    const r = { from, to, share, llm: compileMix(llm, classes, slots.slice(from, to), null, windows) };
    from = to;
    return r;
  });
  const whole = compileMix(llm, llm.sizeClasses, slots, compiled, windows);
  // Each slot sizes and serves on its own route's classes.
  for (const r of compiled) {
    whole.capacity.set(r.llm.capacity, r.from);
    whole.saturation.set(r.llm.saturation, r.from);
  }
  return whole;
}

function compileMix(
  llm: LlmServing,
  classes: SizeClass[],
  slots: readonly CompiledPool[],
  routes: CompiledLlmRoute[] | null,
  windows: { simulated: boolean; store: RequestWindowStore | undefined },
): CompiledLlm {
  const targets = llm.targets;
  const profiles = slots.map((p) => profileOf(llm, p.offer.id));
  // From the store when there is one: the next compile of the same service (a what-if's move)
  // starts from the figures the last one worked out (the same numbers, without the root finding).
  const figures = profiles.map((p): ProfileEstimates =>
    p !== null && windows.store !== undefined ? windows.store.estimatesFor(classes, targets, p) : { shares: new Map(), capacity: NaN, saturation: NaN },
  );
  const capacity = Float64Array.from(profiles, (p, j) => {
    if (p === null) return 0;
    const f = figures[j]!;
    if (Number.isNaN(f.capacity)) f.capacity = maxRateMeetingTargets(classes, p, targets);
    return f.capacity;
  });
  const saturation = Float64Array.from(profiles, (p, j) => {
    if (p === null) return 0;
    const f = figures[j]!;
    if (Number.isNaN(f.saturation)) f.saturation = replicaSaturation(classes, p);
    return Math.max(capacity[j]!, f.saturation);
  });
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
    missMemo: figures.map((f) => f.shares),
    // A routed service's requests are simulated route by route (each route's replicas serve only its classes).
    windows: windows.simulated && routes === null ? requestWindows(classes, targets, profiles, burstsForDispersion(llm.arrivalDispersion ?? 1), windows.store) : null,
    routes,
  };
}

/** The service's simulated windows, starting from those the store already holds for the same model. */
function requestWindows(classes: SizeClass[], targets: LatencyTarget[], profiles: (ServingProfile | null)[], pattern: ArrivalPattern, store: RequestWindowStore | undefined): RequestWindows {
  return new RequestWindows(classes, targets, profiles, pattern, store?.windowsFor(classes, targets, profiles, pattern));
}

/**
 * Replicas one unit of the placement's slots at a time, in placement order, until their rates
 * meeting every target add up to `rate` (each slot holds at most its pool's room: a reserved
 * base's count, an on-demand pool's limit); Infinity when every slot together falls short.
 */
export function replicasMeeting(capacity: Float64Array, room: readonly number[], rate: number): number {
  let need = rate;
  let n = 0;
  for (let j = 0; j < capacity.length && need > 1e-9; j++) {
    const cap = capacity[j]!;
    const most = room[j]!;
    if (!(cap > 0)) {
      // Replicas here serve nothing at the targets, yet the holder fills this slot first.
      if (!Number.isFinite(most)) return Infinity;
      n += most;
      continue;
    }
    const units = Math.min(most, Math.ceil(need / cap - 1e-9));
    n += units;
    need -= units * cap;
  }
  return need > 1e-9 ? Infinity : n;
}

/** Replicas of `unitGpus` GPUs each slot's pool can ever hold (Infinity for an unlimited elastic pool). */
export function slotRoom(slots: readonly CompiledPool[], unitGpus: number, instancesPerUnit: Int32Array): number[] {
  return slots.map((p, j) => {
    if (!Number.isFinite(p.maxInstances)) return Infinity;
    const perInstance = unitGpus <= p.gpusPerInstance ? Math.floor(p.gpusPerInstance / unitGpus) : 0;
    return perInstance > 0 ? p.maxInstances * perInstance : Math.floor(p.maxInstances / Math.max(1, instancesPerUnit[j]!));
  });
}
