import type { BillFormat } from './bill-types';

/** A column a bill reader uses, by the names exports give it (matched without case, spaces or punctuation). */
export interface BillColumn {
  key: BillColumnKey;
  names: readonly string[];
  required: boolean;
}

export type BillColumnKey =
  | 'date'
  | 'product'
  | 'purchase'
  | 'instanceType'
  | 'region'
  | 'usage'
  | 'unit'
  | 'cost'
  | 'currency'
  | 'lineType'
  | 'usageType'
  | 'reservationCost'
  | 'savingsPlanCost'
  | 'unusedUpfront'
  | 'unusedRecurring'
  | 'savingsPlanCommitment'
  | 'savingsPlanUsed'
  | 'term';

export function normalColumnName(name: string): string {
  return name.toLowerCase().replace(/[\s_/\-().（）:：]/g, '');
}

const col = (key: BillColumnKey, required: boolean, ...names: string[]): BillColumn => ({ key, names, required });

/**
 * AWS Cost and Usage Report, legacy ("lineItem/UsageStartDate") and 2.0 ("line_item_usage_start_date")
 * headers alike: they normalise to the same names.
 */
const AWS_CUR: readonly BillColumn[] = [
  col('date', true, 'lineItem/UsageStartDate'),
  col('lineType', true, 'lineItem/LineItemType'),
  col('product', false, 'lineItem/ProductCode'),
  col('usageType', true, 'lineItem/UsageType'),
  col('usage', true, 'lineItem/UsageAmount'),
  col('cost', true, 'lineItem/UnblendedCost'),
  col('currency', false, 'lineItem/CurrencyCode'),
  col('instanceType', false, 'product/instanceType', 'product_instance_type'),
  col('region', false, 'product/regionCode', 'product/region', 'product_region_code'),
  col('term', false, 'pricing/term'),
  col('reservationCost', false, 'reservation/EffectiveCost'),
  col('savingsPlanCost', false, 'savingsPlan/SavingsPlanEffectiveCost'),
  col('savingsPlanCommitment', false, 'savingsPlan/TotalCommitmentToDate'),
  col('savingsPlanUsed', false, 'savingsPlan/UsedCommitment'),
  col('unusedUpfront', false, 'reservation/UnusedAmortizedUpfrontFeeForBillingPeriod'),
  col('unusedRecurring', false, 'reservation/UnusedRecurringFee'),
];

/** Alibaba Cloud's billing detail export (费用中心 → 账单详情 → 明细账单). */
const ALIBABA: readonly BillColumn[] = [
  col('date', true, '消费时间', '账单日期', '交易时间', '计费开始时间', '账期'),
  col('product', false, '产品', '产品名称'),
  col('purchase', true, '消费类型', '订阅类型', '计费方式', '付费方式'),
  col('instanceType', true, '实例规格', '规格', '实例配置', '实例类型'),
  col('region', false, '地域', '区域'),
  col('usage', false, '用量', '使用量', '使用时长'),
  col('unit', false, '用量单位', '单位'),
  col('cost', true, '应付金额', '应付金额（含税）', '现金支付', '优惠后金额'),
  col('currency', false, '币种', '货币'),
];

/** Tencent Cloud's billing detail export (费用中心 → 账单明细 → 资源账单/明细账单). */
const TENCENT: readonly BillColumn[] = [
  col('date', true, '费用归属时间', '扣费时间', '计费开始时间', '账单月份'),
  col('product', false, '产品名称', '产品'),
  col('purchase', true, '计费模式', '付费模式'),
  col('instanceType', true, '实例类型', '实例规格', '配置描述', '规格'),
  col('region', false, '地域', '区域'),
  col('usage', false, '使用时长', '用量', '使用量'),
  col('unit', false, '用量单位', '时长单位', '单位'),
  col('cost', true, '折扣后总价', '总费用', '应付金额', '现金账户支出'),
  col('currency', false, '币种', '货币'),
];

/** Any bill reduced to the five columns a back-test needs (a spreadsheet's own export). */
const GENERIC: readonly BillColumn[] = [
  col('date', true, 'date', 'day', 'month', 'usage date', 'billing date', '日期', '账期'),
  col('product', false, 'product', 'service', '产品'),
  col('purchase', true, 'purchase option', 'purchase', 'pricing model', 'billing mode', '购买方式', '计费方式'),
  col('instanceType', true, 'instance type', 'instance', 'type', '实例类型', '实例规格'),
  col('region', false, 'region', '地域'),
  col('usage', true, 'usage hours', 'hours', 'instance hours', '用量', '使用时长'),
  col('unit', false, 'unit', 'usage unit', '单位'),
  col('cost', true, 'cost', 'amount', 'charge', '费用', '金额'),
  col('currency', false, 'currency', '币种'),
];

export const BILL_COLUMNS: Readonly<Record<BillFormat, readonly BillColumn[]>> = {
  awsCur: AWS_CUR,
  alibaba: ALIBABA,
  tencent: TENCENT,
  csv: GENERIC,
};

/** The format a header says the bill is in. */
export function detectBillFormat(header: readonly string[]): BillFormat {
  const names = new Set(header.map(normalColumnName));
  if (names.has('lineitemlineitemtype') || names.has('lineitemusagetype')) return 'awsCur';
  if (names.has('计费模式') || names.has('费用归属时间') || names.has('折扣后总价')) return 'tencent';
  if (names.has('消费类型') || names.has('订阅类型') || names.has('应付金额') || names.has('账期')) return 'alibaba';
  return 'csv';
}

/** Each key's column index; the names of required columns the header lacks. */
export function matchBillColumns(
  header: readonly string[],
  columns: readonly BillColumn[],
): { index: Map<BillColumnKey, number>; missing: string[] } {
  const byName = new Map<string, number>();
  header.forEach((name, i) => {
    const n = normalColumnName(name);
    if (!byName.has(n)) byName.set(n, i);
  });
  const index = new Map<BillColumnKey, number>();
  const missing: string[] = [];
  for (const c of columns) {
    const i = c.names.map((n) => byName.get(normalColumnName(n))).find((x) => x !== undefined);
    if (i !== undefined) index.set(c.key, i);
    else if (c.required) missing.push(c.names[0]!);
  }
  return { index, missing };
}
