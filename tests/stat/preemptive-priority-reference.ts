/**
 * A small, separate reference for a shared pool with priorities, written apart from the
 * simulator (nothing of shared/sim is imported) with the semantics of SimPy's
 * `PreemptiveResource`: `servers` one-GPU servers; a high-priority service that wants
 * `serviceWanted(t)` of them (a step function of the time of day) and, when short, takes them
 * from running low-priority jobs, the most recently started first (SimPy preempts the user
 * with the lowest priority and, among those, the latest request); one-GPU training jobs with
 * Poisson arrivals and exponential sizes, first come first served.
 *
 * What a preempted job pays is Headroom's rule, stated in the issue: the progress since its
 * last whole checkpoint interval is lost, its next stay begins with the restart overhead, and
 * it goes back to the head of the queue (jobs preempted at once: the earliest started first).
 * After `fallbackAfter` preemptions it runs on an unlimited elastic pool instead.
 * Same-instant order: completions, then the service's change, then arrivals.
 */

export interface ReferenceParams {
  servers: number;
  /** Job arrivals per second. */
  lambda: number;
  /** Mean job size, in seconds of one GPU. */
  meanSizeS: number;
  checkpointS: number;
  restartS: number;
  /** Servers the service wants over the day: [hour, servers] steps, from hour 0. */
  serviceSteps: readonly (readonly [number, number])[];
  horizonS: number;
  seed: number;
  /** Preemptions after which a job leaves the shared servers for good (Infinity: never). */
  fallbackAfter: number;
}

export interface ReferenceJob {
  arrival: number;
  finish: number | null;
  queueS: number;
  preemptions: number;
  lostS: number;
}

/** mulberry32: the reference's own random numbers, independent of the simulator's streams. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Job extends ReferenceJob {
  remaining: number;
  productiveFrom: number;
  stayStart: number;
  waitFrom: number;
  stay: number;
  restartNext: boolean;
  elsewhere: boolean;
}

const COMPLETION = 0;
const SERVICE = 1;
const ARRIVAL = 2;
type Event = { t: number; kind: number; seq: number; job: Job | null; stay: number; want: number };

/** A binary heap of events by (time, kind, sequence). */
class Events {
  private heap: Event[] = [];
  private seq = 0;
  push(e: Omit<Event, 'seq'>): void {
    const h = this.heap;
    h.push({ ...e, seq: this.seq++ });
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!before(h[i]!, h[p]!)) break;
      [h[i], h[p]] = [h[p]!, h[i]!];
      i = p;
    }
  }
  pop(): Event | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0 && last !== undefined) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && before(h[l]!, h[m]!)) m = l;
        if (r < h.length && before(h[r]!, h[m]!)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    return top;
  }
}

function before(a: Event, b: Event): boolean {
  return a.t !== b.t ? a.t < b.t : a.kind !== b.kind ? a.kind < b.kind : a.seq < b.seq;
}

export function runReference(p: ReferenceParams): ReferenceJob[] {
  const rnd = random(p.seed);
  const events = new Events();
  const jobs: Job[] = [];
  const queue: Job[] = [];
  /** Jobs on the shared servers, in the order their stays started. */
  const running: Job[] = [];
  let serviceHeld = 0;
  let serviceWant = 0;
  const free = (): number => p.servers - serviceHeld - running.length;

  const start = (job: Job, t: number): void => {
    job.queueS += t - job.waitFrom;
    job.stay += 1;
    job.stayStart = t;
    job.productiveFrom = t + (job.restartNext ? p.restartS : 0);
    if (!job.elsewhere) running.push(job);
    events.push({ t: job.productiveFrom + job.remaining, kind: COMPLETION, job, stay: job.stay, want: 0 });
  };
  const preempt = (job: Job, t: number): void => {
    running.splice(running.indexOf(job), 1);
    const productive = Math.max(0, t - job.productiveFrom);
    const kept = Math.floor(productive / p.checkpointS) * p.checkpointS;
    job.remaining -= kept;
    job.lostS += productive - kept;
    job.preemptions += 1;
    job.stay += 1;
    job.restartNext = true;
    job.waitFrom = t;
  };
  /** Freed servers: the service first, then the queue from its head. */
  const dispatch = (t: number): void => {
    const toService = Math.min(free(), serviceWant - serviceHeld);
    if (toService > 0) serviceHeld += toService;
    while (free() > 0 && queue.length > 0) start(queue.shift()!, t);
  };

  for (let day = 0; day * 86_400 < p.horizonS; day++) {
    for (const [hour, want] of p.serviceSteps) {
      const t = day * 86_400 + hour * 3600;
      if (t < p.horizonS) events.push({ t, kind: SERVICE, job: null, stay: 0, want });
    }
  }
  const nextArrival = (t: number): void => {
    const at = t - Math.log(1 - rnd()) / p.lambda;
    if (at < p.horizonS) events.push({ t: at, kind: ARRIVAL, job: null, stay: 0, want: 0 });
  };
  nextArrival(0);

  for (let e = events.pop(); e !== undefined && e.t < p.horizonS; e = events.pop()) {
    const t = e.t;
    if (e.kind === ARRIVAL) {
      const job: Job = {
        arrival: t,
        finish: null,
        queueS: 0,
        preemptions: 0,
        lostS: 0,
        remaining: -Math.log(1 - rnd()) * p.meanSizeS,
        productiveFrom: 0,
        stayStart: 0,
        waitFrom: t,
        stay: 0,
        restartNext: false,
        elsewhere: false,
      };
      jobs.push(job);
      queue.push(job);
      dispatch(t);
      nextArrival(t);
    } else if (e.kind === COMPLETION) {
      const job = e.job!;
      if (e.stay !== job.stay) continue;
      job.finish = t;
      if (!job.elsewhere) running.splice(running.indexOf(job), 1);
      dispatch(t);
    } else {
      serviceWant = e.want;
      if (serviceHeld > serviceWant) serviceHeld = serviceWant;
      let short = serviceWant - serviceHeld - free();
      const preempted: Job[] = [];
      // Most recently started first, one server each.
      while (short > 0 && running.length > 0) {
        const job = running[running.length - 1]!;
        preempt(job, t);
        preempted.push(job);
        short -= 1;
      }
      // Each at the head in turn: the earliest started ends up first.
      for (const job of preempted) {
        if (job.preemptions >= p.fallbackAfter) {
          job.elsewhere = true;
          start(job, t);
        } else queue.unshift(job);
      }
      dispatch(t);
    }
  }
  return jobs;
}
