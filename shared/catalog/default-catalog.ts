import type { z } from 'zod';
import type { Catalog } from '@shared/scenario';
import { defaultSavingsPlanRates } from './savings-plan-rates';

/**
 * The default GPU catalog, as data, from docs/catalog-facts.md (compiled 2026-12-01).
 *
 * Prices are in USD per instance-hour (bare-metal: per server-month). Every price carries the
 * `asOf` date, the `source` and the `status` the facts file gives it:
 *   sourced   = read in a primary or catalog source,
 *   secondary = a third party's transcription,
 *   estimate  = unverified, or derived by a rule stated in the source text,
 *   claim     = a vendor claim nobody has checked.
 * Where the facts give only a month or a season ("late 2025", "2026-09") the date is the first
 * of that month and the source text says so. Where they give a range, the price is the
 * midpoint and the source text gives the range.
 *
 * Relative speeds are per kind of work against the reference GPU, A100 80GB SXM = 1. They are
 * rough estimates from public specifications (dense BF16 TFLOPs, memory bandwidth, video
 * engines), not measurements: each GPU's notes say so. Calibrate them with a small real test.
 * "batch" means rendering and transcoding here: cards with RT cores and video encoders (L40S,
 * RTX 4090, L4) gain on the A100 and H100, which have neither.
 */
export type CatalogInput = z.input<typeof Catalog>;
export type GpuInput = CatalogInput['gpus'][number];
export type OfferInput = CatalogInput['offers'][number];

/** Assumed exchange rate for the Chinese-cloud hints (CNY per USD, late-2026 level, rounded). */
export const CNY_PER_USD = 7.2;

export const REFERENCE_GPU_ID = 'a100-80gb';

const SPEED_NOTE =
  'Relative speeds (training, inference, batch = rendering/transcoding, dev) are estimates from public specs vs A100 80GB SXM = 1, not benchmarks.';

const SKYPILOT_V8 =
  'SkyPilot catalog v8 (facts file: "late 2025"; day not recorded, first of December used)';
const SKYPILOT_V8_DATE = '2025-12-01';
const GCOSTS = 'gcosts pricing file, us-central1, 2025-03-06';
const GCOSTS_DATE = '2025-03-06';

function gpu(
  id: string,
  name: string,
  memoryGb: number,
  speed: [training: number, inference: number, batch: number, dev: number],
  interconnect: 'nvlink' | 'pcie',
  spec: string,
): GpuInput {
  const [training, inference, batch, dev] = speed;
  return {
    id,
    name,
    memoryGb,
    relativeSpeed: { training, inference, batch, dev },
    interconnect,
    notes: `${spec} ${SPEED_NOTE}`,
  };
}

export const DEFAULT_GPUS: readonly GpuInput[] = [
  gpu(
    'a100-80gb',
    'NVIDIA A100 80GB SXM',
    80,
    [1, 1, 1, 1],
    'nvlink',
    'Reference GPU: 312 TFLOPs BF16 dense, 2.0 TB/s HBM2e.',
  ),
  gpu(
    'a100-40gb',
    'NVIDIA A100 40GB SXM',
    40,
    [0.95, 0.9, 0.95, 1],
    'nvlink',
    'Same compute as the reference, 1.6 TB/s HBM2: slightly slower where memory-bound.',
  ),
  gpu(
    'a100-80gb-pcie',
    'NVIDIA A100 80GB PCIe',
    80,
    [0.9, 0.95, 0.95, 1],
    'pcie',
    '300 W part, 1.9 TB/s, no NVLink between cards in most hosts.',
  ),
  gpu(
    'h100-80gb',
    'NVIDIA H100 80GB SXM',
    80,
    [2.5, 2.5, 1.4, 1.5],
    'nvlink',
    '989 TFLOPs BF16 dense, 3.35 TB/s HBM3; FP8 training can do more. No NVENC or RT cores: rendering gains less.',
  ),
  gpu(
    'h100-nvl',
    'NVIDIA H100 NVL 94GB (PCIe)',
    94,
    [2.1, 2.4, 1.3, 1.5],
    'pcie',
    '~835 TFLOPs BF16 dense, 3.9 TB/s HBM3.',
  ),
  gpu(
    'h200',
    'NVIDIA H200 141GB SXM',
    141,
    [2.8, 3.2, 1.5, 1.5],
    'nvlink',
    'H100 compute with 141 GB at 4.8 TB/s: the gain is largest for memory-bound inference.',
  ),
  gpu(
    'b200',
    'NVIDIA B200 180GB',
    180,
    [5, 6, 2.5, 2],
    'nvlink',
    '~2.2 PFLOPs BF16 dense, 8 TB/s HBM3e.',
  ),
  gpu(
    'l40s',
    'NVIDIA L40S 48GB',
    48,
    [0.9, 1, 1.8, 1],
    'pcie',
    '362 TFLOPs BF16 dense, 864 GB/s GDDR6, RT cores and 3 video encoders: strong for rendering.',
  ),
  gpu(
    'l4',
    'NVIDIA L4 24GB',
    24,
    [0.35, 0.4, 0.7, 0.6],
    'pcie',
    '121 TFLOPs BF16 dense, 300 GB/s, 72 W, AV1 encoders: made for video and light inference.',
  ),
  gpu(
    'a10',
    'NVIDIA A10 24GB',
    24,
    [0.4, 0.5, 0.7, 0.6],
    'pcie',
    '125 TFLOPs BF16 dense, 600 GB/s GDDR6, RT cores.',
  ),
  gpu(
    't4',
    'NVIDIA T4 16GB',
    16,
    [0.12, 0.2, 0.35, 0.3],
    'pcie',
    '65 TFLOPs FP16, 320 GB/s, 70 W: inference and transcoding.',
  ),
  gpu(
    'rtx-4090',
    'NVIDIA GeForce RTX 4090 24GB',
    24,
    [0.6, 0.7, 1.6, 1],
    'pcie',
    '~165 TFLOPs FP16 tensor (FP32 accumulate), 1.0 TB/s GDDR6X; consumer card, strong at rendering.',
  ),
  gpu(
    'v100-16gb',
    'NVIDIA V100 16GB SXM2',
    16,
    [0.35, 0.3, 0.5, 0.6],
    'nvlink',
    '125 TFLOPs FP16 tensor, 900 GB/s HBM2; no BF16.',
  ),
];

interface PriceText {
  asOf: string;
  source: string;
  status: 'sourced' | 'secondary' | 'estimate' | 'claim';
}

function od(perHour: number, p: PriceText) {
  return { perHour, ...p };
}

function midpoint(low: number, high: number): number {
  return Math.round(((low + high) / 2) * 10_000) / 10_000;
}

/** Reserved price from an on-demand price and a published commitment discount. */
function committed(onDemand: number, discount: number, termMonths: number, p: PriceText) {
  return {
    termMonths,
    perHour: Math.round(onDemand * (1 - discount) * 10_000) / 10_000,
    upfrontShare: 0,
    ...p,
  };
}

const HOURS_PER_MONTH = 730;

export const DEFAULT_OFFERS: readonly OfferInput[] = [
  // --- AWS -----------------------------------------------------------------------------------
  {
    id: 'aws-p5.48xlarge',
    provider: 'AWS',
    instanceType: 'p5.48xlarge',
    region: 'us-east-1',
    gpuId: 'h100-80gb',
    gpusPerInstance: 8,
    vcpus: 192,
    ramGb: 2048,
    localNvmeGb: 30_720,
    networkGbps: 3200,
    rdma: true,
    virtualization: 'passthrough',
    efficiency: { pipeline: 1, speedFactor: 1, jitterCv: 0.03 },
    billing: { granularitySeconds: 1, minimumSeconds: 60 },
    provisioningDelaySeconds: 600,
    prices: {
      onDemand: od(55.04, {
        asOf: SKYPILOT_V8_DATE,
        source: `${SKYPILOT_V8}; us-east-1, after the June 2025 price cut`,
        status: 'sourced',
      }),
      spot: od(midpoint(11.25, 12.69), {
        asOf: SKYPILOT_V8_DATE,
        source: `${SKYPILOT_V8}; $11.25-12.69/h in us-east-2 / us-west-2, midpoint`,
        status: 'sourced',
      }),
      reserved: [
        {
          termMonths: 1,
          perHour: 39.33,
          upfrontShare: 1,
          asOf: '2024-12-31',
          source:
            'AWS Capacity Blocks pricing page, rate before 2025-01-01 (when on-demand was $98.32/h); a block is booked ahead and paid up front, modelled as a 1-month term',
          status: 'sourced',
        },
      ],
    },
    notes:
      'EFA 3200 Gbps. Before the June 2025 price cut on-demand was $98.32/h (SkyPilot catalog v7, sourced).',
  },
  {
    id: 'aws-p5en.48xlarge',
    provider: 'AWS',
    instanceType: 'p5en.48xlarge',
    region: 'us-east-1',
    gpuId: 'h200',
    gpusPerInstance: 8,
    vcpus: 192,
    ramGb: 2048,
    localNvmeGb: 30_720,
    networkGbps: 3200,
    rdma: true,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.03 },
    provisioningDelaySeconds: 600,
    prices: {
      onDemand: od(63.3, { asOf: SKYPILOT_V8_DATE, source: SKYPILOT_V8, status: 'sourced' }),
      spot: od(midpoint(16.24, 24.2), {
        asOf: SKYPILOT_V8_DATE,
        source: `${SKYPILOT_V8}; $16.24-24.20/h, midpoint`,
        status: 'sourced',
      }),
    },
  },
  {
    id: 'aws-p4d.24xlarge',
    provider: 'AWS',
    instanceType: 'p4d.24xlarge',
    region: 'us-east-1',
    gpuId: 'a100-40gb',
    gpusPerInstance: 8,
    vcpus: 96,
    ramGb: 1152,
    localNvmeGb: 8000,
    networkGbps: 400,
    rdma: true,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.03 },
    provisioningDelaySeconds: 600,
    prices: {
      onDemand: od(21.96, { asOf: SKYPILOT_V8_DATE, source: SKYPILOT_V8, status: 'sourced' }),
      spot: od(midpoint(7.9, 8.2), {
        asOf: SKYPILOT_V8_DATE,
        source: `${SKYPILOT_V8}; ~$7.9-8.2/h, midpoint`,
        status: 'sourced',
      }),
      reserved: [
        {
          termMonths: 1,
          perHour: 14.75,
          upfrontShare: 1,
          asOf: '2024-12-31',
          source:
            'AWS Capacity Blocks pricing page, rate before 2025-01-01; booked ahead and paid up front, modelled as a 1-month term',
          status: 'sourced',
        },
      ],
    },
    notes: 'EFA 400 Gbps.',
  },
  {
    id: 'aws-p4de.24xlarge',
    provider: 'AWS',
    instanceType: 'p4de.24xlarge',
    region: 'us-east-1',
    gpuId: 'a100-80gb',
    gpusPerInstance: 8,
    vcpus: 96,
    ramGb: 1152,
    localNvmeGb: 8000,
    networkGbps: 400,
    rdma: true,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.03 },
    provisioningDelaySeconds: 600,
    prices: {
      onDemand: od(27.45, { asOf: SKYPILOT_V8_DATE, source: SKYPILOT_V8, status: 'sourced' }),
    },
  },
  {
    id: 'aws-g6.48xlarge',
    provider: 'AWS',
    instanceType: 'g6.48xlarge',
    region: 'us-east-1',
    gpuId: 'l4',
    gpusPerInstance: 8,
    vcpus: 192,
    ramGb: 768,
    localNvmeGb: 7520,
    networkGbps: 100,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 300,
    prices: {
      onDemand: od(13.35, {
        asOf: SKYPILOT_V8_DATE,
        source: `${SKYPILOT_V8}; $1.67 per GPU-hour`,
        status: 'sourced',
      }),
      spot: od(midpoint(3.16, 6.28), {
        asOf: SKYPILOT_V8_DATE,
        source: `${SKYPILOT_V8}; $3.16-6.28/h, midpoint`,
        status: 'sourced',
      }),
    },
  },
  {
    id: 'aws-g4dn.xlarge',
    provider: 'AWS',
    instanceType: 'g4dn.xlarge',
    region: 'us-east-1',
    gpuId: 't4',
    gpusPerInstance: 1,
    vcpus: 4,
    ramGb: 16,
    localNvmeGb: 125,
    networkGbps: 25,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 180,
    prices: {
      onDemand: od(0.526, { asOf: SKYPILOT_V8_DATE, source: SKYPILOT_V8, status: 'sourced' }),
      spot: od(midpoint(0.19, 0.25), {
        asOf: SKYPILOT_V8_DATE,
        source: `${SKYPILOT_V8}; ~$0.19-0.25/h, midpoint`,
        status: 'sourced',
      }),
    },
    notes: 'Network "up to 25 Gbps". Only 4 vCPUs: a heavy data pipeline will starve the T4.',
  },
  {
    id: 'aws-p3.2xlarge',
    provider: 'AWS',
    instanceType: 'p3.2xlarge',
    region: 'us-west-2',
    gpuId: 'v100-16gb',
    gpusPerInstance: 1,
    vcpus: 8,
    ramGb: 61,
    localNvmeGb: 0,
    networkGbps: 10,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 180,
    prices: {
      onDemand: od(3.06, {
        asOf: '2022-10-01',
        source:
          'Price used in the reference experiment of "Can\'t Be Late" (NSDI\'24) with its AWS 2022 traces (data/spot-traces README)',
        status: 'secondary',
      }),
      spot: od(0.9731, {
        asOf: '2022-10-01',
        source:
          'Average spot price used in the "Can\'t Be Late" (NSDI\'24) reference experiment (data/spot-traces README)',
        status: 'secondary',
      }),
    },
    notes:
      'The GPU of the published spot-availability traces (us-west-2a / 2b). Trace year 2022; month approximate.',
  },
  // --- Google Cloud --------------------------------------------------------------------------
  {
    id: 'gcp-a3-highgpu-8g',
    provider: 'Google Cloud',
    instanceType: 'a3-highgpu-8g',
    region: 'us-central1',
    gpuId: 'h100-80gb',
    gpusPerInstance: 8,
    vcpus: 208,
    ramGb: 1872,
    localNvmeGb: 6000,
    networkGbps: 1000,
    rdma: false,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.03 },
    provisioningDelaySeconds: 600,
    prices: {
      onDemand: od(88.49, { asOf: GCOSTS_DATE, source: GCOSTS, status: 'sourced' }),
      spot: od(35.4, { asOf: GCOSTS_DATE, source: GCOSTS, status: 'sourced' }),
      reserved: [
        committed(88.49, 0.306, 12, {
          asOf: GCOSTS_DATE,
          source: `${GCOSTS}; 1-year committed use -30.6 % on on-demand`,
          status: 'sourced',
        }),
        committed(88.49, 0.561, 36, {
          asOf: GCOSTS_DATE,
          source: `${GCOSTS}; 3-year committed use -56.1 % on on-demand`,
          status: 'sourced',
        }),
      ],
    },
    notes: 'GPUDirect-TCPX networking (not RDMA). Spot: 30 s notice (GCP docs).',
  },
  {
    id: 'gcp-a2-highgpu-1g',
    provider: 'Google Cloud',
    instanceType: 'a2-highgpu-1g',
    region: 'us-central1',
    gpuId: 'a100-40gb',
    gpusPerInstance: 1,
    vcpus: 12,
    ramGb: 85,
    localNvmeGb: 0,
    networkGbps: 24,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 300,
    prices: {
      onDemand: od(3.67, { asOf: GCOSTS_DATE, source: GCOSTS, status: 'sourced' }),
      spot: od(1.29, { asOf: GCOSTS_DATE, source: GCOSTS, status: 'sourced' }),
      reserved: [
        committed(3.67, 0.37, 12, {
          asOf: GCOSTS_DATE,
          source: `${GCOSTS}; 1-year committed use -37 % on on-demand`,
          status: 'sourced',
        }),
        committed(3.67, 0.65, 36, {
          asOf: GCOSTS_DATE,
          source: `${GCOSTS}; 3-year committed use -65 % on on-demand`,
          status: 'sourced',
        }),
      ],
    },
  },
  // --- Azure (third-party dataset) ------------------------------------------------------------
  {
    id: 'azure-nd96isr-h100-v5',
    provider: 'Azure',
    instanceType: 'ND96isr_H100_v5',
    region: 'eastus',
    gpuId: 'h100-80gb',
    gpusPerInstance: 8,
    vcpus: 96,
    ramGb: 1900,
    localNvmeGb: 28_000,
    networkGbps: 3200,
    rdma: true,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.03 },
    provisioningDelaySeconds: 900,
    prices: {
      onDemand: od(98.32, {
        asOf: '2026-11-01',
        source: 'Third-party price dataset, November 2026: $12.29 per GPU-hour x 8',
        status: 'secondary',
      }),
    },
    notes:
      'InfiniBand 8 x 400 Gbps. Azure reservations "up to 72 %" and savings plans "up to 65 %" (secondary): no per-term price given.',
  },
  {
    id: 'azure-nc24ads-a100-v4',
    provider: 'Azure',
    instanceType: 'NC24ads_A100_v4',
    region: 'eastus',
    gpuId: 'a100-80gb-pcie',
    gpusPerInstance: 1,
    vcpus: 24,
    ramGb: 220,
    localNvmeGb: 958,
    networkGbps: 20,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 300,
    prices: {
      onDemand: od(3.673, {
        asOf: '2026-11-01',
        source: 'Third-party price dataset, November 2026',
        status: 'secondary',
      }),
    },
  },
  {
    id: 'azure-nc40ads-h100-v5',
    provider: 'Azure',
    instanceType: 'NC40ads_H100_v5',
    region: 'eastus',
    gpuId: 'h100-nvl',
    gpusPerInstance: 1,
    vcpus: 40,
    ramGb: 320,
    localNvmeGb: 3576,
    networkGbps: 40,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 300,
    prices: {
      onDemand: od(6.98, {
        asOf: '2026-11-01',
        source: 'Third-party price dataset, November 2026',
        status: 'secondary',
      }),
    },
  },
  // --- GPU clouds -----------------------------------------------------------------------------
  {
    id: 'lambda-1x-h100-sxm',
    provider: 'Lambda',
    instanceType: 'gpu_1x_h100_sxm5',
    gpuId: 'h100-80gb',
    gpusPerInstance: 1,
    vcpus: 26,
    ramGb: 225,
    localNvmeGb: 2750,
    networkGbps: 10,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 300,
    prices: {
      onDemand: od(4.29, {
        asOf: '2026-09-01',
        source: 'SkyPilot catalog v8; Lambda price list, September 2026',
        status: 'sourced',
      }),
    },
  },
  {
    id: 'lambda-8x-h100-sxm',
    provider: 'Lambda',
    instanceType: 'gpu_8x_h100_sxm5',
    gpuId: 'h100-80gb',
    gpusPerInstance: 8,
    vcpus: 208,
    ramGb: 1800,
    localNvmeGb: 22_000,
    networkGbps: 100,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.03 },
    provisioningDelaySeconds: 600,
    prices: {
      onDemand: od(31.92, {
        asOf: '2026-09-01',
        source: 'SkyPilot catalog v8; Lambda price list, September 2026',
        status: 'sourced',
      }),
    },
  },
  {
    id: 'lambda-1x-b200',
    provider: 'Lambda',
    instanceType: 'gpu_1x_b200',
    gpuId: 'b200',
    gpusPerInstance: 1,
    vcpus: 30,
    ramGb: 360,
    localNvmeGb: 2800,
    networkGbps: 10,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 300,
    prices: {
      onDemand: od(6.99, {
        asOf: '2026-09-01',
        source:
          'Lambda price list, September 2026 (the facts file marks the B200 / A100 / A10 trio "sourced/secondary")',
        status: 'secondary',
      }),
    },
  },
  {
    id: 'lambda-1x-a100-40gb',
    provider: 'Lambda',
    instanceType: 'gpu_1x_a100_sxm4',
    gpuId: 'a100-40gb',
    gpusPerInstance: 1,
    vcpus: 30,
    ramGb: 200,
    localNvmeGb: 512,
    networkGbps: 10,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 300,
    prices: {
      onDemand: od(1.99, {
        asOf: '2026-09-01',
        source:
          'Lambda price list, September 2026 (the facts file marks the B200 / A100 / A10 trio "sourced/secondary")',
        status: 'secondary',
      }),
    },
  },
  {
    id: 'lambda-1x-a10',
    provider: 'Lambda',
    instanceType: 'gpu_1x_a10',
    gpuId: 'a10',
    gpusPerInstance: 1,
    vcpus: 30,
    ramGb: 200,
    localNvmeGb: 1400,
    networkGbps: 10,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 300,
    prices: {
      onDemand: od(1.29, {
        asOf: '2026-09-01',
        source:
          'Lambda price list, September 2026 (the facts file marks the B200 / A100 / A10 trio "sourced/secondary")',
        status: 'secondary',
      }),
    },
  },
  {
    id: 'runpod-h100-sxm-community',
    provider: 'RunPod',
    instanceType: 'H100 SXM (community cloud)',
    gpuId: 'h100-80gb',
    gpusPerInstance: 1,
    vcpus: 16,
    ramGb: 125,
    localNvmeGb: 0,
    networkGbps: 10,
    virtualization: 'shared-vm',
    efficiency: { jitterCv: 0.1 },
    provisioningDelaySeconds: 120,
    prices: {
      onDemand: od(2.69, {
        asOf: '2026-09-01',
        source: 'RunPod price list via third party, September 2026',
        status: 'secondary',
      }),
    },
    notes: 'Community hosts vary: jitter assumed higher than on a hyperscaler.',
  },
  {
    id: 'runpod-h100-sxm-secure',
    provider: 'RunPod',
    instanceType: 'H100 SXM (secure cloud)',
    gpuId: 'h100-80gb',
    gpusPerInstance: 1,
    vcpus: 16,
    ramGb: 125,
    localNvmeGb: 0,
    networkGbps: 10,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 120,
    prices: {
      onDemand: od(3.49, {
        asOf: '2026-09-01',
        source: 'RunPod price list via third party, September 2026',
        status: 'secondary',
      }),
    },
  },
  {
    id: 'runpod-l40s',
    provider: 'RunPod',
    instanceType: 'L40S',
    gpuId: 'l40s',
    gpusPerInstance: 1,
    vcpus: 12,
    ramGb: 62,
    localNvmeGb: 0,
    networkGbps: 10,
    virtualization: 'shared-vm',
    efficiency: { jitterCv: 0.1 },
    provisioningDelaySeconds: 120,
    prices: {
      onDemand: od(midpoint(0.79, 1.09), {
        asOf: '2026-09-01',
        source: 'RunPod price list via third party, September 2026; $0.79-1.09/h, midpoint',
        status: 'secondary',
      }),
    },
  },
  {
    id: 'runpod-rtx-4090',
    provider: 'RunPod',
    instanceType: 'RTX 4090',
    gpuId: 'rtx-4090',
    gpusPerInstance: 1,
    vcpus: 8,
    ramGb: 41,
    localNvmeGb: 0,
    networkGbps: 10,
    virtualization: 'shared-vm',
    efficiency: { jitterCv: 0.1 },
    provisioningDelaySeconds: 120,
    prices: {
      onDemand: od(midpoint(0.34, 0.74), {
        asOf: '2026-09-01',
        source: 'RunPod price list via third party, September 2026; $0.34-0.74/h, midpoint',
        status: 'secondary',
      }),
    },
  },
  {
    id: 'nebius-h100',
    provider: 'Nebius',
    instanceType: '1x H100 SXM',
    gpuId: 'h100-80gb',
    gpusPerInstance: 1,
    vcpus: 16,
    ramGb: 200,
    localNvmeGb: 0,
    networkGbps: 50,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 300,
    prices: {
      onDemand: od(3.85, {
        asOf: '2026-09-01',
        source: 'Nebius price list via third party, September 2026',
        status: 'secondary',
      }),
    },
  },
  {
    id: 'nebius-l40s',
    provider: 'Nebius',
    instanceType: '1x L40S',
    gpuId: 'l40s',
    gpusPerInstance: 1,
    vcpus: 16,
    ramGb: 96,
    localNvmeGb: 0,
    networkGbps: 50,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 300,
    prices: {
      onDemand: od(1.55, {
        asOf: '2026-09-01',
        source: 'Nebius price list via third party, September 2026',
        status: 'secondary',
      }),
    },
  },
  // --- Chinese clouds: hints only, converted at CNY_PER_USD -----------------------------------
  {
    id: 'tencent-gn7-t4',
    provider: 'Tencent Cloud',
    instanceType: 'GN7 (1x T4)',
    region: 'ap-guangzhou',
    gpuId: 't4',
    gpusPerInstance: 1,
    vcpus: 8,
    ramGb: 32,
    localNvmeGb: 0,
    networkGbps: 10,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 300,
    prices: {
      onDemand: od(Math.round((5 / CNY_PER_USD) * 10_000) / 10_000, {
        asOf: '2026-12-01',
        source: `Unverified hint "~5 CNY/h" (按量计费); converted at ${CNY_PER_USD} CNY per USD (assumed rate)`,
        status: 'estimate',
      }),
    },
    notes:
      'No authoritative Chinese-cloud price was found. Tencent GPU pay-as-you-go does not bill while stopped (provider docs). A 2023 blog puts pay-as-you-go at 3-4x subscription and spot at 10-20 % of pay-as-you-go (doubtful, not used).',
  },
  {
    id: 'alibaba-gn7i-a10',
    provider: 'Alibaba Cloud',
    instanceType: 'gn7i (1x A10)',
    region: 'cn-hangzhou',
    gpuId: 'a10',
    gpusPerInstance: 1,
    vcpus: 16,
    ramGb: 60,
    localNvmeGb: 0,
    networkGbps: 16,
    virtualization: 'passthrough',
    efficiency: { jitterCv: 0.05 },
    provisioningDelaySeconds: 300,
    prices: {
      reserved: [
        {
          termMonths: 1,
          perHour: Math.round((5800 / HOURS_PER_MONTH / CNY_PER_USD) * 10_000) / 10_000,
          upfrontShare: 1,
          asOf: '2026-12-01',
          source: `Unverified hint "~5,800 CNY/month" (包年包月); / ${HOURS_PER_MONTH} h, converted at ${CNY_PER_USD} CNY per USD (assumed rate)`,
          status: 'estimate',
        },
      ],
    },
    notes:
      'Alibaba preemptible (抢占式): optional 1 h protection, ~5 min release notice, discount down to 0.1x (Alibaba docs).',
  },
  // --- Dedicated bare-metal: no published figure; estimates by a stated rule --------------------
  {
    id: 'baremetal-8x-h100',
    provider: 'Dedicated bare-metal (generic)',
    instanceType: '8x H100 SXM server, monthly',
    gpuId: 'h100-80gb',
    gpusPerInstance: 8,
    vcpus: 224,
    ramGb: 2048,
    localNvmeGb: 30_720,
    networkGbps: 3200,
    rdma: true,
    virtualization: 'bare-metal',
    efficiency: { pipeline: 1, speedFactor: 1.03, jitterCv: 0 },
    provisioningDelaySeconds: 0,
    prices: {
      bareMetal: {
        perServerMonth: Math.round(55.04 * HOURS_PER_MONTH * 0.6),
        minTermMonths: 1,
        leadTimeDays: 14,
        asOf: '2026-12-01',
        source:
          "Estimate: AWS p5 on-demand $55.04/h x 730 h x 0.6 (a monthly commitment about 40 % below on-demand, between GCP's 1 y -30.6 % and 3 y -56.1 %); lead time 14 days assumed",
        status: 'estimate',
      },
      owned: {
        pricePerServer: 275_000,
        leadTimeWeeks: 12,
        powerIdleKw: 2.5,
        powerBusyKw: 10.2,
        asOf: '2026-12-01',
        source: `Estimate: an 8x H100 SXM (HGX) server bought outright, US$250k-300k in 2025-2026 reseller quotes (midpoint; about ${Math.round((275_000 * CNY_PER_USD) / 10_000)} x 10,000 CNY at ${CNY_PER_USD}); 10.2 kW busy is NVIDIA's DGX H100 maximum system power, 2.5 kW idle assumed; 12 weeks from order to racked assumed`,
        status: 'estimate',
      },
    },
    notes:
      'Speed factor 1.03: vendors claim 1-28 % over VMs, no independent benchmark (claim); default 0-5 %. No jitter.',
  },
  {
    id: 'baremetal-8x-a100-80gb',
    provider: 'Dedicated bare-metal (generic)',
    instanceType: '8x A100 80GB SXM server, monthly',
    gpuId: 'a100-80gb',
    gpusPerInstance: 8,
    vcpus: 128,
    ramGb: 1024,
    localNvmeGb: 15_360,
    networkGbps: 800,
    rdma: true,
    virtualization: 'bare-metal',
    efficiency: { pipeline: 1, speedFactor: 1.03, jitterCv: 0 },
    provisioningDelaySeconds: 0,
    prices: {
      bareMetal: {
        perServerMonth: Math.round(27.45 * HOURS_PER_MONTH * 0.6),
        minTermMonths: 1,
        leadTimeDays: 14,
        asOf: '2026-12-01',
        source:
          'Estimate: AWS p4de on-demand $27.45/h x 730 h x 0.6 (a monthly commitment about 40 % below on-demand); lead time 14 days assumed',
        status: 'estimate',
      },
      owned: {
        pricePerServer: 140_000,
        leadTimeWeeks: 8,
        powerIdleKw: 1.8,
        powerBusyKw: 6.5,
        asOf: '2026-12-01',
        source: `Estimate: an 8x A100 80GB SXM server bought outright, about US$120k-160k in 2025-2026 quotes (midpoint; about ${Math.round((140_000 * CNY_PER_USD) / 10_000)} x 10,000 CNY at ${CNY_PER_USD}); 6.5 kW busy is NVIDIA's DGX A100 maximum system power, 1.8 kW idle assumed; 8 weeks from order to racked assumed`,
        status: 'estimate',
      },
    },
    notes:
      'Speed factor 1.03: vendors claim 1-28 % over VMs, no independent benchmark (claim). No jitter.',
  },
];

export const DEFAULT_CATALOG_AS_OF = '2026-12-01';

/** A fresh, editable copy of the default catalog (input form: defaults not yet filled in). */
export function defaultCatalog(): CatalogInput {
  const rates = defaultSavingsPlanRates();
  const offers = DEFAULT_OFFERS.map((o) => (rates[o.id] ? { ...o, prices: { ...o.prices, savingsPlans: rates[o.id] } } : o));
  return JSON.parse(
    JSON.stringify({
      asOf: DEFAULT_CATALOG_AS_OF,
      referenceGpuId: REFERENCE_GPU_ID,
      gpus: DEFAULT_GPUS,
      offers,
    }),
  ) as CatalogInput;
}
