import type { ScenarioInput } from '@shared/scenario';

/**
 * The smallest useful scenario: one developer machine on one on-demand GPU offer for 90 days.
 * It must pass parseScenario (a test checks), so the editor always opens something that runs.
 * The offer is a real, sourced price (docs/catalog-facts.md) rather than an invented one, and
 * the currency is USD because that is the currency the price was published in.
 */
export function blankScenarioInput(name: string, startDate: string): ScenarioInput {
  return {
    schemaVersion: 1,
    name,
    currency: 'USD',
    startDate,
    horizonDays: 90,
    catalog: {
      asOf: '2025-03-06',
      referenceGpuId: 'a100-40gb',
      gpus: [
        {
          id: 'a100-40gb',
          name: 'NVIDIA A100 40GB',
          memoryGb: 40,
          relativeSpeed: { training: 1, inference: 1, batch: 1, dev: 1 },
          interconnect: 'pcie',
        },
      ],
      offers: [
        {
          id: 'gcp-a2-highgpu-1g',
          provider: 'GCP',
          instanceType: 'a2-highgpu-1g',
          region: 'us-central1',
          gpuId: 'a100-40gb',
          gpusPerInstance: 1,
          vcpus: 12,
          ramGb: 85,
          networkGbps: 24,
          virtualization: 'passthrough',
          prices: {
            onDemand: {
              perHour: 3.67,
              asOf: '2025-03-06',
              source: 'gcosts pricing file',
              status: 'sourced',
            },
          },
        },
      ],
    },
    workloads: [{ id: 'dev', name: 'Developer machine', kind: 'dev', machines: 1 }],
    strategies: [
      {
        id: 'on-demand',
        name: 'On demand',
        pools: [{ id: 'on-demand', kind: 'onDemand', offerId: 'gcp-a2-highgpu-1g' }],
        placements: [{ workloadId: 'dev', poolIds: ['on-demand'] }],
      },
    ],
  };
}

/** Today's date (UTC) as YYYY-MM-DD, the form the scenario's startDate takes. */
export function isoDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
