import { useTranslation } from 'react-i18next';
import { useDraftValue } from '../draft/draft-context';
import { finiteNumber, listOf, type DraftGpu, type DraftOffer } from '../draft/draft-document';
import type { SelectOption } from '../fields/SelectField';

/** The catalog's offers as choices: "AWS p5.48xlarge", with "8 × H100 80GB" as their detail. */
export function useOfferOptions(): SelectOption[] {
  const { t } = useTranslation();
  const gpus = listOf(useDraftValue(['catalog', 'gpus']) as DraftGpu[] | undefined);
  const offers = listOf(useDraftValue(['catalog', 'offers']) as DraftOffer[] | undefined);
  const options = offers.map((offer): SelectOption => {
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
  return distinctOptions(options);
}

/**
 * Options that would read the same (two copies of one offer) get their id in the detail
 * line, so no two entries of a menu look alike.
 */
export function distinctOptions(options: SelectOption[]): SelectOption[] {
  const seen = new Map<string, number>();
  const key = (o: SelectOption) => `${o.label}\u0000${o.detail ?? ''}`;
  for (const option of options) seen.set(key(option), (seen.get(key(option)) ?? 0) + 1);
  return options.map((option) =>
    (seen.get(key(option)) ?? 0) > 1
      ? { ...option, detail: [option.detail, option.value].filter(Boolean).join(' · ') }
      : option,
  );
}
