/**
 * Props equal but for their functions: for controls whose callbacks only read the latest state
 * through a ref (and constants), so a callback made anew on every render is no reason to
 * redraw. A what-if move then redraws the control that moved, not every control.
 */
export function sameExceptFunctions<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => (typeof a[k] === 'function' && typeof b[k] === 'function') || Object.is(a[k], b[k]));
}
