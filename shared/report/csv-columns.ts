import type { Distribution3 } from '@shared/sim/results';
import type { CsvValue } from './csv-cell';
import { fixed } from './format';

/** A CSV column: its header and how a row fills it. */
export type Column<T> = [name: string, value: (row: T) => CsvValue];

/** A figure across runs as four columns: name_p10, name_p50, name_p90, name_mean. */
export function distColumns<T>(
  name: string,
  get: (row: T) => Distribution3 | null,
  decimals: number,
): Column<T>[] {
  return (['p10', 'p50', 'p90', 'mean'] as const).map((k): Column<T> => [
    `${name}_${k}`,
    (row) => fixed(get(row)?.[k], decimals),
  ]);
}

