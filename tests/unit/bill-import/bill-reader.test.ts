import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BillFileError, billDecoder, billEncoding, BillReader, readBillText, type BillFormat, type BillImport } from '@shared/bill-import';
import { defaultTruth, generateBill, type BillTruth } from './generate-bill';

/** The truth summed by month, purchase option and instance type, as the reader groups it. */
function expectMatchesTruth(bill: BillImport, truth: BillTruth): void {
  expect(bill.rejectedCount).toBe(0);
  const got = new Map(bill.groups.map((g) => [`${g.month}|${g.purchase}|${g.instanceType}`, g]));
  expect(got.size).toBe(truth.lines.length);
  for (const l of truth.lines) {
    const g = got.get(`${l.month}|${l.purchase}|${l.instanceType}`);
    expect(g, `${l.month} ${l.purchase} ${l.instanceType}`).toBeDefined();
    expect(g!.usageHours).toBeCloseTo(l.hours, 4);
    expect(g!.cost).toBeCloseTo(l.cost, 3);
    expect(g!.region).toBe(l.region);
  }
  for (const [month, cost] of Object.entries(truth.otherProductsByMonth)) {
    const other = bill.other.filter((o) => o.month === month && o.kind === 'otherProducts').reduce((s, o) => s + o.cost, 0);
    expect(other).toBeCloseTo(cost, 4);
  }
}

describe('bill import: each format read back to the truth it was written from', () => {
  for (const format of ['awsCur', 'alibaba', 'tencent', 'csv'] as BillFormat[]) {
    it(`${format}: found by its header, summed by month, purchase option and instance type`, () => {
      const truth = defaultTruth(format);
      const bill = readBillText(generateBill(format, truth));
      expect(bill.format).toBe(format);
      expectMatchesTruth(bill, truth);
      expect(bill.firstDay).toBe('2026-07-01');
      expect(bill.lastDay).toBe(format === 'csv' ? '2026-09-01' : '2026-09-30');
    });
  }

  it('AWS CUR: tax and credits are kept apart, a savings plan is counted once at its effective cost', () => {
    const header = 'lineItem/LineItemType,lineItem/UsageStartDate,lineItem/ProductCode,lineItem/UsageType,lineItem/UsageAmount,lineItem/UnblendedCost,lineItem/CurrencyCode,product/instanceType,savingsPlan/SavingsPlanEffectiveCost,reservation/EffectiveCost,reservation/UnusedAmortizedUpfrontFeeForBillingPeriod,reservation/UnusedRecurringFee';
    const rows = [
      'SavingsPlanCoveredUsage,2026-07-03T00:00:00Z,AmazonEC2,BoxUsage:p5.48xlarge,10,982.8,USD,p5.48xlarge,600,,,',
      'SavingsPlanNegation,2026-07-03T00:00:00Z,AmazonEC2,BoxUsage:p5.48xlarge,10,-982.8,USD,p5.48xlarge,,,,',
      'SavingsPlanRecurringFee,2026-07-01T00:00:00Z,ComputeSavingsPlans,ComputeSP:1yrNoUpfront,720,43200,USD,,,,,',
      'RIFee,2026-07-01T00:00:00Z,AmazonEC2,HeavyUsage:p4d.24xlarge,744,14299,USD,p4d.24xlarge,,,120.5,80',
      'Tax,2026-07-01T00:00:00Z,AmazonEC2,,0,55.1,USD,,,,,',
      'Credit,2026-07-01T00:00:00Z,AmazonEC2,,0,-100,USD,,,,,',
    ];
    const bill = readBillText([header, ...rows].join('\n'));
    expect(bill.currency).toBe('USD');
    const reserved = bill.groups.filter((g) => g.purchase === 'reserved');
    expect(bill.groups.find((g) => g.purchase === 'savingsPlan' && g.instanceType === 'p5.48xlarge')).toMatchObject({ usageHours: 10, cost: 600 });
    // Without the commitment columns the recurring fee (the whole commitment) is not counted again.
    expect(bill.groups.filter((g) => g.purchase === 'savingsPlan')).toHaveLength(1);
    // The reservation's idle part: unused amortised upfront + unused recurring fee.
    expect(reserved.find((g) => g.instanceType === 'p4d.24xlarge')).toMatchObject({ usageHours: 0, cost: 200.5 });
    expect(bill.other).toEqual([
      { month: '2026-07', kind: 'credits', cost: -100 },
      { month: '2026-07', kind: 'tax', cost: 55.1 },
    ]);
  });

  it('CUR 2.0 snake_case headers read the same as the legacy ones', () => {
    const text = 'line_item_line_item_type,line_item_usage_start_date,line_item_usage_type,line_item_usage_amount,line_item_unblended_cost,product_instance_type\nUsage,2026-08-01T00:00:00Z,USW2-SpotUsage:g6e.xlarge,5,4.2,g6e.xlarge\n';
    const bill = readBillText(text);
    expect(bill.format).toBe('awsCur');
    expect(bill.groups).toEqual([{ month: '2026-08', purchase: 'spot', instanceType: 'g6e.xlarge', region: '', usageHours: 5, cost: 4.2 }]);
  });

  it('reads the same however the text is cut into chunks', () => {
    const text = generateBill('alibaba', defaultTruth('alibaba'));
    const whole = readBillText(text);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 12 }), (cuts) => {
        const reader = new BillReader({ format: 'auto' });
        const points = [0, ...[...new Set(cuts)].sort((a, b) => a - b), text.length];
        for (let i = 1; i < points.length; i++) reader.feed(text.slice(points[i - 1], points[i]));
        expect(reader.finish()).toEqual(whole);
      }),
      { numRuns: 30 },
    );
  });

  it('a GBK-encoded Chinese bill is decoded (spreadsheets save CSV so); UTF-16 is refused by name', () => {
    const gbk = Uint8Array.from([0xd5, 0xcb, 0xc6, 0xda]); // 账期
    expect(billEncoding(gbk)).toBe('gb18030');
    const d = billDecoder('gb18030');
    expect(d.decode(gbk) + d.end()).toBe('账期');
    expect(billEncoding(new TextEncoder().encode('账期,消费类型'))).toBe('utf-8');
    // A UTF-8 character cut at the end of the first chunk is still UTF-8.
    expect(billEncoding(new TextEncoder().encode('账期').subarray(0, 5))).toBe('utf-8');
    expect(() => billEncoding(Uint8Array.from([0xff, 0xfe, 0x41, 0]))).toThrow(/UTF-16/);
  });
});

describe('bill import: damaged files', () => {
  const header = 'date,purchase option,instance type,usage hours,cost';

  it('names the columns a header lacks and imports nothing', () => {
    try {
      readBillText('date,instance type,cost\n2026-07-01,p4d.24xlarge,1\n');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BillFileError);
      expect((error as BillFileError).problem).toBe('missingColumns');
      expect((error as BillFileError).missing).toEqual(['purchase option', 'usage hours']);
    }
  });

  it('rejects each bad row with its line and reason, and keeps the good ones', () => {
    const text = [
      header,
      '2026-07-01,On-Demand,p4d.24xlarge,10,327.73',
      'yesterday,On-Demand,p4d.24xlarge,10,327.73',
      '2026-07-02,On-Demand,p4d.24xlarge,ten,327.73',
      '2026-07-03,On-Demand,p4d.24xlarge,10,lots',
      '2026-07-04,On-Demand',
      '2026-13-01,Spot,g5.xlarge,1,1',
      '2026-07-05,Spot,g5.xlarge,"1,5",2',
    ].join('\n');
    const bill = readBillText(text);
    expect(bill.groups).toHaveLength(1);
    expect(bill.rejected.map((r) => [r.line, r.reason])).toEqual([
      [3, 'badDate'],
      [4, 'badUsage'],
      [5, 'badAmount'],
      [6, 'columns'],
      [7, 'badDate'],
      [8, 'badUsage'],
    ]);
    // "1,5" quoted is one field, and may be a decimal comma: refused rather than read as 15.
    expect(bill.rejectedCount).toBe(6);
  });

  it('names a row after lone carriage returns by the line an editor shows it on', () => {
    // "\r" alone ends a line (old Mac files), as "\r\n" and "\n" do: the bad row is on line 4.
    const bill = readBillText(`${header}\r\r2026-07-01,On-Demand,p4d.24xlarge,10,327.73\rjunk,,\n2026-07-02,Spot,g5.xlarge,1,1\n`);
    expect(bill.rejected.map((r) => [r.line, r.reason])).toEqual([[4, 'columns']]);
    expect(bill.groups).toHaveLength(2);
  });

  it('a quote never closed and an endless line are rejected, not held', () => {
    const bill = readBillText(`${header}\n2026-07-01,On-Demand,p4d.24xlarge,10,"327\n`);
    expect(bill.rejected.map((r) => r.reason)).toEqual(['unclosedQuote']);
    const long = readBillText(`${header}\n${'x'.repeat(70_000)}\n2026-07-01,On-Demand,p4d.24xlarge,1,2\n`);
    expect(long.rejected.map((r) => r.reason)).toEqual(['tooLong']);
    expect(long.groups).toHaveLength(1);
  });

  it('an empty file and a bill of more than three years are refused whole', () => {
    expect(() => readBillText('')).toThrow(BillFileError);
    expect(() => readBillText(`${header}\n2020-01-01,Spot,g5,1,1\n2026-01-01,Spot,g5,1,1\n`)).toThrow(/more than 36 months/);
  });

  it('a file of rows that are all wrong stops early, naming it', () => {
    const rows = Array.from({ length: 100_002 }, () => 'nope,nope,nope,nope,nope');
    expect(() => readBillText([header, ...rows].join('\n'))).toThrow(/is this a bill/);
  });
});
