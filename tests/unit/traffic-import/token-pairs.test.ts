import { describe, expect, it } from 'vitest';
import { tokenPairsOf } from '@shared/traffic-import/token-pairs';

describe('the token pairs a request log hands over', () => {
  const prompt = Float64Array.from({ length: 10 }, (_v, i) => 100 + i);
  const output = Float64Array.from({ length: 10 }, (_v, i) => 10 + i);

  it('are every request when the log is short enough', () => {
    const pairs = tokenPairsOf(prompt, output, 10);
    expect(pairs).toMatchObject({ every: 1, requests: 10 });
    expect(Array.from(pairs.prompt)).toEqual(Array.from(prompt));
    expect(Array.from(pairs.output)).toEqual(Array.from(output));
  });

  it('are an even sample of a longer log, the same every time', () => {
    const pairs = tokenPairsOf(prompt, output, 4);
    expect(pairs).toMatchObject({ every: 3, requests: 10 });
    expect(Array.from(pairs.prompt)).toEqual([100, 103, 106, 109]);
    expect(Array.from(pairs.output)).toEqual([10, 13, 16, 19]);
  });
});
