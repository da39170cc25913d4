import { describe, expect, it } from 'vitest';
import { PriceListError } from '@shared/catalog/import';
import { damagedFiles, skyPilotCsv } from './generate';
import { read } from './read-helpers';

describe('SkyPilot vms.csv', () => {
  it('reads every GPU type in every region as one offer, skipping CPU machines', async () => {
    const parsed = await read(skyPilotCsv(), { chunk: 997 });
    expect(parsed.format).toBe('skypilot');
    expect(parsed.rejected).toEqual([]);
    expect(parsed.offers).toHaveLength(18 * 5);
    expect(parsed.skipped).toBe(6 * 13);
    const p4d = parsed.offers.find((o) => o.instanceType === 'p4d.24xlarge' && o.region === 'us-east-1')!;
    expect(p4d).toMatchObject({ provider: 'AWS', acceleratorName: 'A100', gpusPerInstance: 8, vcpus: 96, ramGb: 1152, gpuMemoryGb: 40, onDemandPerHour: 32.7726 });
    expect(p4d.spotPerHour).toBeGreaterThan(32.7726 * 0.25);
    expect(p4d.spotPerHour).toBeLessThan(32.7726 * 0.7);
  });

  it('reads a file with a byte-order mark and CRLF line ends as the plain one', async () => {
    const damaged = damagedFiles();
    const parsed = await read(damaged['damaged-bom-crlf.csv'] as string, { chunk: 1 + 512 });
    expect(parsed.rejected).toEqual([]);
    expect(parsed.offers).toHaveLength(90);
  });

  it('rejects a NaN price with its line and reason, keeping the other rows', async () => {
    const parsed = await read(damagedFiles()['damaged-nan-prices.csv'] as string);
    expect(parsed.rejected).toMatchObject([{ line: 41, reason: 'Price "NaN" is not a number', code: 'notNumber' }]);
    expect(parsed.offers).toHaveLength(90);
  });

  it('rejects a huge line by its number without holding it', async () => {
    const parsed = await read(damagedFiles()['damaged-huge-line.csv'] as string, { chunk: 8192 });
    expect(parsed.rejected).toMatchObject([{ line: 51, reason: 'the row is longer than 65,536 characters', code: 'tooLong', values: { limit: '65,536' } }]);
  });

  it('reports the cut-short last row of a truncated file', async () => {
    const parsed = await read(damagedFiles()['damaged-truncated.csv'] as string);
    expect(parsed.rejectedCount).toBe(1);
    expect(parsed.rejected[0]!.reason).toMatch(/fields, the header has 10|quoted field is never closed|is empty/);
  });

  it('refuses a file whose header lacks the columns, naming them', async () => {
    await expect(read(damagedFiles()['damaged-wrong-columns.csv'] as string, { format: 'skypilot' })).rejects.toThrow(
      /lacks InstanceType, AcceleratorName/,
    );
  });

  it('refuses UTF-16 by name', async () => {
    const error = await read(damagedFiles()['damaged-utf16.csv'] as Uint8Array, { format: 'skypilot' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceListError);
    expect((error as Error).message).toMatch(/UTF-16/);
  });

  it('is read as a generic CSV when its header is not SkyPilot’s, and refused there too', async () => {
    await expect(read(damagedFiles()['damaged-wrong-columns.csv'] as string)).rejects.toThrow(/price-list CSV: the header lacks instance_type/);
  });
});
