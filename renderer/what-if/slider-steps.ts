/**
 * The values a slider's arrow keys lead to from `value`, computed as MUI's Slider computes a
 * keyboard step (the sum to the precision of value and step, clamped, then onto the step grid
 * from `min`), so a move looked ahead has exactly the key the real move will have.
 */
function decimals(n: number): number {
  if (n !== 0 && Math.abs(n) < 1) {
    const [mantissa, exponent] = n.toExponential().split('e-');
    return (mantissa?.split('.')[1]?.length ?? 0) + Number(exponent ?? 0);
  }
  return n.toString().split('.')[1]?.length ?? 0;
}

export function keyStep(value: number, step: number, direction: 1 | -1, min: number, max: number): number {
  const summed = Number((value + direction * step).toFixed(Math.max(decimals(value), decimals(step))));
  const clamped = direction === 1 ? Math.min(summed, max) : Math.max(summed, min);
  const nearest = Math.round((clamped - min) / step) * step + min;
  return Number(nearest.toFixed(Math.max(decimals(step), decimals(min))));
}

/** The arrow-key neighbours of `value` (the same direction as the last step first), without `value` itself. */
export function arrowNeighbours(value: number, step: number, min: number, max: number, lastDirection: 1 | -1 = -1): number[] {
  const out: number[] = [];
  for (const direction of [lastDirection, -lastDirection as 1 | -1]) {
    const next = keyStep(value, step, direction, min, max);
    if (next !== value && !out.includes(next)) out.push(next);
  }
  return out;
}
