/** A scenario document as a test builds it by hand. */
export type DocumentByHand = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests build documents by hand

/**
 * The fine-tuning example's shared offer given a spot price, and a strategy named `spotName`
 * that runs the fine-tuning on spot with on-demand fallback (after three preemptions).
 */
export function addSpotStrategy(doc: DocumentByHand, spotName: string): void {
  const shared = doc.catalog.offers.find((o: { id: string }) => o.id === 'cn-shared-8x-a100');
  shared.prices.spot = { perHour: 160, asOf: '2026-12-01', source: 'Test estimate', status: 'estimate' };
  doc.strategies.push({
    id: 'spot',
    name: spotName,
    pools: [
      { id: 'spot', kind: 'spot', offerId: 'cn-shared-8x-a100', interruption: { model: 'poisson', ratePerGpuHour: 0.005 } },
      { id: 'od', kind: 'onDemand', offerId: 'cn-shared-8x-a100' },
    ],
    placements: [{ workloadId: 'fine-tune', poolIds: ['spot', 'od'], spotFallback: { afterPreemptions: 3 } }],
  });
}
