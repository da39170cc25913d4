import { MAX_PRICE_PER_HOUR } from '@shared/scenario';
import { priceReject, type PriceReject } from './price-reject';
import type { ImportedReserved } from './price-list-types';
import { roundPrice } from './row-values';

/**
 * Reading one product and one SKU's terms of the AWS Price List offer file for EC2 (the file a
 * user downloads from the Price List API's offer index, e.g. .../AmazonEC2/current/us-east-1/index.json).
 * Only what a GPU plan buys: Linux, shared tenancy, no pre-installed software, capacity "Used"
 * (not reservations' unused capacity), and only instances the file says carry GPUs.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function object(value: Json | undefined): Record<string, Json> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

function text(value: Json | undefined): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/**
 * The accelerator of each GPU instance family: the offer file counts GPUs (`gpu`) but does not
 * name them. A family not listed becomes a new GPU named after the family.
 */
const FAMILY_GPUS: Readonly<Record<string, string>> = {
  p2: 'K80',
  p3: 'V100',
  p3dn: 'V100-32GB',
  p4d: 'A100',
  p4de: 'A100-80GB',
  p5: 'H100',
  p5e: 'H200',
  p5en: 'H200',
  'p6-b200': 'B200',
  g3: 'M60',
  g3s: 'M60',
  g4dn: 'T4',
  g4ad: 'Radeon Pro V520',
  g5: 'A10G',
  g5g: 'T4G',
  g6: 'L4',
  gr6: 'L4',
  g6e: 'L40S',
};

export function acceleratorOfInstanceType(instanceType: string): string {
  const family = instanceType.split('.')[0] ?? instanceType;
  return FAMILY_GPUS[family] ?? `AWS ${family} GPU`;
}

export interface AwsProduct {
  instanceType: string;
  region: string;
  gpus: number;
  gpuMemoryGb?: number;
  vcpus: number;
  ramGb: number;
  networkGbps?: number;
}

export type ProductReading =
  { kind: 'gpu'; product: AwsProduct } | { kind: 'skip' } | { kind: 'reject'; reason: PriceReject };

/** "1152 GiB", "320 GB", "400 Gigabit", "Up to 25 Gigabit" -> the number, or undefined. */
function leadingNumber(value: string): number | undefined {
  const match = /(\d+(?:[.,]\d+)?)/.exec(value.replace(/,(?=\d{3}\b)/g, ''));
  if (!match) return undefined;
  const n = Number(match[1]!.replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function readProduct(value: Json): ProductReading {
  const product = object(value);
  const a = object(product?.attributes);
  if (!product || !a) return { kind: 'reject', reason: priceReject('noAttributes') };
  const gpus = leadingNumber(text(a.gpu));
  if (!gpus) return { kind: 'skip' };
  const wanted =
    text(a.operatingSystem) === 'Linux' &&
    text(a.tenancy) === 'Shared' &&
    (text(a.preInstalledSw) === 'NA' || text(a.preInstalledSw) === '') &&
    (text(a.capacitystatus) === 'Used' || text(a.capacitystatus) === '') &&
    (text(a.operation) === 'RunInstances' || text(a.operation) === '');
  if (!wanted) return { kind: 'skip' };
  const instanceType = text(a.instanceType);
  if (instanceType === '') return { kind: 'reject', reason: priceReject('noInstanceType') };
  if (!Number.isInteger(gpus) || gpus > 64)
    return {
      kind: 'reject',
      reason: priceReject('badGpuCount', { cell: text(a.gpu).slice(0, 40) }, instanceType),
    };
  const region = text(a.regionCode) || text(a.location);
  if (region === '') return { kind: 'reject', reason: priceReject('noRegion', {}, instanceType) };
  const vcpus = leadingNumber(text(a.vcpu));
  if (!vcpus || vcpus > 4096)
    return {
      kind: 'reject',
      reason: priceReject('badVcpus', { cell: text(a.vcpu).slice(0, 40) }, instanceType),
    };
  const ramGb = leadingNumber(text(a.memory));
  if (!ramGb)
    return {
      kind: 'reject',
      reason: priceReject('badMemory', { cell: text(a.memory).slice(0, 40) }, instanceType),
    };
  const totalGpuMemory = leadingNumber(text(a.gpuMemory));
  const network = leadingNumber(text(a.networkPerformance));
  return {
    kind: 'gpu',
    product: {
      instanceType,
      region,
      gpus,
      ...(totalGpuMemory ? { gpuMemoryGb: Math.round((totalGpuMemory / gpus) * 100) / 100 } : {}),
      vcpus: Math.round(vcpus),
      ramGb,
      ...(network && /gigabit/i.test(text(a.networkPerformance)) ? { networkGbps: network } : {}),
    },
  };
}

/** The USD price of each of a term's price dimensions, by unit ("Hrs", "Quantity"). */
function dimensions(
  term: Record<string, Json>,
): { unit: string; usd: number | undefined; raw: string }[] {
  const dims = object(term.priceDimensions) ?? {};
  return Object.values(dims).map((d) => {
    const dim = object(d) ?? {};
    const raw = text(object(dim.pricePerUnit)?.USD);
    const usd = raw === '' ? undefined : Number(raw);
    return {
      unit: text(dim.unit),
      usd: usd !== undefined && Number.isFinite(usd) && usd >= 0 ? usd : undefined,
      raw,
    };
  });
}

function priceTooHigh(column: string, raw: string, max: number): PriceReject {
  return priceReject('outOfRange', { column, cell: raw.slice(0, 40), min: '0', max: max.toLocaleString('en-US') });
}

/** The hourly on-demand price of one SKU's OnDemand terms, or why it cannot be read. */
export function readOnDemandTerms(
  value: Json,
): { perHour: number } | { reason: PriceReject } | null {
  for (const term of Object.values(object(value) ?? {})) {
    const t = object(term);
    if (!t) continue;
    for (const d of dimensions(t)) {
      if (d.unit !== 'Hrs') continue;
      if (d.usd === undefined)
        return { reason: priceReject('badOnDemandPrice', { cell: d.raw.slice(0, 40) }) };
      if (d.usd > MAX_PRICE_PER_HOUR) return { reason: priceTooHigh('on-demand pricePerUnit USD', d.raw, MAX_PRICE_PER_HOUR) };
      return { perHour: d.usd };
    }
  }
  return null;
}

const OPTION_WORDS: Readonly<Record<string, 'allUpfront' | 'partialUpfront' | 'noUpfront'>> = {
  'All Upfront': 'allUpfront',
  'Partial Upfront': 'partialUpfront',
  'No Upfront': 'noUpfront',
};
const TERM_MONTHS: Readonly<Record<string, number>> = {
  '1yr': 12,
  '1 yr': 12,
  '3yr': 36,
  '3 yr': 36,
};
const HOURS_PER_MONTH = 730;

/**
 * A SKU's standard reserved terms (convertible ones are left out), one entry per term length
 * with each payment option the file sells it with. The entry's own hourly rate and upfront share
 * are those of the no-upfront option, else partial, else all upfront.
 */
export function readReservedTerms(value: Json): ImportedReserved[] | { reason: PriceReject } {
  const byTerm = new Map<number, NonNullable<ImportedReserved['payments']>>();
  for (const term of Object.values(object(value) ?? {})) {
    const t = object(term);
    const attributes = object(t?.termAttributes);
    if (!t || !attributes) continue;
    if (text(attributes.OfferingClass) !== 'standard') continue;
    const months = TERM_MONTHS[text(attributes.LeaseContractLength)];
    const option = OPTION_WORDS[text(attributes.PurchaseOption)];
    if (months === undefined || option === undefined) continue;
    let upfront = 0;
    let perHour = 0;
    for (const d of dimensions(t)) {
      if (d.usd === undefined)
        return { reason: priceReject('badReservedPrice', { cell: d.raw.slice(0, 40) }) };
      // Refused where read, as the CSV formats do: a price past the catalog's bound only failed
      // the scenario's schema later, with "nothing written".
      const max = d.unit === 'Quantity' ? MAX_PRICE_PER_HOUR * months * HOURS_PER_MONTH : MAX_PRICE_PER_HOUR;
      if (d.usd > max) return { reason: priceTooHigh('reserved pricePerUnit USD', d.raw, max) };
      if (d.unit === 'Quantity') upfront = d.usd;
      else if (d.unit === 'Hrs') perHour = d.usd;
    }
    const list = byTerm.get(months) ?? [];
    if (!list.some((p) => p.option === option))
      list.push({ option, upfront: roundPrice(upfront), perHour: roundPrice(perHour) });
    byTerm.set(months, list);
  }
  const preference = ['noUpfront', 'partialUpfront', 'allUpfront'] as const;
  return [...byTerm.entries()]
    .sort(([a], [b]) => a - b)
    .map(([termMonths, payments]) => {
      const main = preference
        .map((o) => payments.find((p) => p.option === o))
        .find((p) => p !== undefined)!;
      const hours = termMonths * HOURS_PER_MONTH;
      const total = main.upfront + main.perHour * hours;
      return {
        termMonths,
        perHour: roundPrice(total / hours),
        upfrontShare: total > 0 ? Math.round((main.upfront / total) * 10_000) / 10_000 : 0,
        payments: [...payments].sort(
          (x, y) => preference.indexOf(y.option) - preference.indexOf(x.option),
        ),
      };
    });
}
