/**
 * Reads a Chromium CPU profile of the page's main thread (`npm run bench:what-if` with
 * WHAT_IF_PROFILE=1): how much of the time it was busy, and the functions with the most time
 * of their own and in total (a component's total is its rendering with everything it calls).
 */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Functions whose time is the page waiting, not working. */
const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

export function printProfile(profile: CpuProfile, moves: number, top = 25): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  const name = (id: number) => {
    const f = byId.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.split('/').at(-1) ?? ''}:${f.lineNumber + 1}`;
  };
  const selfBy = new Map<string, number>();
  const totalBy = new Map<string, number>();
  let busy = 0;
  let gc = 0;
  for (const [id, ms] of self) {
    const fn = byId.get(id)!.callFrame.functionName;
    if (fn === '(garbage collector)') gc += ms;
    if (IDLE.has(fn)) continue;
    busy += ms;
    selfBy.set(name(id), (selfBy.get(name(id)) ?? 0) + ms);
    // Counted once per name on the way up, so recursion does not count twice.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = name(at);
      if (seen.has(n)) continue;
      seen.add(n);
      totalBy.set(n, (totalBy.get(n) ?? 0) + ms);
    }
  }
  const wall = (profile.endTime - profile.startTime) / 1000;
  console.log(`main thread: ${wall.toFixed(0)} ms recorded over ${moves} moves, ${busy.toFixed(0)} ms busy (${(busy / moves).toFixed(0)} ms a move), garbage collection ${gc.toFixed(0)} ms`);
  const list = (title: string, m: Map<string, number>, keep: (n: string) => boolean) => {
    console.log(title);
    for (const [n, ms] of [...m].filter(([k]) => keep(k)).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(9)}  ${n}`);
  };
  list('self time, ms:', selfBy, () => true);
  // Components are named with a capital (WhatIfCards, Typography); their total is their rendering.
  list('total time of components (capitalised names), ms:', totalBy, (n) => /^[A-Z]/.test(n) && !n.startsWith('(') );
}
