/**
 * Waiting times as the latency model composes them: zero with some probability, otherwise a
 * combination of exponentials. The tail is P(W > t) = Σ weight · e^(−rate · t) for t ≥ 0, whose
 * value at 0 is the probability of waiting at all (1 − atZero). The Erlang C wait of M/M/c is
 * one such term (C · e^(−(cμ − λ)t)); the sum of two independent ones is again of this form
 * (hypoexponential terms carry a negative weight), so waits for a slot and for the prefill add
 * exactly, not by a moment fit.
 */

export interface ExpTerm {
  weight: number;
  rate: number;
}

export interface ExpMixture {
  /** P(W = 0). */
  atZero: number;
  terms: ExpTerm[];
}

export const NO_WAIT: ExpMixture = { atZero: 1, terms: [] };

/** Waits with probability p, then for an exponential time of the given mean. */
export function waitsExponentially(p: number, meanWhenWaitingS: number): ExpMixture {
  const prob = Math.min(1, Math.max(0, p));
  if (prob === 0 || !(meanWhenWaitingS > 0)) return NO_WAIT;
  if (!Number.isFinite(meanWhenWaitingS)) return { atZero: 1 - prob, terms: [{ weight: prob, rate: 0 }] };
  return { atZero: 1 - prob, terms: [{ weight: prob, rate: 1 / meanWhenWaitingS }] };
}

/** P(W > t). */
export function mixtureTail(w: ExpMixture, t: number): number {
  if (t < 0) return 1;
  let sum = 0;
  for (const term of w.terms) sum += term.weight * Math.exp(-term.rate * t);
  return Math.min(1, Math.max(0, sum));
}

export function mixtureMean(w: ExpMixture): number {
  let sum = 0;
  for (const term of w.terms) sum += term.rate > 0 ? term.weight / term.rate : term.weight > 0 ? Infinity : 0;
  return sum;
}

/**
 * The tail of E1 + E2 for independent exponentials of rates r1 and r2, as exponential terms:
 * (r2 e^(−r1 t) − r1 e^(−r2 t)) / (r2 − r1). Rates within a part in a million are moved apart by
 * that much (the limit (1 + r t) e^(−r t) is within rounding of it at the times that matter).
 */
function hypoexponential(r1: number, r2In: number): ExpTerm[] {
  const r2 = Math.abs(r2In - r1) <= 1e-6 * Math.max(r1, r2In) ? r2In * (1 + 1e-6) : r2In;
  return [
    { weight: r2 / (r2 - r1), rate: r1 },
    { weight: -r1 / (r2 - r1), rate: r2 },
  ];
}

/**
 * The wait W1 + W2 of two independent waits, each of at most one term (the shapes the latency
 * model builds); longer mixtures are combined term by term, exactly.
 */
export function addMixtures(a: ExpMixture, b: ExpMixture): ExpMixture {
  const terms: ExpTerm[] = [];
  for (const t of a.terms) terms.push({ weight: t.weight * b.atZero, rate: t.rate });
  for (const t of b.terms) terms.push({ weight: t.weight * a.atZero, rate: t.rate });
  // Both waited: the weights of the tail terms are the waiting probabilities' shares of each
  // exponential, since a term w·e^(−rt) with w summing to the waiting probability is a mixture
  // of exponentials (and of signed ones for hypoexponential parts, the same algebra holds).
  for (const ta of a.terms) {
    for (const tb of b.terms) {
      if (ta.rate === 0 || tb.rate === 0) {
        terms.push({ weight: ta.weight * tb.weight, rate: 0 });
        continue;
      }
      for (const h of hypoexponential(ta.rate, tb.rate)) terms.push({ weight: ta.weight * tb.weight * h.weight, rate: h.rate });
    }
  }
  return { atZero: a.atZero * b.atZero, terms };
}
