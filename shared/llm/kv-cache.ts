/**
 * How many sequences one replica can run at once, from what the KV cache can hold: the GPUs'
 * memory, less what the server leaves unused (vLLM's gpu_memory_utilization, 0.9 by default) and
 * the model's weights, divided by the KV bytes of one sequence (its context × KV bytes per token).
 * Activation memory and CUDA graphs also take some; `reservedGiB` stands for them when known.
 *
 * Units: GPU memory in GiB (2³⁰ bytes), as GPUs are sold ("24 GB" on an A10G or L4 is 24 GiB) and
 * as vLLM reports it; parameters in billions (10⁹), as models are named.
 */

export interface KvShape {
  layers: number;
  /** Key/value heads (fewer than attention heads with grouped-query attention). */
  kvHeads: number;
  headDim: number;
  /** 2 for fp16/bf16, 1 for fp8. */
  bytesPerElement: number;
}

/** KV-cache bytes per token: a key and a value per layer and KV head, 2 × layers × kvHeads × headDim × bytes. */
export function kvBytesPerToken(shape: KvShape): number {
  return 2 * shape.layers * shape.kvHeads * shape.headDim * shape.bytesPerElement;
}

export interface KvCacheInput {
  gpuMemoryGiB: number;
  gpusPerReplica: number;
  parametersBillions: number;
  /** 2 for fp16/bf16 weights, 1 for fp8/int8, 0.5 for 4-bit. */
  bytesPerParameter: number;
  /** Share of GPU memory the server may use, 0..1 (default 0.9, vLLM's default). */
  memoryUtilisation?: number;
  reservedGiB?: number;
  /** KV bytes per token, or the model's shape to compute it from. */
  kv: number | KvShape;
  /** Tokens of one sequence: the mix's prompt + output, or the model's maximum context. */
  contextTokens: number;
}

export type KvCacheResult =
  | { ok: true; maxConcurrentSequences: number; kvCacheBytes: number; kvBytesPerToken: number; tokensInCache: number }
  | { ok: false; field: string; message: string };

const GIB = 2 ** 30;

function bad(field: string, value: unknown): KvCacheResult {
  return { ok: false, field, message: `${field} must be a positive number (got ${String(value)}).` };
}

function isPositive(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0;
}

export function maxConcurrentSequences(input: KvCacheInput): KvCacheResult {
  const utilisation = input.memoryUtilisation ?? 0.9;
  const reserved = input.reservedGiB ?? 0;
  for (const field of ['gpuMemoryGiB', 'gpusPerReplica', 'parametersBillions', 'bytesPerParameter', 'contextTokens'] as const) {
    if (!isPositive(input[field])) return bad(field, input[field]);
  }
  if (!isPositive(utilisation) || utilisation > 1) return { ok: false, field: 'memoryUtilisation', message: `memoryUtilisation must be above 0 and at most 1 (got ${String(utilisation)}).` };
  if (typeof reserved !== 'number' || !Number.isFinite(reserved) || reserved < 0) return { ok: false, field: 'reservedGiB', message: `reservedGiB must be 0 or more (got ${String(reserved)}).` };
  let perToken: number;
  if (typeof input.kv === 'number') {
    if (!isPositive(input.kv)) return bad('kv', input.kv);
    perToken = input.kv;
  } else {
    const shape = input.kv as Partial<KvShape> | null;
    for (const field of ['layers', 'kvHeads', 'headDim', 'bytesPerElement'] as const) {
      if (!isPositive(shape?.[field])) return bad(`kv.${field}`, shape?.[field]);
    }
    perToken = kvBytesPerToken(input.kv);
  }
  const usable = input.gpuMemoryGiB * input.gpusPerReplica * utilisation * GIB;
  const weights = input.parametersBillions * 1e9 * input.bytesPerParameter;
  const cache = usable - weights - reserved * GIB;
  const gib = (b: number): string => (b / GIB).toFixed(1);
  if (cache <= 0) {
    return {
      ok: false,
      field: 'parametersBillions',
      message: `The weights (${gib(weights)} GiB) and reserve (${reserved} GiB) do not fit in the ${gib(usable)} GiB the server may use on ${input.gpusPerReplica} GPU(s) of ${input.gpuMemoryGiB} GiB at ${utilisation} utilisation: use more GPUs per replica or a quantised model.`,
    };
  }
  const tokens = Math.floor(cache / perToken);
  const sequences = Math.floor(tokens / input.contextTokens);
  if (sequences < 1) {
    return {
      ok: false,
      field: 'contextTokens',
      message: `The KV cache holds ${tokens} tokens (${gib(cache)} GiB), less than one sequence of ${input.contextTokens} tokens.`,
    };
  }
  return { ok: true, maxConcurrentSequences: sequences, kvCacheBytes: cache, kvBytesPerToken: perToken, tokensInCache: tokens };
}
