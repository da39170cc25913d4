/**
 * A class of LLM requests of about the same size: what an LLM team plans in. A service's request
 * mix is a few classes with their shares of requests (summing to 1), e.g. short chats, long chats,
 * long documents. Token counts are the class's representative (mean) prompt and output lengths.
 */
export interface SizeClass {
  /** Shown to the planner ("short chat", "long document"). */
  name: string;
  /** Share of requests in this class, 0..1; a mix's shares sum to 1. */
  share: number;
  /** Prompt (input) tokens of a request of this class. */
  promptTokens: number;
  /** Output (generated) tokens of a request of this class. */
  outputTokens: number;
}

/** Mean prompt and output tokens of a request of the mix. */
export function mixMeanTokens(classes: readonly SizeClass[]): { promptTokens: number; outputTokens: number } {
  let prompt = 0;
  let output = 0;
  for (const c of classes) {
    prompt += c.share * c.promptTokens;
    output += c.share * c.outputTokens;
  }
  return { promptTokens: prompt, outputTokens: output };
}
