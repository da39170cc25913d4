/**
 * Realistic cloud bills for the bill import's tests, from a known truth: GPU instance usage by
 * month, purchase option and instance type, plus storage, traffic and tax. Each format is
 * written as the provider's export writes it (column names, row kinds, daily rows, the rows
 * that restate a cost), so a reader that sums it back to the truth reads the real thing.
 *
 *   npx tsx tests/unit/bill-import/generate-bill.ts awsCur > cur.csv     (or alibaba, tencent, csv)
 *
 * Seeded: the same seed writes the same file.
 */
import { Rng } from '@shared/sim/prng';
import type { BillFormat, BillPurchase } from '@shared/bill-import';

export interface TruthLine {
  month: string;
  purchase: BillPurchase;
  instanceType: string;
  region: string;
  hours: number;
  cost: number;
}

export interface BillTruth {
  currency: string;
  lines: TruthLine[];
  /** Per month: storage and traffic (other products), and tax on the month's total. */
  otherProductsByMonth: Record<string, number>;
  taxRate: number;
}

const daysIn = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const money = (x: number) => x.toFixed(6);

/** Splits a month's hours and cost into daily amounts that add back exactly (to 6 decimals). */
function daily(rng: Rng, month: string, hours: number, cost: number): { day: string; hours: number; cost: number }[] {
  const n = daysIn(month);
  const weights = Array.from({ length: n }, () => 0.5 + rng.next());
  const sum = weights.reduce((s, w) => s + w, 0);
  let hLeft = hours;
  let cLeft = cost;
  return weights.map((w, i) => {
    const last = i === n - 1;
    const h = last ? hLeft : Math.round((hours * w) / sum * 1e6) / 1e6;
    const c = last ? cLeft : Math.round((cost * w) / sum * 1e6) / 1e6;
    hLeft -= h;
    cLeft -= c;
    return { day: `${month}-${String(i + 1).padStart(2, '0')}`, hours: h, cost: c };
  });
}

/** Instance types and regions as each provider names them (the same three lines of usage). */
const FLAVOURS: Record<BillFormat, { currency: string; big: string; small: string; region: string; smallRegion: string; bigRate: number; reservedRate: number; smallRate: number }> = {
  awsCur: { currency: 'USD', big: 'p4d.24xlarge', small: 'g5.12xlarge', region: 'us-east-1', smallRegion: 'us-west-2', bigRate: 32.7726, reservedRate: 19.22, smallRate: 2.13 },
  csv: { currency: 'USD', big: 'p4d.24xlarge', small: 'g5.12xlarge', region: 'us-east-1', smallRegion: 'us-west-2', bigRate: 32.7726, reservedRate: 19.22, smallRate: 2.13 },
  alibaba: { currency: 'CNY', big: 'ecs.gn7e-c16g1.32xlarge', small: 'ecs.gn7i-c32g1.8xlarge', region: 'cn-beijing', smallRegion: 'cn-hangzhou', bigRate: 219.36, reservedRate: 131.6, smallRate: 4.85 },
  tencent: { currency: 'CNY', big: 'GT4.41XLARGE948', small: 'GN7.8XLARGE128', region: 'ap-shanghai', smallRegion: 'ap-guangzhou', bigRate: 236.44, reservedRate: 139.5, smallRate: 3.92 },
};

export function defaultTruth(format: BillFormat = 'awsCur'): BillTruth {
  const f = FLAVOURS[format];
  const months = ['2026-07', '2026-08', '2026-09'];
  const lines: TruthLine[] = [];
  for (const [i, month] of months.entries()) {
    const onDemandHours = 1200 + 150 * i;
    const reservedHours = 4 * 24 * daysIn(month);
    const spotHours = 800 - 100 * i;
    lines.push({ month, purchase: 'onDemand', instanceType: f.big, region: f.region, hours: onDemandHours, cost: onDemandHours * f.bigRate });
    lines.push({ month, purchase: 'reserved', instanceType: f.big, region: f.region, hours: reservedHours, cost: reservedHours * f.reservedRate });
    lines.push({ month, purchase: 'spot', instanceType: f.small, region: f.smallRegion, hours: spotHours, cost: spotHours * f.smallRate });
  }
  return { currency: f.currency, lines, otherProductsByMonth: Object.fromEntries(months.map((m) => [m, 2350.4])), taxRate: 0 };
}

const csvLine = (cells: readonly (string | number)[]) =>
  cells.map((c) => (typeof c === 'string' && /[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : String(c))).join(',');

function awsCur(truth: BillTruth, rng: Rng): string {
  const header = [
    'identity/LineItemId', 'identity/TimeInterval', 'bill/BillingPeriodStartDate', 'lineItem/LineItemType',
    'lineItem/UsageStartDate', 'lineItem/UsageEndDate', 'lineItem/ProductCode', 'lineItem/UsageType',
    'lineItem/Operation', 'lineItem/ResourceId', 'lineItem/UsageAmount', 'lineItem/CurrencyCode',
    'lineItem/UnblendedRate', 'lineItem/UnblendedCost', 'lineItem/LineItemDescription', 'product/ProductName',
    'product/instanceType', 'product/regionCode', 'pricing/term', 'pricing/unit', 'reservation/EffectiveCost',
    'reservation/UnusedAmortizedUpfrontFeeForBillingPeriod', 'reservation/UnusedRecurringFee', 'savingsPlan/SavingsPlanEffectiveCost',
  ];
  const rows: string[] = [csvLine(header)];
  let id = 0;
  const row = (v: Record<string, string | number>) => rows.push(csvLine(header.map((h) => v[h] ?? '')));
  const prefix = (region: string) => (region === 'us-west-2' ? 'USW2-' : '');
  for (const line of truth.lines) {
    const start = `${line.month}-01T00:00:00Z`;
    for (const d of daily(rng, line.month, line.hours, line.cost)) {
      const base = {
        'identity/LineItemId': `li-${++id}`,
        'identity/TimeInterval': `${d.day}T00:00:00Z/${d.day}T23:59:59Z`,
        'bill/BillingPeriodStartDate': start,
        'lineItem/UsageStartDate': `${d.day}T00:00:00Z`,
        'lineItem/UsageEndDate': `${d.day}T23:59:59Z`,
        'lineItem/ProductCode': 'AmazonEC2',
        'lineItem/Operation': 'RunInstances',
        'lineItem/ResourceId': `i-${(0x1000 + id).toString(16)}`,
        'lineItem/UsageAmount': money(d.hours),
        'lineItem/CurrencyCode': truth.currency,
        'product/ProductName': 'Amazon Elastic Compute Cloud',
        'product/instanceType': line.instanceType,
        'product/regionCode': line.region,
        'pricing/unit': 'Hrs',
      };
      if (line.purchase === 'reserved') {
        // Covered by a reservation: unblended cost 0, the effective cost carries the amortised price.
        row({ ...base, 'lineItem/LineItemType': 'DiscountedUsage', 'lineItem/UsageType': `${prefix(line.region)}HeavyUsage:${line.instanceType}`, 'lineItem/UnblendedCost': '0', 'pricing/term': 'Reserved', 'reservation/EffectiveCost': money(d.cost), 'lineItem/LineItemDescription': `${line.instanceType} reserved instance applied` });
      } else if (line.purchase === 'spot') {
        row({ ...base, 'lineItem/LineItemType': 'Usage', 'lineItem/UsageType': `${prefix(line.region)}SpotUsage:${line.instanceType}`, 'lineItem/UnblendedCost': money(d.cost), 'lineItem/UnblendedRate': money(d.cost / Math.max(d.hours, 1e-9)), 'lineItem/LineItemDescription': `$${(d.cost / Math.max(d.hours, 1e-9)).toFixed(4)} per Linux/UNIX spot instance-hour`, 'product/instanceType': '' });
      } else {
        row({ ...base, 'lineItem/LineItemType': 'Usage', 'lineItem/UsageType': `${prefix(line.region)}BoxUsage:${line.instanceType}`, 'lineItem/UnblendedCost': money(d.cost), 'pricing/term': 'OnDemand', 'lineItem/LineItemDescription': `On Demand Linux ${line.instanceType} Instance Hour` });
      }
    }
    if (line.purchase === 'reserved') {
      // The month's RI fee row restates the commitment; only its unused part is new cost (none here).
      row({ 'identity/LineItemId': `li-${++id}`, 'lineItem/LineItemType': 'RIFee', 'lineItem/UsageStartDate': start, 'lineItem/ProductCode': 'AmazonEC2', 'lineItem/UsageType': `HeavyUsage:${line.instanceType}`, 'lineItem/UsageAmount': money(line.hours), 'lineItem/CurrencyCode': truth.currency, 'lineItem/UnblendedCost': money(line.cost), 'product/instanceType': line.instanceType, 'product/regionCode': line.region, 'pricing/term': 'Reserved', 'reservation/UnusedAmortizedUpfrontFeeForBillingPeriod': '0', 'reservation/UnusedRecurringFee': '0' });
    }
  }
  for (const [month, cost] of Object.entries(truth.otherProductsByMonth)) {
    row({ 'identity/LineItemId': `li-${++id}`, 'lineItem/LineItemType': 'Usage', 'lineItem/UsageStartDate': `${month}-01T00:00:00Z`, 'lineItem/ProductCode': 'AmazonEC2', 'lineItem/UsageType': 'EBS:VolumeUsage.gp3', 'lineItem/UsageAmount': '8000', 'lineItem/CurrencyCode': truth.currency, 'lineItem/UnblendedCost': money(cost * 0.7) });
    row({ 'identity/LineItemId': `li-${++id}`, 'lineItem/LineItemType': 'Usage', 'lineItem/UsageStartDate': `${month}-01T00:00:00Z`, 'lineItem/ProductCode': 'AWSDataTransfer', 'lineItem/UsageType': 'DataTransfer-Out-Bytes', 'lineItem/UsageAmount': '12000', 'lineItem/CurrencyCode': truth.currency, 'lineItem/UnblendedCost': money(cost * 0.3) });
    const monthTotal = truth.lines.filter((l) => l.month === month).reduce((s, l) => s + l.cost, 0) + cost;
    if (truth.taxRate > 0) row({ 'identity/LineItemId': `li-${++id}`, 'lineItem/LineItemType': 'Tax', 'lineItem/UsageStartDate': `${month}-01T00:00:00Z`, 'lineItem/ProductCode': 'AmazonEC2', 'lineItem/UsageType': 'Tax', 'lineItem/CurrencyCode': truth.currency, 'lineItem/UnblendedCost': money(monthTotal * truth.taxRate) });
  }
  return `${rows.join('\n')}\n`;
}

const CN_PURCHASE: Record<'alibaba' | 'tencent', Record<BillPurchase, string>> = {
  alibaba: { onDemand: '按量付费', reserved: '包年包月', spot: '抢占式实例', bareMetal: '包年包月', savingsPlan: '节省计划' },
  tencent: { onDemand: '按量计费', reserved: '包年包月', spot: '竞价实例', bareMetal: '包年包月', savingsPlan: '节省计划' },
};

function chineseBill(kind: 'alibaba' | 'tencent', truth: BillTruth, rng: Rng): string {
  const header =
    kind === 'alibaba'
      ? ['账期', '消费时间', '产品', '产品明细', '消费类型', '实例ID', '实例规格', '地域', '用量', '用量单位', '官网价', '优惠金额', '应付金额']
      : ['账单月份', '费用归属时间', '产品名称', '子产品名称', '计费模式', '资源ID', '实例类型', '地域', '使用时长', '时长单位', '原价', '折扣后总价'];
  const rows: string[] = [csvLine(header)];
  let id = 0;
  for (const line of truth.lines) {
    for (const d of daily(rng, line.month, line.hours, line.cost)) {
      const list = (d.cost * 1.25).toFixed(2);
      rows.push(
        csvLine(
          kind === 'alibaba'
            ? [line.month, `${d.day} 00:00:00`, '云服务器 ECS', 'GPU计算型', CN_PURCHASE.alibaba[line.purchase], `i-bp${++id}`, line.instanceType, line.region, money(d.hours), '小时', list, (d.cost * 0.25).toFixed(6), money(d.cost)]
            : [line.month, `${d.day} 00:00:00`, '云服务器CVM', 'GPU计算型', CN_PURCHASE.tencent[line.purchase], `ins-${++id}`, line.instanceType, line.region, money(d.hours), '小时', list, money(d.cost)],
        ),
      );
    }
  }
  for (const [month, cost] of Object.entries(truth.otherProductsByMonth)) {
    rows.push(
      csvLine(
        kind === 'alibaba'
          ? [month, `${month}-01 00:00:00`, '块存储', 'ESSD云盘', '按量付费', `d-bp${++id}`, '', '', '8000', 'GB', '', '0', money(cost)]
          : [month, `${month}-01 00:00:00`, '云硬盘CBS', '高性能云硬盘', '按量计费', `disk-${++id}`, '', '', '8000', 'GB', '', money(cost)],
      ),
    );
  }
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

function genericCsv(truth: BillTruth): string {
  const rows = ['date,product,purchase option,instance type,region,usage hours,cost,currency'];
  const word: Record<BillPurchase, string> = { onDemand: 'On-Demand', reserved: 'Reserved', spot: 'Spot', bareMetal: 'Bare metal', savingsPlan: 'Savings plan' };
  for (const l of truth.lines) rows.push(csvLine([`${l.month}-01`, 'Compute', word[l.purchase], l.instanceType, l.region, money(l.hours), money(l.cost), truth.currency]));
  for (const [month, cost] of Object.entries(truth.otherProductsByMonth)) rows.push(csvLine([`${month}-01`, 'Block storage', '', '', '', '', money(cost), truth.currency]));
  return `${rows.join('\n')}\n`;
}

export function generateBill(format: BillFormat, truth: BillTruth = defaultTruth(), seed = 7): string {
  const rng = new Rng(seed, 11);
  if (format === 'awsCur') return awsCur(truth, rng);
  if (format === 'alibaba' || format === 'tencent') return chineseBill(format, truth, rng);
  return genericCsv(truth);
}

const wanted = process.argv[2];
if (wanted && /generate-bill/.test(process.argv[1] ?? '')) {
  const format = wanted as BillFormat;
  process.stdout.write(generateBill(format, defaultTruth(format)));
}
