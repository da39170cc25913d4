import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '@shared/catalog';
import { previewImport, type PreviewOptions } from '@shared/catalog/import';
import { Catalog } from '@shared/scenario';
import { awsOfferFile, quoteCsv, skyPilotCsv } from './generate';
import { read } from './read-helpers';

const stamp: PreviewOptions = { asOf: '2025-06-01', source: 'SkyPilot catalog vms.csv (vms.csv)', status: 'secondary', rate: 1, regions: [] };

describe('previewing a price list against a catalog', () => {
  it('lists new offers and price changes old → new, and changes nothing in the catalog it was given', async () => {
    const catalog = defaultCatalog();
    const before = JSON.stringify(catalog);
    const parsed = await read(skyPilotCsv());
    const preview = previewImport(catalog, parsed, { ...stamp, regions: ['us-east-1'] });
    expect(JSON.stringify(catalog)).toBe(before);
    expect(preview.problems).toEqual([]);
    expect(preview.filteredOut).toBe(18 * 4);
    // p4d.24xlarge in us-east-1 is in the default catalog: its prices change, it is not new.
    const p4d = preview.changes.filter((c) => c.offerId === 'aws-p4d.24xlarge');
    expect(p4d.find((c) => c.kind === 'onDemand')).toMatchObject({ amount: 32.7726 });
    expect(preview.newOffers.some((o) => o.label === 'AWS p4d.24xlarge · us-east-1')).toBe(false);
    const g5 = preview.newOffers.find((o) => o.label === 'AWS g5.xlarge · us-east-1')!;
    expect(g5.gpuName).toBe('NVIDIA A10 24GB');
    const offer = preview.catalog.offers.find((o) => o.id === g5.offerId)!;
    expect(offer.region).toBe('us-east-1');
    expect(offer.prices?.onDemand).toMatchObject({ perHour: 1.006, asOf: '2025-06-01', status: 'secondary' });
    expect(offer.prices?.onDemand?.source).toMatch(/^SkyPilot catalog vms.csv \(vms.csv\), line \d+$/);
    expect(Catalog.safeParse(preview.catalog).success).toBe(true);
  });

  it('maps accelerators to the catalog’s GPUs, brings known ones from the default catalog, and marks unknown ones', async () => {
    const catalog = defaultCatalog();
    const small = { ...catalog, gpus: catalog.gpus.filter((g) => ['h100-80gb', 'a100-40gb', 't4'].includes(g.id)), offers: catalog.offers.filter((o) => o.gpuId === 'h100-80gb') };
    const preview = previewImport(small, await read(skyPilotCsv()), { ...stamp, regions: ['us-west-2'] });
    const gpuOf = (type: string) => {
      const offer = preview.catalog.offers.find((o) => o.instanceType === type && o.region === 'us-west-2')!;
      return preview.catalog.gpus.find((g) => g.id === offer.gpuId)!;
    };
    expect(gpuOf('p4d.24xlarge').id).toBe('a100-40gb');
    expect(gpuOf('g4dn.xlarge').id).toBe('t4');
    expect(gpuOf('p4de.24xlarge').id).toBe('a100-80gb');
    expect(preview.newGpus).toContainEqual({ id: 'a100-80gb', name: 'NVIDIA A100 80GB SXM', kind: 'default' });
    const v520 = gpuOf('g4ad.xlarge');
    expect(v520).toMatchObject({ id: 'imported-radeon-pro-v520', memoryGb: 8 });
    expect(v520.notes).toMatch(/estimate .* confirm them/);
    expect(preview.newGpus).toContainEqual({ id: 'imported-radeon-pro-v520', name: 'Radeon Pro V520 (imported)', kind: 'unknown' });
    expect(gpuOf('p3dn.24xlarge').id).toBe('imported-v100-32gb');
  });

  it('converts prices at the rate given and refuses a result past the catalog’s offer limit', async () => {
    const parsed = await read(skyPilotCsv());
    const converted = previewImport(defaultCatalog(), parsed, { ...stamp, rate: 7.2, regions: ['us-east-1'] });
    const p4d = converted.catalog.offers.find((o) => o.id === 'aws-p4d.24xlarge')!;
    expect(p4d.prices?.onDemand?.perHour).toBeCloseTo(32.7726 * 7.2, 4);
    const many = { ...parsed, offers: Array.from({ length: 2100 }, (_, i) => ({ ...parsed.offers[0]!, instanceType: `x${i}.large` })) };
    expect(previewImport(defaultCatalog(), many, stamp).problems[0]).toMatch(/more than the 2,000 a scenario may have/);
  });

  it('puts reserved terms with their payment options and keeps prices the file does not state', async () => {
    const preview = previewImport(defaultCatalog(), await read([...awsOfferFile()].join('')), { ...stamp, status: 'sourced', regions: ['us-east-1'] });
    const p5 = preview.catalog.offers.find((o) => o.id === 'aws-p5.48xlarge')!;
    expect(p5.prices?.reserved?.map((r) => r.termMonths)).toEqual([1, 12, 36]);
    expect(p5.prices?.reserved?.[1]?.payments).toHaveLength(3);
    // The file has no spot price: the catalog's stays.
    expect(p5.prices?.spot?.source).toMatch(/SkyPilot catalog v8/);
    expect(preview.problems).toEqual([]);
  });

  it('reads a quote in CNY with quoted names, reserved terms on a second row and bare-metal prices', async () => {
    const parsed = await read(quoteCsv('\r\n'), { provider: '' });
    expect(parsed.format).toBe('csv');
    expect(parsed.rejected).toEqual([]);
    expect(parsed.currency).toBe('CNY');
    expect(parsed.offers.map((o) => o.provider)).toEqual(['阿里云', 'Acme GPU Cloud, Shanghai', 'Quote "Q3" bare metal']);
    expect(parsed.offers[0]!.reserved.map((r) => [r.termMonths, r.perHour, r.upfrontShare])).toEqual([[12, 8.9, 0], [36, 7.6, 1]]);
    expect(parsed.offers[2]).toMatchObject({ bareMetalPerServerMonth: 98000, bareMetalInstance: true });
  });

  it('rejects quote rows with their line and reason', async () => {
    const text = `${quoteCsv()}阿里云,x,cn,A10,1,,8,30,,abc,,,,,,CNY\n阿里云,y,cn,A10,1,,8,30,,1,,2,,,,CNY\n阿里云,z,cn,A10,1,,8,30,,1,,,,,,USD\n`;
    const parsed = await read(text);
    // The English sentence for the command line, and the code and values the app words in its language.
    expect(parsed.rejected).toMatchObject([
      { line: 6, reason: 'on_demand_per_hour "abc" is not a number', code: 'notNumber', values: { column: 'on_demand_per_hour', cell: 'abc' } },
      { line: 7, reason: 'reserved_per_hour needs reserved_term_months', code: 'reservedNeedsTerm' },
      { line: 8, reason: 'currency USD differs from CNY on line 2', code: 'mixedCurrency', values: { code: 'USD', other: 'CNY', line: '2' } },
    ]);
  });
});
