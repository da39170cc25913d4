import { describe, expect, it } from 'vitest';
import { Catalog, parseScenario } from '@shared/scenario';
import {
  CNY_PER_USD,
  convertCatalogPrices,
  defaultCatalog,
  pickOffers,
  priceEntries,
  REFERENCE_GPU_ID,
} from '@shared/catalog';

const offer = (id: string) => {
  const found = defaultCatalog().offers.find((o) => o.id === id);
  if (!found) throw new Error(`missing offer ${id}`);
  return found;
};

describe('default catalog', () => {
  it('passes the catalog schema', () => {
    const parsed = Catalog.safeParse(defaultCatalog());
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('measures speed against A100 80GB SXM and says every speed is an estimate', () => {
    const catalog = defaultCatalog();
    expect(catalog.referenceGpuId).toBe(REFERENCE_GPU_ID);
    const reference = catalog.gpus.find((g) => g.id === REFERENCE_GPU_ID);
    expect(reference?.relativeSpeed).toEqual({ training: 1, inference: 1, batch: 1, dev: 1 });
    for (const gpu of catalog.gpus) expect(gpu.notes, gpu.id).toMatch(/estimates/);
  });

  it('covers the GPUs and providers the facts file lists', () => {
    const catalog = defaultCatalog();
    const gpus = catalog.gpus.map((g) => g.id);
    for (const id of [
      'h100-80gb',
      'h200',
      'a100-40gb',
      'a100-80gb',
      'l4',
      't4',
      'l40s',
      'a10',
      'rtx-4090',
      'b200',
      'v100-16gb',
    ]) {
      expect(gpus).toContain(id);
    }
    const providers = new Set(catalog.offers.map((o) => o.provider));
    for (const p of [
      'AWS',
      'Google Cloud',
      'Azure',
      'Lambda',
      'RunPod',
      'Nebius',
      'Tencent Cloud',
      'Alibaba Cloud',
    ]) {
      expect(providers).toContain(p);
    }
  });

  it('dates, sources and grades every price', () => {
    const entries = priceEntries(defaultCatalog());
    expect(entries.length).toBeGreaterThan(30);
    for (const e of entries) {
      expect(e.asOf, e.offerId).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.source.length, e.offerId).toBeGreaterThan(5);
      expect(['sourced', 'secondary', 'estimate', 'claim']).toContain(e.status);
      expect(e.amount).toBeGreaterThan(0);
    }
  });

  it('carries the sourced AWS and GCP figures exactly', () => {
    expect(offer('aws-p5.48xlarge').prices?.onDemand?.perHour).toBe(55.04);
    const p5spot = offer('aws-p5.48xlarge').prices?.spot?.perHour ?? 0;
    expect(p5spot).toBeGreaterThanOrEqual(11.25);
    expect(p5spot).toBeLessThanOrEqual(12.69);
    expect(offer('aws-p4d.24xlarge').prices?.onDemand?.perHour).toBe(21.96);
    expect(offer('aws-g4dn.xlarge').prices?.onDemand?.perHour).toBe(0.526);
    expect(offer('gcp-a3-highgpu-8g').prices?.spot?.perHour).toBe(35.4);
    const a3 = offer('gcp-a3-highgpu-8g').prices?.reserved ?? [];
    expect(a3.find((r) => r.termMonths === 12)?.perHour).toBeCloseTo(88.49 * (1 - 0.306), 3);
    expect(a3.find((r) => r.termMonths === 36)?.perHour).toBeCloseTo(88.49 * (1 - 0.561), 3);
    const a2 = offer('gcp-a2-highgpu-1g').prices?.reserved ?? [];
    expect(a2.find((r) => r.termMonths === 12)?.perHour).toBeCloseTo(3.67 * 0.63, 3);
    expect(a2.find((r) => r.termMonths === 36)?.perHour).toBeCloseTo(3.67 * 0.35, 3);
    expect(offer('azure-nd96isr-h100-v5').prices?.onDemand?.status).toBe('secondary');
  });

  it('marks the Chinese-cloud hints and bare-metal figures as estimates and shows the exchange rate', () => {
    for (const id of ['tencent-gn7-t4', 'alibaba-gn7i-a10']) {
      const entries = priceEntries(defaultCatalog()).filter((e) => e.offerId === id);
      expect(entries.length).toBeGreaterThan(0);
      for (const e of entries) {
        expect(e.status).toBe('estimate');
        expect(e.source).toContain(`${CNY_PER_USD} CNY per USD`);
      }
    }
    expect(offer('tencent-gn7-t4').prices?.onDemand?.perHour).toBeCloseTo(5 / CNY_PER_USD, 3);
    for (const e of priceEntries(defaultCatalog()).filter((x) => x.kind === 'bareMetal'))
      expect(e.status).toBe('estimate');
  });

  it('has unique ids and every offer names a GPU in the catalog', () => {
    const catalog = defaultCatalog();
    const gpus = new Set(catalog.gpus.map((g) => g.id));
    expect(gpus.size).toBe(catalog.gpus.length);
    expect(new Set(catalog.offers.map((o) => o.id)).size).toBe(catalog.offers.length);
    for (const o of catalog.offers) expect(gpus.has(o.gpuId), o.id).toBe(true);
  });

  it('hands out independent copies', () => {
    const a = defaultCatalog();
    a.offers[0]!.id = 'changed';
    expect(defaultCatalog().offers[0]!.id).not.toBe('changed');
  });

  it('can be embedded in a scenario', () => {
    const result = parseScenario({
      schemaVersion: 1,
      name: 'catalog smoke',
      currency: 'USD',
      startDate: '2026-01-01',
      horizonDays: 30,
      catalog: defaultCatalog(),
      workloads: [
        {
          id: 'ft',
          name: 'Fine-tune',
          kind: 'training',
          arrivals: { type: 'fixed', days: [1] },
          size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 64 } },
          gpusPerJob: 8,
        },
      ],
      strategies: [
        {
          id: 'od',
          name: 'On-demand',
          pools: [{ id: 'p5', kind: 'onDemand', offerId: 'aws-p5.48xlarge' }],
          placements: [{ workloadId: 'ft', poolIds: ['p5'] }],
        },
        {
          id: 'cud',
          name: 'GCP 1-year',
          pools: [
            { id: 'a3', kind: 'reserved', offerId: 'gcp-a3-highgpu-8g', count: 1, termMonths: 12 },
          ],
          placements: [{ workloadId: 'ft', poolIds: ['a3'] }],
        },
        {
          id: 'bm',
          name: 'Bare-metal',
          pools: [
            {
              id: 'bm',
              kind: 'bareMetal',
              offerId: 'baremetal-8x-h100',
              servers: 1,
              termMonths: 1,
            },
          ],
          placements: [{ workloadId: 'ft', poolIds: ['bm'] }],
        },
      ],
    });
    expect(result.ok ? [] : result.issues).toEqual([]);
  });
});

describe('catalog tools', () => {
  it('converts every price and says at what rate', () => {
    const cny = convertCatalogPrices(defaultCatalog(), 7.2, 'converted at 7.2 CNY per USD');
    const before = priceEntries(defaultCatalog());
    const after = priceEntries(cny);
    expect(after).toHaveLength(before.length);
    after.forEach((e, i) => {
      expect(e.amount).toBeCloseTo(before[i]!.amount * 7.2, 3);
      expect(e.source).toContain('converted at 7.2 CNY per USD');
      expect(e.status).toBe(before[i]!.status);
    });
    expect(() => convertCatalogPrices(defaultCatalog(), 0, 'x')).toThrow(RangeError);
  });

  it('picks offers with the GPUs they need', () => {
    const small = pickOffers(defaultCatalog(), ['aws-g4dn.xlarge', 'aws-p5.48xlarge']);
    expect(small.offers.map((o) => o.id)).toEqual(['aws-g4dn.xlarge', 'aws-p5.48xlarge']);
    expect(small.gpus.map((g) => g.id).sort()).toEqual(['a100-80gb', 'h100-80gb', 't4']);
    expect(Catalog.safeParse(small).success).toBe(true);
    expect(() => pickOffers(defaultCatalog(), ['nope'])).toThrow(/nope/);
  });
});
