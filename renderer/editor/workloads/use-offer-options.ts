import { useTranslation } from 'react-i18next';
import { useDraftValue } from '../draft/draft-context';
import { finiteNumber, listOf, type DraftGpu, type DraftOffer } from '../draft/draft-document';
import type { SelectOption } from '../fields/SelectField';

/** The catalog's offers as choices: "AWS p5.48xlarge · 8 × H100 80GB". */
export function useOfferOptions(): SelectOption[] {
  const { t } = useTranslation();
  const gpus = listOf(useDraftValue(['catalog', 'gpus']) as DraftGpu[] | undefined);
  const offers = listOf(useDraftValue(['catalog', 'offers']) as DraftOffer[] | undefined);
  return offers.map((offer) => {
    const gpu = gpus.find((g) => g.id === offer.gpuId);
    const name = [offer.provider, offer.instanceType].filter(Boolean).join(' ');
    const detail = gpu
      ? t('editor.catalog.gpuCount', {
          count: finiteNumber(offer.gpusPerInstance) ?? 0,
          gpu: gpu.name,
        })
      : undefined;
    return { value: offer.id, label: name || offer.id, ...(detail ? { detail } : {}) };
  });
}
