/**
 * Cost per million tokens, the unit LLM APIs are priced in, from a replica's hourly price and
 * the tokens it serves. Two figures, as providers quote them: per million tokens of either kind
 * (prompt + output: what the replica processed) and per million output tokens (what a user
 * reads; prompts are cheaper to process, so this is the dearer figure).
 */
import type { SizeClass } from './size-class';
import { mixMeanTokens } from './size-class';

export interface TokensPerSecond {
  /** Prompt + output tokens per second. */
  all: number;
  output: number;
}

/** Tokens per second a replica serves at λ requests per second of the mix. */
export function servedTokensPerSecond(classes: readonly SizeClass[], lambda: number): TokensPerSecond {
  const mean = mixMeanTokens(classes);
  return { all: lambda * (mean.promptTokens + mean.outputTokens), output: lambda * mean.outputTokens };
}

export interface CostPerMillionTokens {
  /** Micro-units per million prompt + output tokens; null when no tokens are served. */
  allMicro: number | null;
  /** Micro-units per million output tokens; null when none are served. */
  outputMicro: number | null;
}

/** From an hourly price in integer micro-units (rounded to whole micro-units per million). */
export function costPerMillionTokens(priceMicroPerHour: number, served: TokensPerSecond): CostPerMillionTokens {
  const per = (tokensPerSecond: number): number | null =>
    tokensPerSecond > 0 && Number.isFinite(tokensPerSecond) ? Math.round((priceMicroPerHour * 1e6) / (tokensPerSecond * 3600)) : null;
  return { allMicro: per(served.all), outputMicro: per(served.output) };
}
