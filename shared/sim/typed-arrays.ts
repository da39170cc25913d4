type TypedNumbers = Float64Array | Int32Array | Uint8Array;

/**
 * A copy of `a` of length n (n >= a.length), the same kind of array; the new tail is zero,
 * or `fill` when given. The simulator's tables grow by doubling through this.
 */
export function grown<T extends TypedNumbers>(a: T, n: number, fill?: number): T {
  const b = new (a.constructor as new (n: number) => T)(n);
  if (fill !== undefined) b.fill(fill, a.length);
  b.set(a);
  return b;
}
