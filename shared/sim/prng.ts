import { meanOfDistribution, type Distribution } from '@shared/scenario';

/**
 * Seeded pseudo-random numbers. Every run is a pure function of (scenario, strategy, seed),
 * so nothing here touches Math.random or keeps module state.
 *
 * Generator: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator, 128-bit state,
 * passes PractRand/BigCrush), seeded through splitmix32. Each purpose gets its own stream
 * derived from (run seed, purpose key), e.g. "arrivals:<workloadId>" or
 * "interruptions:<poolId>", so adding a workload or a pool never reshuffles the randomness
 * another one sees (and strategies compared under one seed see the same arrivals and sizes:
 * common random numbers, which makes strategy differences far less noisy).
 */

/** 32-bit FNV-1a hash of a string (stable stream keys). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One step of splitmix32: returns [output, next state]. Used only to expand seeds. */
export function splitmix32(state: number): [number, number] {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  z ^= z >>> 16;
  return [z >>> 0, next];
}

const TWO_POW_32 = 4294967296;
const TWO_POW_24 = 16777216;

/**
 * Tables of the ziggurat method for the standard exponential (Marsaglia & Tsang 2000, 256
 * layers), built once from constants; read-only. The layer comes from the low 8 bits of a
 * draw and the position from its high 24 bits (no index/value correlation). Exact: the
 * rare draws outside a layer's rectangle are accepted or rejected against exp(-x).
 */
const ZIG_R = 7.697117470131049;
const ZIG_V = 3.949659822581572e-3;
const ZIG_K = new Float64Array(256);
const ZIG_W = new Float64Array(256);
const ZIG_F = new Float64Array(256);
{
  let de = ZIG_R;
  let te = de;
  const q = ZIG_V / Math.exp(-de);
  ZIG_K[0] = (de / q) * TWO_POW_24;
  ZIG_K[1] = 0;
  ZIG_W[0] = q / TWO_POW_24;
  ZIG_W[255] = de / TWO_POW_24;
  ZIG_F[0] = 1;
  ZIG_F[255] = Math.exp(-de);
  for (let i = 254; i >= 1; i--) {
    de = -Math.log(ZIG_V / de + Math.exp(-de));
    ZIG_K[i + 1] = (de / te) * TWO_POW_24;
    te = de;
    ZIG_F[i] = Math.exp(-de);
    ZIG_W[i] = de / TWO_POW_24;
  }
}

/**
 * Ziggurat tables for the standard normal (Marsaglia & Tsang 2000, 128 layers): layer from
 * the low 7 bits, a signed 25-bit position from the rest. Exact, like the exponential one.
 */
const NOR_R = 3.442619855899;
const NOR_V = 9.91256303526217e-3;
const NOR_K = new Float64Array(128);
const NOR_W = new Float64Array(128);
const NOR_F = new Float64Array(128);
{
  let dn = NOR_R;
  let tn = dn;
  const q = NOR_V / Math.exp(-0.5 * dn * dn);
  NOR_K[0] = (dn / q) * TWO_POW_24;
  NOR_K[1] = 0;
  NOR_W[0] = q / TWO_POW_24;
  NOR_W[127] = dn / TWO_POW_24;
  NOR_F[0] = 1;
  NOR_F[127] = Math.exp(-0.5 * dn * dn);
  for (let i = 126; i >= 1; i--) {
    dn = Math.sqrt(-2 * Math.log(NOR_V / dn + Math.exp(-0.5 * dn * dn)));
    NOR_K[i + 1] = (dn / tn) * TWO_POW_24;
    tn = dn;
    NOR_F[i] = Math.exp(-0.5 * dn * dn);
    NOR_W[i] = dn / TWO_POW_24;
  }
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** Seeds the 128-bit state from two 32-bit words (run seed, stream key) via splitmix32. */
  constructor(seed: number, stream = 0) {
    let s = (seed ^ Math.imul(stream | 0, 0x27d4eb2d)) | 0;
    const words: number[] = [];
    for (let i = 0; i < 4; i++) {
      const [out, next] = splitmix32(i === 1 ? s ^ stream : s);
      words.push(out | 0);
      s = next;
    }
    this.a = words[0]!;
    this.b = words[1]!;
    this.c = words[2]!;
    this.d = words[3]!;
    // Warm up so nearby seeds decorrelate fully.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** A stream for one purpose, independent of every other purpose's stream. */
  static stream(seed: number, key: string): Rng {
    return new Rng(seed >>> 0, hashString(key));
  }

  nextUint32(): number {
    return this.nextInt32() >>> 0;
  }

  /**
   * The next output as a signed 32-bit integer (the same bits as nextUint32). The draws below
   * use it: a signed 32-bit number is always a small integer to V8, returned from a call that is
   * not inlined without boxing, where half of the unsigned ones would be heap numbers.
   */
  nextInt32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / TWO_POW_32;
  }

  /** Uniform in (0, 1]: safe for log(). */
  nextOpen(): number {
    return (this.nextUint32() + 1) / TWO_POW_32;
  }

  /** Integer uniform in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  uniform(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  exponential(mean: number): number {
    return mean * this.standardExponential();
  }

  /** Standard exponential (mean 1) by the ziggurat method. */
  standardExponential(): number {
    const u = this.nextInt32();
    const layer = u & 255;
    const pos = u >>> 8;
    // Inside the layer's rectangle (about 99% of draws); the edge is drawn out of line.
    return pos < ZIG_K[layer]! ? pos * ZIG_W[layer]! : this.exponentialEdge(layer, pos);
  }

  /** Writes `count` standard exponential draws into out[from], out[from + 1], ... (the same draws, in order, as as many calls). */
  fillStandardExponentials(out: Float64Array, from: number, count: number): void {
    for (let i = 0; i < count; i++) out[from + i] = this.standardExponential();
  }

  /** standardExponential's draw outside its layer's rectangle: the tail, or accept/reject and draw again. */
  private exponentialEdge(layer: number, pos: number): number {
    for (;;) {
      if (layer === 0) return ZIG_R - Math.log(this.nextOpen());
      const x = pos * ZIG_W[layer]!;
      if (ZIG_F[layer]! + this.next() * (ZIG_F[layer - 1]! - ZIG_F[layer]!) < Math.exp(-x)) return x;
      const u = this.nextInt32();
      layer = u & 255;
      pos = u >>> 8;
      if (pos < ZIG_K[layer]!) return pos * ZIG_W[layer]!;
    }
  }

  /** Standard normal by the ziggurat method. */
  normal(): number {
    for (;;) {
      const u = this.nextUint32();
      const layer = u & 127;
      const pos = (u | 0) >> 7;
      const abs = pos < 0 ? -pos : pos;
      if (abs < NOR_K[layer]!) return pos * NOR_W[layer]!;
      if (layer === 0) {
        // The tail beyond R (Marsaglia's method).
        let x: number;
        let y: number;
        do {
          x = -Math.log(this.nextOpen()) / NOR_R;
          y = -Math.log(this.nextOpen());
        } while (y + y < x * x);
        return pos > 0 ? NOR_R + x : -NOR_R - x;
      }
      const x = pos * NOR_W[layer]!;
      if (NOR_F[layer]! + this.next() * (NOR_F[layer - 1]! - NOR_F[layer]!) < Math.exp(-0.5 * x * x)) return x;
    }
  }

  private lnMean = NaN;
  private lnCv = NaN;
  private lnMu = 0;
  private lnSigma = 0;

  /** Lognormal with the given mean and coefficient of variation (std / mean). */
  lognormal(mean: number, cv: number): number {
    if (cv <= 0) return mean;
    if (mean !== this.lnMean || cv !== this.lnCv) {
      const sigma2 = Math.log(1 + cv * cv);
      this.lnMean = mean;
      this.lnCv = cv;
      this.lnMu = Math.log(mean) - sigma2 / 2;
      this.lnSigma = Math.sqrt(sigma2);
    }
    return Math.exp(this.lnMu + this.lnSigma * this.normal());
  }
}

/** Whether sampling this distribution consumes randomness. */
export function isRandomDistribution(d: Distribution): boolean {
  switch (d.type) {
    case 'fixed':
      return false;
    case 'uniform':
      return d.max > d.min;
    case 'lognormal':
      return d.cv > 0;
    case 'exponential':
      return true;
    case 'empirical':
      return d.values.length > 1;
  }
}

/** Mean of a distribution (for ideal-time and planning estimates). */
export const distributionMean = (d: Distribution): number => meanOfDistribution(d);

/** Draws one value of the schema's Distribution from the stream. */
export function sample(d: Distribution, rng: Rng): number {
  switch (d.type) {
    case 'fixed':
      return d.value;
    case 'exponential':
      return rng.exponential(d.mean);
    case 'lognormal':
      return rng.lognormal(d.mean, d.cv);
    case 'uniform':
      return d.max > d.min ? rng.uniform(d.min, d.max) : d.min;
    case 'empirical':
      // One of the log's own sizes, each as likely as the others.
      return d.values.length > 1 ? d.values[rng.int(d.values.length)]! : d.values[0]!;
  }
}
