import { describe, expect, it } from 'vitest';
import { arrowNeighbours, keyStep } from '@headroom/renderer/what-if/slider-steps';

describe('keyStep', () => {
  it('lands on the step grid as the slider does, without floating-point dust', () => {
    expect(keyStep(0, 0.01, -1, -0.9, 1)).toBe(-0.01);
    expect(keyStep(-0.29, 0.01, -1, -0.9, 1)).toBe(-0.3);
    expect(keyStep(0.035, 0.005, 1, -0.2, 0.5)).toBe(0.04);
    expect(keyStep(0.1, 0.05, 1, 0.1, 3)).toBe(0.15);
    expect(keyStep(1, 0.1, 1, 0, 5)).toBe(1.1);
  });
  it('stops at the ends', () => {
    expect(keyStep(-0.9, 0.01, -1, -0.9, 1)).toBe(-0.9);
    expect(keyStep(12, 1, 1, -12, 12)).toBe(12);
  });
});

describe('arrowNeighbours', () => {
  it('puts the last direction first and leaves out a step that goes nowhere', () => {
    expect(arrowNeighbours(0, 0.01, -0.9, 1, 1)).toEqual([0.01, -0.01]);
    expect(arrowNeighbours(-0.9, 0.01, -0.9, 1)).toEqual([-0.89]);
  });
});
