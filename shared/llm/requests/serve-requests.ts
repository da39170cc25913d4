import type { ThroughputProfile } from '../serving-profile';
import { ReplicaServer } from './replica-server';
import { emptyServed, type RequestList, type ServedRequests } from './request-list';

/** One replica's life in a window: ready at `upS`, then drained from `downS` or lost at it. */
export interface ReplicaLife {
  profile: ThroughputProfile;
  /** The route (size-class group) it serves; 0 when the service is not routed. */
  route: number;
  upS: number;
  /** Infinity when it stays to the end. */
  downS: number;
  /** True when it goes by a spot interruption (its requests are lost and sent again), false when the autoscaler sheds it (it drains). */
  interrupted: boolean;
}

interface Change {
  atS: number;
  replica: number;
  up: boolean;
}

/**
 * Serves a window's requests through replicas that come and go, request by request.
 * Routing: each arrival goes to the ready replica of its route with the fewest outstanding
 * requests for its concurrency (outstanding / maxConcurrentSequences; ties to the one listed
 * first), as a least-outstanding-requests balancer (vLLM's production stack, SGLang's router)
 * sends a request to the replica that can take it soonest; the replicas are pooled. Between
 * replicas of one profile this is plain least-outstanding; between offers it is the weighted
 * form a mixed fleet is configured with (an L4 of 32 slots is not given as much as an A100 of 64). With no ready replica of its route a request waits at the balancer
 * and goes to the first one that comes. A shed replica takes nothing new and finishes what it
 * holds (it drains); an interrupted one loses everything it holds, and each of those requests is
 * sent again at once (counted in `retries`; its times still run from its first arrival, and its
 * first token is the retried stream's). Requests unfinished at `endS` stay unfinished.
 * With `queueAtBalancer`, a replica whose slots are all taken gets nothing more: the request
 * waits at the balancer for the first slot to free anywhere (one queue, as M/M/c assumes);
 * without it (the default, as the reference and most balancers do) it queues at the replica.
 * Deterministic: no random number is drawn.
 */
export function serveRequests(reqs: RequestList, lives: readonly ReplicaLife[], endS: number, queueAtBalancer = false): ServedRequests {
  const n = reqs.arrivalS.length;
  const out = emptyServed(n);
  const firstTokenAt = new Float64Array(n);
  const replicas = lives.map((l) => new ReplicaServer(l.profile, l.route, reqs.promptTokens));
  for (const r of replicas) r.accepting = false;
  const changes: Change[] = [];
  lives.forEach((l, k) => {
    changes.push({ atS: l.upS, replica: k, up: true });
    if (l.downS < Infinity) changes.push({ atS: l.downS, replica: k, up: false });
  });
  // Ups before downs at the same moment, so a replacement takes over what an interruption loses.
  changes.sort((a, b) => a.atS - b.atS || Number(b.up) - Number(a.up) || a.replica - b.replica);
  const live: ReplicaServer[] = [];
  const atBalancer: number[][] = [];
  /** Per route, the first request of atBalancer not yet sent on (the queue is never shifted). */
  const balancerHead: number[] = [];

  const dispatch = (i: number, now: number): void => {
    const route = reqs.route[i]!;
    let best: ReplicaServer | null = null;
    let bestLoad = Infinity;
    for (const r of live) {
      if (!r.accepting || r.route !== route) continue;
      const outstanding = r.outstanding();
      if (queueAtBalancer && outstanding >= r.profile.maxConcurrentSequences) continue;
      const load = outstanding / r.profile.maxConcurrentSequences;
      if (load < bestLoad) {
        best = r;
        bestLoad = load;
      }
    }
    if (best === null) (atBalancer[route] ??= []).push(i);
    else best.enqueue(i, now);
  };

  const retire = (r: ReplicaServer): void => {
    const at = live.indexOf(r);
    if (at >= 0) live.splice(at, 1);
  };

  let next = 0;
  let change = 0;
  for (;;) {
    let soonest: ReplicaServer | null = null;
    for (const r of live) if (r.nextAt < (soonest?.nextAt ?? Infinity)) soonest = r;
    const serverAt = soonest?.nextAt ?? Infinity;
    const changeAt = change < changes.length ? changes[change]!.atS : Infinity;
    const arrivalAt = next < n ? reqs.arrivalS[next]! : Infinity;
    const t = Math.min(serverAt, changeAt, arrivalAt);
    if (t >= endS || t === Infinity) break;
    if (serverAt === t) {
      // An iteration ending at the moment of an arrival ends first, so the arrival sees it.
      const finished = soonest!.step(reqs, out, firstTokenAt);
      if (!soonest!.accepting && soonest!.outstanding() === 0) retire(soonest!);
      else if (queueAtBalancer && finished > 0) {
        const r = soonest!;
        const waiting = atBalancer[r.route] ?? [];
        let head = balancerHead[r.route] ?? 0;
        while (head < waiting.length && r.outstanding() < r.profile.maxConcurrentSequences) r.enqueue(waiting[head++]!, t);
        balancerHead[r.route] = head;
      }
    } else if (changeAt === t) {
      const c = changes[change++]!;
      const r = replicas[c.replica]!;
      if (c.up) {
        r.accepting = true;
        live.push(r);
        const waiting = (atBalancer[r.route] ?? []).slice(balancerHead[r.route] ?? 0);
        atBalancer[r.route] = [];
        balancerHead[r.route] = 0;
        for (const i of waiting) dispatch(i, t);
      } else if (lives[c.replica]!.interrupted) {
        const lost = r.evict();
        retire(r);
        for (const i of lost) {
          out.retries[i] = Math.min(255, out.retries[i]! + 1);
          out.ttftS[i] = NaN;
          dispatch(i, t);
        }
      } else {
        r.accepting = false;
        if (r.outstanding() === 0) retire(r);
      }
    } else {
      dispatch(next++, t);
    }
  }
  return out;
}
