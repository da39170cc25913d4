/**
 * Switching an inference workload between the request model and the token model (issue #25).
 * Switching on fills a block a planner can run at once and then refine: one chat-like size
 * class, an estimated profile for every offer the strategies place the workload on, and a P95
 * time-to-first-token target. Switching off removes the block, and the size-class routes of the
 * workload's placements (only a service planned in tokens has size classes), as one undoable edit.
 */
import type { DraftDocument } from '../draft/draft-document';
import { finiteNumber, listOf } from '../draft/draft-document';
import { getIn, setIn } from '../draft/json-path';
import { withoutRoutesOf } from '../draft/size-class-routes';

/** A chat-like request: about the Azure conversation trace's means (1,155 prompt, 211 output tokens). */
export const CHAT_PROMPT_TOKENS = 1000;
export const CHAT_OUTPUT_TOKENS = 250;
/** A P95 TTFT within 2 s: what chat APIs commonly hold. */
export const DEFAULT_TTFT_MS = 2000;

/**
 * Serving figures of one GPU of the catalog's reference speed for a 7-8 billion parameter model
 * in 16-bit weights (vLLM on an A100 80GB, rounded down): the starting estimate a planner
 * replaces with their own benchmark.
 */
const REFERENCE_SERVING = {
  prefillTokensPerSecond: 8000,
  singleSequenceTokensPerSecond: 60,
  fullBatchTokensPerSecond: 2000,
  maxConcurrentSequences: 64,
} as const;

export interface DraftThroughputProfile {
  kind: 'throughput';
  prefillTokensPerSecond: unknown;
  singleSequenceTokensPerSecond: unknown;
  fullBatchTokensPerSecond: unknown;
  maxConcurrentSequences: unknown;
  estimate?: unknown;
}

/** The ids of the offers whose pools any strategy places the workload on, in the order met. */
export function offersPlacing(doc: DraftDocument, workloadId: unknown): string[] {
  const found: string[] = [];
  for (const strategy of listOf(doc.strategies)) {
    const pools = listOf(strategy.pools);
    for (const placement of listOf(strategy.placements)) {
      if (placement.workloadId !== workloadId) continue;
      for (const poolId of listOf(placement.poolIds)) {
        const offerId = pools.find((p) => p.id === poolId)?.offerId;
        if (typeof offerId === 'string' && !found.includes(offerId)) found.push(offerId);
      }
    }
  }
  return found;
}

/** The reference figures scaled by the offer's GPU speed for inference and the GPUs of a replica. */
export function estimatedThroughputProfile(doc: DraftDocument, offerId: string, gpusPerReplica: number): DraftThroughputProfile {
  const offer = listOf(doc.catalog?.offers).find((o) => o.id === offerId);
  const gpu = listOf(doc.catalog?.gpus).find((g) => g.id === offer?.gpuId);
  const speed = finiteNumber(getIn(gpu, ['relativeSpeed', 'inference'])) ?? 1;
  const gpus = Math.max(1, Math.round(gpusPerReplica));
  const round = (v: number) => Math.max(1, Math.round(v));
  return {
    kind: 'throughput',
    prefillTokensPerSecond: round(REFERENCE_SERVING.prefillTokensPerSecond * speed * gpus),
    singleSequenceTokensPerSecond: round(REFERENCE_SERVING.singleSequenceTokensPerSecond * speed),
    fullBatchTokensPerSecond: round(REFERENCE_SERVING.fullBatchTokensPerSecond * speed * gpus),
    maxConcurrentSequences: REFERENCE_SERVING.maxConcurrentSequences * gpus,
    estimate: true,
  };
}

/** The block a workload gets when the planner switches the token model on. */
export function newLlmBlock(doc: DraftDocument, index: number, className: string): Record<string, unknown> {
  const workload = getIn(doc, ['workloads', index]);
  const gpusPerReplica = finiteNumber(getIn(workload, ['gpusPerReplica'])) ?? 1;
  const offers = offersPlacing(doc, getIn(workload, ['id']));
  // A workload no strategy places yet still needs one profile: the catalog's first offer.
  const firstOffer = listOf(doc.catalog?.offers)[0]?.id;
  const offerIds = offers.length > 0 ? offers : typeof firstOffer === 'string' ? [firstOffer] : [];
  return {
    sizeClasses: [{ name: className, share: 1, promptTokens: CHAT_PROMPT_TOKENS, outputTokens: CHAT_OUTPUT_TOKENS }],
    profiles: offerIds.map((offerId) => ({ offerId, profile: estimatedThroughputProfile(doc, offerId, gpusPerReplica) })),
    targets: [{ metric: 'ttft', statistic: 'p95', ms: DEFAULT_TTFT_MS }],
  };
}

export function withLlm(doc: DraftDocument, index: number, className: string): DraftDocument {
  return setIn(doc, ['workloads', index, 'llm'], newLlmBlock(doc, index, className));
}

export function withoutLlm(doc: DraftDocument, index: number): DraftDocument {
  return withoutRoutesOf(setIn(doc, ['workloads', index, 'llm'], undefined), getIn(doc, ['workloads', index, 'id']));
}
