import { priceReject } from './price-reject';
import { CsvTable, type ColumnSpec, type RowCells } from './csv-table';
import type { ImportedOffer, PriceListParse, PriceListParser } from './price-list-types';
import { RejectedRows } from './price-list-types';
import { readHourlyPrice, readMonthlyPrice, readNumber } from './row-values';
import { MAX_IMPORTED_OFFERS } from './skypilot-csv';

/**
 * A quote as a plain CSV, one row per offer (a second row for the same offer may add another
 * reserved term). Header names are matched without case, spaces or "_":
 *
 *   provider,instance_type,region,gpu,gpu_count,gpu_memory_gb,vcpus,memory_gb,network_gbps,
 *   on_demand_per_hour,spot_per_hour,reserved_per_hour,reserved_term_months,reserved_upfront_share,
 *   bare_metal_per_server_month,currency
 *
 * Required: instance_type, gpu, gpu_count, vcpus, memory_gb and at least one price. Prices are
 * in `currency` (one currency per file), else in the scenario's own.
 */
const COLUMNS: readonly ColumnSpec[] = [
  { key: 'provider', names: ['provider'], required: false },
  { key: 'type', names: ['instance_type', 'instance'], required: true },
  { key: 'region', names: ['region'], required: false },
  { key: 'gpu', names: ['gpu', 'accelerator'], required: true },
  { key: 'count', names: ['gpu_count', 'gpus'], required: true },
  { key: 'gpuMemory', names: ['gpu_memory_gb'], required: false },
  { key: 'vcpus', names: ['vcpus'], required: true },
  { key: 'memory', names: ['memory_gb', 'ram_gb'], required: true },
  { key: 'network', names: ['network_gbps'], required: false },
  { key: 'onDemand', names: ['on_demand_per_hour'], required: false },
  { key: 'spot', names: ['spot_per_hour'], required: false },
  { key: 'reserved', names: ['reserved_per_hour'], required: false },
  { key: 'term', names: ['reserved_term_months'], required: false },
  { key: 'upfront', names: ['reserved_upfront_share'], required: false },
  { key: 'bareMetal', names: ['bare_metal_per_server_month'], required: false },
  { key: 'currency', names: ['currency'], required: false },
];

export function genericCsvParser(defaultProvider: string): PriceListParser {
  const rejected = new RejectedRows();
  const offers = new Map<string, ImportedOffer>();
  let currency: { code: string; line: number } | undefined;

  function row(cells: RowCells, line: number): void {
    const text = (key: string) => (cells(key) ?? '').trim();
    const type = text('type');
    const gpu = text('gpu');
    if (type === '')
      return rejected.add(line, priceReject('emptyCell', { column: 'instance_type' }));
    if (gpu === '') return rejected.add(line, priceReject('emptyCell', { column: 'gpu' }));
    const provider = text('provider') || defaultProvider;
    const region = text('region');
    const code = text('currency').toUpperCase();
    if (code !== '') {
      if (!/^[A-Z]{3}$/.test(code))
        return rejected.add(line, priceReject('badCurrency', { code: code.slice(0, 20) }));
      if (currency && currency.code !== code)
        return rejected.add(
          line,
          priceReject('mixedCurrency', { code, other: currency.code, line: String(currency.line) }),
        );
      currency ??= { code, line };
    }
    const checks = {
      count: readNumber(cells('count'), 'gpu_count', { min: 1, max: 64, integer: true }),
      gpuMemory: readNumber(cells('gpuMemory'), 'gpu_memory_gb', {
        min: 0.01,
        max: 10_000,
        optional: true,
      }),
      vcpus: readNumber(cells('vcpus'), 'vcpus', { min: 1, max: 4096, integer: true }),
      memory: readNumber(cells('memory'), 'memory_gb', { min: 0.01, max: 1_000_000 }),
      network: readNumber(cells('network'), 'network_gbps', {
        min: 0.01,
        max: 100_000,
        optional: true,
      }),
      onDemand: readHourlyPrice(cells('onDemand'), 'on_demand_per_hour'),
      spot: readHourlyPrice(cells('spot'), 'spot_per_hour'),
      reserved: readHourlyPrice(cells('reserved'), 'reserved_per_hour'),
      term: readNumber(cells('term'), 'reserved_term_months', {
        min: 1,
        max: 60,
        integer: true,
        optional: true,
      }),
      upfront: readNumber(cells('upfront'), 'reserved_upfront_share', {
        min: 0,
        max: 1,
        optional: true,
      }),
      bareMetal: readMonthlyPrice(cells('bareMetal'), 'bare_metal_per_server_month'),
    };
    for (const check of Object.values(checks))
      if (!check.ok) return rejected.add(line, check.reason);
    const v = (key: keyof typeof checks) => (checks[key] as { value: number | undefined }).value;
    if (v('reserved') !== undefined && v('term') === undefined)
      return rejected.add(line, priceReject('reservedNeedsTerm'));
    const reserved =
      v('reserved') !== undefined
        ? [{ termMonths: v('term')!, perHour: v('reserved')!, upfrontShare: v('upfront') ?? 0 }]
        : [];
    const priced = [v('onDemand'), v('spot'), v('reserved'), v('bareMetal')].some(
      (p) => p !== undefined,
    );
    if (!priced) return rejected.add(line, priceReject('noPrice'));

    const key = `${provider}\u0000${type}\u0000${region}`;
    const earlier = offers.get(key);
    if (earlier) {
      // A second row of an offer may add a reserved term, nothing else.
      const onlyReserved = [v('onDemand'), v('spot'), v('bareMetal')].every((p) => p === undefined);
      const term = reserved[0]?.termMonths;
      if (
        !onlyReserved ||
        term === undefined ||
        earlier.reserved.some((r) => r.termMonths === term)
      )
        return rejected.add(line, priceReject('alreadyPriced', { line: String(earlier.line) }));
      earlier.reserved.push(reserved[0]!);
      return;
    }
    if (offers.size >= MAX_IMPORTED_OFFERS)
      return rejected.add(
        line,
        priceReject('tooManyOffers', { max: MAX_IMPORTED_OFFERS.toLocaleString('en-US') }),
      );
    offers.set(key, {
      provider,
      instanceType: type,
      region,
      acceleratorName: gpu,
      gpusPerInstance: v('count')!,
      ...(v('gpuMemory') !== undefined ? { gpuMemoryGb: v('gpuMemory')! } : {}),
      vcpus: v('vcpus')!,
      ramGb: v('memory')!,
      ...(v('network') !== undefined ? { networkGbps: v('network')! } : {}),
      bareMetalInstance: v('bareMetal') !== undefined,
      ...(v('onDemand') !== undefined ? { onDemandPerHour: v('onDemand')! } : {}),
      ...(v('spot') !== undefined ? { spotPerHour: v('spot')! } : {}),
      reserved,
      ...(v('bareMetal') !== undefined ? { bareMetalPerServerMonth: v('bareMetal')! } : {}),
      line,
    });
  }

  const table = new CsvTable('csv', COLUMNS, row, rejected);
  return {
    push: (bytes) => table.push(bytes),
    end(): PriceListParse {
      table.end();
      return {
        format: 'csv',
        offers: [...offers.values()],
        rejected: rejected.kept,
        rejectedCount: rejected.count,
        rowsRead: table.rowsRead,
        skipped: 0,
        ...(currency ? { currency: currency.code } : {}),
      };
    },
  };
}
