import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GpuCountShare } from '@shared/scenario';
import { useFormat } from './use-format';

type Format = ReturnType<typeof useFormat>;

/** "1 GPU: 61%, 2 GPUs: 22%, 4 GPUs: 17%" in the interface language, shares to 0.01 % as stored. */
export function gpuMixText(t: TFunction, format: Format, mix: readonly GpuCountShare[]): string {
  return mix
    .map((c) => t('gpuMix.item', { count: c.gpus, n: format.number(c.gpus), share: format.percent(c.share, { maximumFractionDigits: 2 }) }))
    .join(t('gpuMix.separator'));
}

/** gpuMixText for a component. */
export function useGpuMixText(): (mix: readonly GpuCountShare[]) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback((mix) => gpuMixText(t, format, mix), [format, t]);
}
