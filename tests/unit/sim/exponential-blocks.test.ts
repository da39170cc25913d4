import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ExponentialBlocks } from '@shared/sim/exponential-blocks';
import { Rng } from '@shared/sim/prng';

/**
 * Drawing a block at a time must not move a single draw: a workload's arrivals and sizes are
 * the stream's own draws in the stream's own order, however the workloads interleave and
 * wherever a block ends.
 */
describe('ExponentialBlocks', () => {
  it('gives each workload the draws of its own stream, in order, across block boundaries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 1200 }), (seed, order) => {
        const blocks = new ExponentialBlocks(3);
        const streams = [0, 1, 2].map((w) => Rng.stream(seed, `arrivals:w${w}`));
        const direct = [0, 1, 2].map((w) => Rng.stream(seed, `arrivals:w${w}`));
        for (const w of order) {
          const at = blocks.take(w, streams[w]!);
          expect(blocks.values[at]).toBe(direct[w]!.standardExponential());
        }
      }),
      { numRuns: 40 },
    );
  });

  it('fills an array with the same draws as as many calls', () => {
    const a = Rng.stream(7, 'sizes:x');
    const b = Rng.stream(7, 'sizes:x');
    const out = new Float64Array(700);
    a.fillStandardExponentials(out, 100, 600);
    expect(Array.from(out.subarray(0, 100))).toEqual(new Array(100).fill(0));
    for (let i = 100; i < 700; i++) expect(out[i]).toBe(b.standardExponential());
    expect(a.nextUint32()).toBe(b.nextUint32());
  });
});
