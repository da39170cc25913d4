import { describe, expect, it } from 'vitest';
import { awsOfferFile, damagedFiles } from './generate';
import { read } from './read-helpers';

const file = [...awsOfferFile()].join('');

describe('AWS Price List offer file (EC2)', () => {
  it('keeps Linux shared GPU products with their on-demand and standard reserved prices', async () => {
    const parsed = await read(file, { chunk: 65_536 });
    expect(parsed.format).toBe('aws');
    expect(parsed.rejected).toEqual([]);
    expect(parsed.fileDate).toBe('2025-06-01');
    expect(parsed.fileLabel).toBe('AmazonEC2 version 20250601000000');
    expect(parsed.offers).toHaveLength(18 * 5);
    const p5 = parsed.offers.find((o) => o.instanceType === 'p5.48xlarge' && o.region === 'us-east-1')!;
    expect(p5).toMatchObject({ provider: 'AWS', acceleratorName: 'H100', gpusPerInstance: 8, vcpus: 192, ramGb: 2048, gpuMemoryGb: 80, networkGbps: 3200, onDemandPerHour: 55.04 });
    expect(p5.reserved.map((r) => r.termMonths)).toEqual([12, 36]);
    const year = p5.reserved[0]!;
    expect(year.payments?.map((p) => p.option)).toEqual(['allUpfront', 'partialUpfront', 'noUpfront']);
    // No upfront: 62 % of on-demand, paid by the hour.
    expect(year.perHour).toBeCloseTo(55.04 * 0.62, 4);
    expect(year.upfrontShare).toBe(0);
  });

  it('gives each product the line it starts on', async () => {
    const parsed = await read(file, { chunk: 333 });
    const first = parsed.offers[0]!;
    expect(file.split('\n')[first.line - 1]).toContain('"GEN0000000000" : {');
  });

  it('reads the same whatever the chunk size', async () => {
    const a = await read(file, { chunk: 17 });
    const b = await read(file, { chunk: 1 << 20 });
    expect(a).toEqual(b);
  });

  it('refuses a file cut short, naming the line it ends on', async () => {
    await expect(read(damagedFiles()['damaged-truncated.json'] as string)).rejects.toThrow(/ends before the JSON does|not valid JSON near line \d+/);
  });

  it('refuses a file that is not JSON, with the line', async () => {
    await expect(read(damagedFiles()['damaged-not-json.json'] as string)).rejects.toThrow(/not valid JSON near line 1/);
  });

  it('rejects a product whose price is not a number, keeping the rest', async () => {
    const broken = file.replace(/"USD": "55\.0400000000"/, '"USD": "NaN"');
    const parsed = await read(broken);
    expect(parsed.rejected).toHaveLength(1);
    expect(parsed.rejected[0]!.reason).toBe('p5.48xlarge in us-east-1: on-demand pricePerUnit USD "NaN" is not a price');
    expect(broken.split('\n')[parsed.rejected[0]!.line - 1]).toMatch(/^\s+"GEN\w+" : \{ "GEN\w+\.JRTCKXETXF"/);
  });

  it('refuses one entry larger than the limit instead of holding it', async () => {
    const huge = file.replace('"disclaimer" : "', `"disclaimer" : "${'x'.repeat(17 * 1024 * 1024)}`);
    await expect(read(huge, { chunk: 1 << 20 })).rejects.toThrow(/larger than 16 MB/);
  });
});
