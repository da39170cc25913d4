import type { LatencyTarget } from '../latency-target';
import type { ServingProfile } from '../serving-profile';
import type { SizeClass } from '../size-class';
import type { ArrivalPattern } from './arrivals';

/** Miss shares per target of one simulated window, by the window's key (replicas per slot @ grid rate). */
export type WindowShares = Map<string, Float64Array>;

/**
 * The analytical model's figures of one replica profile serving a mix to its targets: the miss
 * shares per target by per-replica rate (read only once set), and the replica's rate meeting
 * every target and its saturated rate, once worked out (NaN before).
 */
export interface ProfileEstimates {
  shares: Map<number, Float64Array>;
  capacity: number;
  saturation: number;
}

/**
 * Simulated windows kept from one compile to the next. A window's shares depend only on the
 * service's model (size classes, targets, the slots' profiles, the arrival pattern) and its key,
 * and it is drawn from a fixed stream of its own, so a window simulated once is the same window
 * every later time it is asked for: a run's summary re-run, another worker's slice, the next
 * what-if on the same service. Keeping them saves seconds a run and changes no figure.
 *
 * The owner (a web worker, one command) creates the store and passes it in through the compile
 * options; the simulator holds no state of its own between calls. The store keeps the windows of
 * the `maxModels` services asked for most recently.
 */
export class RequestWindowStore {
  private readonly byModel = new Map<string, WindowShares>();
  private readonly estimates = new Map<string, ProfileEstimates>();

  constructor(private readonly maxModels = 24) {}

  /** The windows of one service model, created empty the first time it is asked for. */
  windowsFor(classes: readonly SizeClass[], targets: readonly LatencyTarget[], profiles: readonly (ServingProfile | null)[], pattern: ArrivalPattern): WindowShares {
    const key = modelKey(classes, targets, profiles, pattern);
    let windows = this.byModel.get(key);
    if (windows !== undefined) {
      // Most recently used last, so the oldest is the first to go.
      this.byModel.delete(key);
    } else {
      windows = new Map();
      if (this.byModel.size >= this.maxModels) this.byModel.delete(this.byModel.keys().next().value!);
    }
    this.byModel.set(key, windows);
    return windows;
  }

  /**
   * The analytical estimate's figures of one replica profile serving these classes to these
   * targets, created empty the first time. They are the same pure functions of (classes,
   * targets, profile, rate) in every compile, so a what-if that moves a price or a pool reads
   * the estimate of the traffic it has already met instead of working it out again (most of a
   * first answer's time on a service planned in tokens); kept for `maxModels` profiles.
   */
  estimatesFor(classes: readonly SizeClass[], targets: readonly LatencyTarget[], profile: ServingProfile): ProfileEstimates {
    const key = JSON.stringify([classes, targets, profile]);
    let figures = this.estimates.get(key);
    if (figures !== undefined) this.estimates.delete(key);
    else {
      figures = { shares: new Map(), capacity: NaN, saturation: NaN };
      if (this.estimates.size >= this.maxModels) this.estimates.delete(this.estimates.keys().next().value!);
    }
    this.estimates.set(key, figures);
    return figures;
  }

  /** Services whose windows are held (for tests). */
  get models(): number {
    return this.byModel.size;
  }
}

/** Everything a window's shares depend on besides its own key, as one string. */
function modelKey(classes: readonly SizeClass[], targets: readonly LatencyTarget[], profiles: readonly (ServingProfile | null)[], pattern: ArrivalPattern): string {
  const arrivals = pattern.kind === 'replay' ? { kind: 'replay', gaps: Array.from(pattern.gaps) } : pattern;
  return JSON.stringify([classes, targets, profiles, arrivals]);
}
