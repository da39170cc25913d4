import type { DraftGpu, DraftOffer } from '../draft/draft-document';

function fold(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase();
}

/** Whether an offer matches the catalog filter: provider, instance, region, id or GPU name. */
export function offerMatches(
  offer: DraftOffer,
  gpus: readonly DraftGpu[],
  filter: string,
): boolean {
  const needle = fold(filter.trim());
  if (needle === '') return true;
  const gpu = gpus.find((g) => g.id === offer.gpuId);
  const haystack = [offer.provider, offer.instanceType, offer.region, offer.id, gpu?.name]
    .filter((part): part is string => typeof part === 'string')
    .map(fold)
    .join(' ');
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}
