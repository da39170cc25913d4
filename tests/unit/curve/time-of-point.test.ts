import { describe, expect, it } from 'vitest';
import { pointMinutes, pointTime } from '@headroom/renderer/curve/time-of-point';

describe('time of a point', () => {
  it('names when each point starts', () => {
    expect(pointTime(14, 24)).toBe('14:00');
    expect(pointTime(29, 48)).toBe('14:30');
    expect(pointTime(1, 96)).toBe('00:15');
    expect(pointTime(287, 288)).toBe('23:55');
    expect(pointTime(24, 24)).toBe('24:00');
  });

  it('knows how long each point lasts', () => {
    expect([24, 48, 96, 288].map(pointMinutes)).toEqual([60, 30, 15, 5]);
  });
});
