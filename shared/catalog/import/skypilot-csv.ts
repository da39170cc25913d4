import { priceReject } from './price-reject';
import type { ImportedOffer, PriceListParse, PriceListParser } from './price-list-types';
import { RejectedRows } from './price-list-types';
import { CsvTable, type ColumnSpec, type RowCells } from './csv-table';
import { median, readHourlyPrice, readNumber, roundPrice } from './row-values';

/**
 * SkyPilot's catalog CSV (`catalogs/vN/<cloud>/vms.csv` of github.com/skypilot-org/skypilot-catalog):
 *
 *   InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region,AvailabilityZone
 *   p3.2xlarge,V100,1.0,8.0,61.0,"{'Gpus': [{'Name': 'V100', ..., 'MemoryInfo': {'SizeInMiB': 16384}}], ...}",3.06,0.918,us-east-1,use1-az1
 *
 * One row per instance type and zone. Rows without an accelerator (CPU machines) are skipped.
 * Each instance type in a region becomes one offer: its on-demand price (the same in every zone;
 * the median if zones differ) and the median of its zones' spot prices.
 */
const COLUMNS: readonly ColumnSpec[] = [
  { key: 'type', names: ['InstanceType'], required: true },
  { key: 'accelerator', names: ['AcceleratorName'], required: true },
  { key: 'count', names: ['AcceleratorCount'], required: true },
  { key: 'vcpus', names: ['vCPUs'], required: true },
  { key: 'memory', names: ['MemoryGiB'], required: true },
  { key: 'gpuInfo', names: ['GpuInfo'], required: false },
  { key: 'price', names: ['Price'], required: true },
  { key: 'spot', names: ['SpotPrice'], required: true },
  { key: 'region', names: ['Region'], required: true },
];

/** The most different offers (instance type × region) one file may hold. */
export const MAX_IMPORTED_OFFERS = 50_000;
/** Zone prices kept per offer for its median: a region has a handful of zones. */
const MAX_ZONES = 64;

const MIB_PER_GB = 1024;
const GPU_MEMORY = /['"]?SizeInMiB['"]?\s*:\s*(\d+(?:\.\d+)?)/;

interface Accumulating {
  offer: ImportedOffer;
  onDemand: number[];
  spot: number[];
}

export function gpuMemoryFromInfo(info: string | undefined): number | undefined {
  const match = GPU_MEMORY.exec(info ?? '');
  if (!match) return undefined;
  const gb = Number(match[1]) / MIB_PER_GB;
  return gb > 0 && gb <= 10_000 ? Math.round(gb * 100) / 100 : undefined;
}

export function skyPilotParser(provider: string): PriceListParser {
  const rejected = new RejectedRows();
  const offers = new Map<string, Accumulating>();
  let skipped = 0;

  function row(cells: RowCells, line: number): void {
    const accelerator = (cells('accelerator') ?? '').trim();
    if (accelerator === '' || accelerator.toUpperCase() === 'CPU-ONLY') {
      skipped++;
      return;
    }
    const type = (cells('type') ?? '').trim();
    const region = (cells('region') ?? '').trim();
    if (type === '')
      return rejected.add(line, priceReject('emptyCell', { column: 'InstanceType' }));
    if (region === '') return rejected.add(line, priceReject('emptyCell', { column: 'Region' }));
    const count = readNumber(cells('count'), 'AcceleratorCount', {
      min: 0,
      max: 64,
      integer: true,
    });
    if (!count.ok) return rejected.add(line, count.reason);
    if (count.value === 0) {
      skipped++;
      return;
    }
    const vcpus = readNumber(cells('vcpus'), 'vCPUs', { min: 0.01, max: 4096 });
    if (!vcpus.ok) return rejected.add(line, vcpus.reason);
    const memory = readNumber(cells('memory'), 'MemoryGiB', { min: 0.01, max: 1_000_000 });
    if (!memory.ok) return rejected.add(line, memory.reason);
    const price = readHourlyPrice(cells('price'), 'Price');
    if (!price.ok) return rejected.add(line, price.reason);
    const spot = readHourlyPrice(cells('spot'), 'SpotPrice');
    if (!spot.ok) return rejected.add(line, spot.reason);
    if (price.value === undefined && spot.value === undefined)
      return rejected.add(line, priceReject('noSkyPilotPrice'));

    const key = `${type}\u0000${region}`;
    let entry = offers.get(key);
    if (!entry) {
      if (offers.size >= MAX_IMPORTED_OFFERS)
        return rejected.add(
          line,
          priceReject('tooManyOffers', { max: MAX_IMPORTED_OFFERS.toLocaleString('en-US') }),
        );
      const gpuMemoryGb = gpuMemoryFromInfo(cells('gpuInfo'));
      entry = {
        offer: {
          provider,
          instanceType: type,
          region,
          acceleratorName: accelerator,
          gpusPerInstance: count.value!,
          ...(gpuMemoryGb !== undefined ? { gpuMemoryGb } : {}),
          vcpus: Math.max(1, Math.round(vcpus.value!)),
          ramGb: memory.value!,
          bareMetalInstance: /\.metal/.test(type),
          reserved: [],
          line,
        },
        onDemand: [],
        spot: [],
      };
      offers.set(key, entry);
    }
    if (price.value !== undefined && entry.onDemand.length < MAX_ZONES)
      entry.onDemand.push(price.value);
    if (spot.value !== undefined && entry.spot.length < MAX_ZONES) entry.spot.push(spot.value);
  }

  const table = new CsvTable('skypilot', COLUMNS, row, rejected);
  return {
    push: (bytes) => table.push(bytes),
    end(): PriceListParse {
      table.end();
      const list = [...offers.values()].map(({ offer, onDemand, spot }): ImportedOffer => {
        const od = median(onDemand);
        const sp = median(spot);
        return {
          ...offer,
          ...(od !== undefined ? { onDemandPerHour: roundPrice(od) } : {}),
          ...(sp !== undefined ? { spotPerHour: roundPrice(sp) } : {}),
        };
      });
      return {
        format: 'skypilot',
        offers: list,
        rejected: rejected.kept,
        rejectedCount: rejected.count,
        rowsRead: table.rowsRead,
        skipped,
        currency: 'USD',
      };
    },
  };
}
