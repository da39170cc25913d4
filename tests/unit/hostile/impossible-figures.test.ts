/**
 * Figures that cannot be true are refused where they are read, with their line and the bound,
 * instead of turning into curves of NaN, "Peak ∞", or a schema failure with nothing written.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveMeasuredRun } from '@shared/catalog';
import { billDay } from '@shared/bill-import/bill-values';
import { parseScenario, type Scenario } from '@shared/scenario';
import { importTrafficText } from '@shared/traffic-import';
import { read } from '../catalog/price-lists/read-helpers';

const traffic = (text: string) => importTrafficText(text, { utcOffsetMinutes: 0, slotsPerDay: 24, valueMeaning: 'rate' });

describe('traffic values past any service', () => {
  it('rejects rates of 1.7e308 by line, and reads the rest', () => {
    const rows = Array.from({ length: 48 }, (_, h) => `2026-03-02T${String(h % 24).padStart(2, '0')}:00:00Z`.replace('02T', h < 24 ? '02T' : '03T') + `,${h === 5 || h === 30 ? '1.7e308' : '10'}`);
    const result = traffic(`time,rate\n${rows.join('\n')}\n`);
    expect(result.rejected).toEqual([
      { line: 7, reason: 'tooLarge', text: '1.7e308' },
      { line: 32, reason: 'tooLarge', text: '1.7e308' },
    ]);
    expect(result.analysis.samples).toBe(46);
  });

  it('rejects CloudWatch points whose sums would overflow, naming each', () => {
    const json = JSON.stringify({
      MetricDataResults: [
        { Timestamps: ['2026-03-02T00:00:00Z', '2026-03-02T01:00:00Z'], Values: [1e308, 5] },
        { Timestamps: ['2026-03-02T00:00:00Z', '2026-03-02T01:00:00Z'], Values: [1.7e308, 6] },
      ],
    });
    const result = traffic(json);
    expect(result.rejected.map((r) => r.reason)).toEqual(['tooLarge', 'tooLarge']);
    expect(result.analysis.samples).toBe(1);
  });
});

describe('AWS prices past the catalog bound', () => {
  const offer = (price: string) =>
    JSON.stringify({
      offerCode: 'AmazonEC2',
      products: { SKU1: { attributes: { instanceType: 'p4d.24xlarge', gpu: '8', regionCode: 'us-east-1', vcpu: '96', memory: '1152 GiB', operatingSystem: 'Linux', tenancy: 'Shared', preInstalledSw: 'NA', capacitystatus: 'Used', licenseModel: 'No License required' } } },
      terms: { OnDemand: { SKU1: { T: { priceDimensions: { D: { unit: 'Hrs', pricePerUnit: { USD: price } } } } } } },
    }, null, 1);

  it.each(['1e308', '5000000'])('rejects an on-demand price of %s where it is read, with its line and the bound', async (price) => {
    const result = await read(offer(price));
    expect(result.rejectedCount).toBe(1);
    expect(result.rejected[0]!.reason).toMatch(/on-demand pricePerUnit USD ".+" is outside 0–1,000,000/);
    expect(result.rejected[0]!.line).toBeGreaterThan(1);
    expect(result.offers).toEqual([]);
  });

  it('reads the same product at a real price', async () => {
    const result = await read(offer('32.7726'));
    expect(result.rejectedCount).toBe(0);
    expect(result.offers[0]!.onDemandPerHour).toBe(32.7726);
  });
});

describe('a price list saved as GBK', () => {
  it('is read as GB18030, as bills are, keeping the provider names', async () => {
    const csv = 'provider,instance_type,region,accelerator,gpus,vcpus,ram_gb,on_demand_per_hour,currency\n阿里云,ecs.gn7-c12g1.3xlarge,cn-hangzhou,A100,1,12,94,30.5,CNY\n';
    // Node has no GBK encoder: the three characters' GBK bytes are written by hand (阿 B0A2, 里 C0EF, 云 D4C6).
    const utf8 = Buffer.from(csv, 'utf8');
    const at = utf8.indexOf(Buffer.from('阿里云', 'utf8'));
    const bytes = Buffer.concat([utf8.subarray(0, at), Buffer.from([0xb0, 0xa2, 0xc0, 0xef, 0xd4, 0xc6]), utf8.subarray(at + 9)]);
    const result = await read(new Uint8Array(bytes), { format: 'csv', provider: 'csv' });
    expect(result.offers[0]?.provider).toBe('阿里云');
  });
});

describe('dates and runs that cannot be', () => {
  it('refuses hour 25 after a real date, and keeps real times', () => {
    expect(billDay('2026-07-01T25:00:00')).toBeNull();
    expect(billDay('2026-07-01 23:60')).toBeNull();
    expect(billDay('2026-07-01T23:59:59Z')).toBe('2026-07-01');
    expect(billDay('2026/7/1 08:00')).toBe('2026-07-01');
    expect(billDay('2026年7月')).toBe('2026-07-01');
  });

  it('refuses a measured run of 5e-324 hours instead of deriving a factor from it', () => {
    const parsed = parseScenario(JSON.parse(readFileSync('scenarios/01-fine-tuning-bare-metal.headroom.json', 'utf8')));
    const scenario = (parsed as { scenario: Scenario }).scenario;
    const input = { offerId: 'cn-shared-8x-a100', workloadId: 'fine-tune', gpus: 8, workSize: 5e-324, wallHours: 5e-324, date: '2026-05-01' };
    expect(deriveMeasuredRun(scenario, input)).toMatchObject({ ok: false, field: 'wallHours', message: expect.stringMatching(/shorter than a minute/) });
    // With a minute, as little work is far slower than the model: refused too, not written.
    expect(deriveMeasuredRun(scenario, { ...input, wallHours: 1 / 60 })).toMatchObject({ ok: false });
  });
});
