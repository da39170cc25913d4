import { describe, expect, it } from 'vitest';
import { buildMmcScenario } from '@shared/sim/bench-mmc';
import { compileStrategy } from '@shared/sim/compile';
import { RunScratch } from '@shared/sim/run-scratch';
import { runCompiled } from '@shared/sim/run-strategy';

describe('run scratch', () => {
  it('hands memory from run to run without changing a byte of any result', () => {
    const sizes = [3000, 400, 5000, 400];
    const compiled = sizes.map((jobs) =>
      compileStrategy(buildMmcScenario({ lambdaPerHour: 40, muPerHour: 1, servers: 45, jobs }), 'mmc'),
    );
    const scratch = new RunScratch();
    compiled.forEach((c, i) => {
      for (const seed of [1, 2]) {
        const alone = JSON.stringify(runCompiled(c, seed + i));
        expect(JSON.stringify(runCompiled(c, seed + i, { scratch }))).toBe(alone);
      }
    });
  });

  it('keeps a buffer that had to grow, and reuses it', () => {
    const scratch = new RunScratch();
    const small = scratch.turnaroundBuffer(0, 16);
    expect(scratch.turnaroundBuffer(0, 10)).toBe(small);
    const grown = new Int32Array(64);
    scratch.keepTurnarounds(0, grown);
    expect(scratch.turnaroundBuffer(0, 40)).toBe(grown);
    expect(scratch.turnaroundBuffer(0, 100).length).toBe(100);
  });
});
