import { describe, expect, it } from 'vitest';
import { ProgressReporter } from '@headroom/electron/cli/progress';

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('ProgressReporter', () => {
  it('stays quiet off a terminal for the first second, then writes lines at most once a second', () => {
    const out: string[] = [];
    const c = clock();
    const p = new ProgressReporter((s) => out.push(s), false, c.now);
    p.update(0.1);
    c.advance(900);
    p.update(0.5);
    expect(out).toEqual([]);
    c.advance(200);
    p.update(0.6);
    p.update(0.61);
    c.advance(1000);
    p.update(0.9);
    p.finish();
    expect(out).toEqual([
      'Simulating: 60 % (1.1 s)\n',
      'Simulating: 90 % (2.1 s)\n',
      'Simulating: done in 2.1 s\n',
    ]);
  });

  it('writes nothing at all for a short run off a terminal', () => {
    const out: string[] = [];
    const c = clock();
    const p = new ProgressReporter((s) => out.push(s), false, c.now);
    p.update(1);
    p.finish();
    expect(out).toEqual([]);
  });

  it('redraws one line on a terminal and ends it', () => {
    const out: string[] = [];
    const c = clock();
    const p = new ProgressReporter((s) => out.push(s), true, c.now);
    p.update(0.25);
    c.advance(50);
    p.update(0.3);
    c.advance(100);
    p.update(1.5);
    p.finish();
    expect(out).toEqual([
      '\rSimulating: 25 % (0.0 s)\x1b[K',
      '\rSimulating: 100 % (0.1 s)\x1b[K',
      '\rSimulating: done in 0.1 s\x1b[K\n',
    ]);
  });
});
