/**
 * The "KV cache helper": how many sequences one replica runs at once, from the GPUs' memory, the
 * model's weights and its KV cache per token (shared/llm/kv-cache.ts does the sum). This file
 * turns the dialog's typed fields into that input and the answer into the working the dialog
 * shows, naming the field a problem is in.
 */
import { maxConcurrentSequences, type KvCacheInput } from '@shared/llm/kv-cache';
import { parseNumberText } from '../fields/number-text';

const GIB = 2 ** 30;

export const KV_FIELDS = [
  'gpuMemoryGiB',
  'gpusPerReplica',
  'parametersBillions',
  'bytesPerParameter',
  'kvBytesPerToken',
  'layers',
  'kvHeads',
  'headDim',
  'bytesPerElement',
  'contextTokens',
  'memoryUtilisation',
] as const;
export type KvField = (typeof KV_FIELDS)[number];

export type KvForm = Record<KvField, string> & {
  /** The KV bytes per token typed, or worked out from the model's shape. */
  kvFrom: 'perToken' | 'shape';
};

/**
 * The form as it opens: the offer's GPU memory and the replica's GPUs, an 8-billion-parameter
 * model in 16-bit weights with Llama 3.1 8B's shape (32 layers, 8 KV heads of 128), the mix's
 * mean request as the context, and vLLM's default 0.9 of memory.
 */
export function initialKvForm(gpuMemoryGiB: number | undefined, gpusPerReplica: number | undefined, contextTokens: number | undefined): KvForm {
  const text = (v: number | undefined, fallback: string) => (v !== undefined && Number.isFinite(v) && v > 0 ? String(v) : fallback);
  return {
    gpuMemoryGiB: text(gpuMemoryGiB, '80'),
    gpusPerReplica: text(gpusPerReplica, '1'),
    parametersBillions: '8',
    bytesPerParameter: '2',
    kvFrom: 'shape',
    kvBytesPerToken: '131072',
    layers: '32',
    kvHeads: '8',
    headDim: '128',
    bytesPerElement: '2',
    contextTokens: text(contextTokens === undefined ? undefined : Math.ceil(contextTokens), '2048'),
    memoryUtilisation: '0.9',
  };
}

export type KvWorking =
  | {
      ok: true;
      maxConcurrentSequences: number;
      weightsGiB: number;
      usableGiB: number;
      kvCacheGiB: number;
      kvBytesPerToken: number;
      tokensInCache: number;
    }
  /** `problem`: a field that is not a usable number, the weights not fitting, or less than one sequence. */
  | { ok: false; field: KvField; problem: 'notPositive' | 'utilisation' | 'weightsDoNotFit' | 'noSequence'; weightsGiB?: number; usableGiB?: number; tokensInCache?: number };

function value(form: KvForm, field: KvField): number {
  const parsed = parseNumberText(form[field]);
  return typeof parsed === 'number' ? parsed : NaN;
}

/** The shared function's field name as the dialog's. */
function formField(field: string): KvField {
  if (field === 'kv') return 'kvBytesPerToken';
  if (field.startsWith('kv.')) return field.slice(3) as KvField;
  return (KV_FIELDS as readonly string[]).includes(field) ? (field as KvField) : 'parametersBillions';
}

export function kvWorking(form: KvForm): KvWorking {
  const n = (field: KvField) => value(form, field);
  const input: KvCacheInput = {
    gpuMemoryGiB: n('gpuMemoryGiB'),
    gpusPerReplica: n('gpusPerReplica'),
    parametersBillions: n('parametersBillions'),
    bytesPerParameter: n('bytesPerParameter'),
    memoryUtilisation: n('memoryUtilisation'),
    contextTokens: n('contextTokens'),
    kv:
      form.kvFrom === 'perToken'
        ? n('kvBytesPerToken')
        : { layers: n('layers'), kvHeads: n('kvHeads'), headDim: n('headDim'), bytesPerElement: n('bytesPerElement') },
  };
  const result = maxConcurrentSequences(input);
  const weightsGiB = (input.parametersBillions * 1e9 * input.bytesPerParameter) / GIB;
  const usableGiB = input.gpuMemoryGiB * input.gpusPerReplica * (input.memoryUtilisation ?? 0.9);
  if (result.ok) {
    return {
      ok: true,
      maxConcurrentSequences: result.maxConcurrentSequences,
      weightsGiB,
      usableGiB,
      kvCacheGiB: result.kvCacheBytes / GIB,
      kvBytesPerToken: result.kvBytesPerToken,
      tokensInCache: result.tokensInCache,
    };
  }
  const field = formField(result.field);
  if (field === 'memoryUtilisation') return { ok: false, field, problem: 'utilisation' };
  if (result.message.startsWith('The weights')) return { ok: false, field: 'parametersBillions', problem: 'weightsDoNotFit', weightsGiB, usableGiB };
  if (result.message.startsWith('The KV cache')) {
    const perToken = typeof input.kv === 'number' ? input.kv : 2 * n('layers') * n('kvHeads') * n('headDim') * n('bytesPerElement');
    return { ok: false, field: 'contextTokens', problem: 'noSequence', tokensInCache: Math.floor((usableGiB - weightsGiB) * GIB / perToken) };
  }
  return { ok: false, field, problem: 'notPositive' };
}
