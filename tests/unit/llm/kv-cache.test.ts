import { describe, expect, it } from 'vitest';
import { kvBytesPerToken, maxConcurrentSequences, type KvCacheInput } from '@shared/llm/kv-cache';

// Llama-2-7B: 32 layers, 32 KV heads (no grouped-query attention), head dim 128, 6.74 B parameters.
const LLAMA2_7B: KvCacheInput = {
  gpuMemoryGiB: 24,
  gpusPerReplica: 1,
  parametersBillions: 6.74,
  bytesPerParameter: 2,
  kv: { layers: 32, kvHeads: 32, headDim: 128, bytesPerElement: 2 },
  contextTokens: 2048,
};

describe('KV-cache concurrency', () => {
  it('KV bytes per token: 2 × 32 × 32 × 128 × 2 = 524,288 for Llama-2-7B in fp16', () => {
    expect(kvBytesPerToken({ layers: 32, kvHeads: 32, headDim: 128, bytesPerElement: 2 })).toBe(524_288);
  });

  it('Llama-2-7B fp16 on a 24 GB GPU holds 18,525 tokens: 9 sequences of 2,048', () => {
    // By hand: 24 × 2^30 × 0.9 = 23,192,823,398.4 B usable; weights 6.74e9 × 2 = 13,480,000,000 B;
    // cache 9,712,823,398.4 B / 524,288 B = 18,525.7 → 18,525 tokens; 18,525 / 2,048 = 9.05 → 9.
    const r = maxConcurrentSequences(LLAMA2_7B);
    expect(r).toMatchObject({ ok: true, maxConcurrentSequences: 9, tokensInCache: 18_525, kvBytesPerToken: 524_288 });
  });

  it('takes KV bytes per token directly, more GPUs and a lower utilisation', () => {
    const two = maxConcurrentSequences({ ...LLAMA2_7B, kv: 524_288, gpusPerReplica: 2 });
    // (46,385,646,796.8 − 13.48e9) / 524,288 = 62,762.5 → 62,762 tokens → 30 sequences of 2,048.
    expect(two).toMatchObject({ ok: true, maxConcurrentSequences: 30, tokensInCache: 62_762 });
    const low = maxConcurrentSequences({ ...LLAMA2_7B, memoryUtilisation: 0.8 });
    expect(low.ok && low.maxConcurrentSequences).toBe(6); // (20,615,843,020.8 − 13.48e9) / 524,288 = 13,610 tokens, / 2,048 = 6.6
  });

  it('says the weights do not fit, naming the field, when a 70B model is put on one 24 GB GPU', () => {
    const r = maxConcurrentSequences({ ...LLAMA2_7B, parametersBillions: 70 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.field).toBe('parametersBillions');
      expect(r.message).toMatch(/do not fit/);
    }
  });

  it('says when not even one sequence fits, and names every hostile field without throwing', () => {
    const tooLong = maxConcurrentSequences({ ...LLAMA2_7B, contextTokens: 100_000 });
    expect(tooLong).toMatchObject({ ok: false, field: 'contextTokens' });
    expect(maxConcurrentSequences({ ...LLAMA2_7B, gpuMemoryGiB: Number.NaN })).toMatchObject({ ok: false, field: 'gpuMemoryGiB' });
    expect(maxConcurrentSequences({ ...LLAMA2_7B, memoryUtilisation: 1.5 })).toMatchObject({ ok: false, field: 'memoryUtilisation' });
    expect(maxConcurrentSequences({ ...LLAMA2_7B, kv: { layers: 32, kvHeads: 0, headDim: 128, bytesPerElement: 2 } })).toMatchObject({ ok: false, field: 'kv.kvHeads' });
    expect(maxConcurrentSequences({ ...LLAMA2_7B, kv: null as unknown as number })).toMatchObject({ ok: false, field: 'kv.layers' });
    expect(maxConcurrentSequences({ ...LLAMA2_7B, reservedGiB: -1 })).toMatchObject({ ok: false, field: 'reservedGiB' });
  });
});
