import { cutText } from '@shared/scenario';
import { CsvRecordReader } from '@shared/csv/csv-records';
import { PriceListError, type PriceListFormat, type RejectedRows } from './price-list-types';
import { priceReject } from './price-reject';
import { utf8Decoder } from './utf8-chunks';

/** The longest record a price-list CSV may have: real rows are a few hundred characters. */
export const MAX_CSV_RECORD_CHARS = 64 * 1024;

/** A column a format reads, by its header names (matched without case, spaces or "_"). */
export interface ColumnSpec {
  key: string;
  names: readonly string[];
  required: boolean;
}

export type RowCells = (key: string) => string | undefined;

/** The command line's name of each CSV format, in its refusals. */
const FORMAT_NAMES: Readonly<Record<CsvFormat, string>> = {
  skypilot: 'SkyPilot catalog CSV (vms.csv)',
  csv: 'price-list CSV',
};

type CsvFormat = Exclude<PriceListFormat, 'aws'>;

function normal(name: string): string {
  return name.toLowerCase().replace(/[\s_\-()]/g, '');
}

/**
 * A CSV price list read as a header and data rows: bytes in (any split), each well-formed row
 * handed on with its cells by column key and its line; a row with the wrong number of fields,
 * one too long, or one left open by a quote is rejected with its line and reason.
 */
export class CsvTable {
  private readonly decoder = utf8Decoder();
  private readonly reader: CsvRecordReader;
  private columns: Map<string, number> | null = null;
  private width = 0;
  rowsRead = 0;

  constructor(
    private readonly format: CsvFormat,
    private readonly specs: readonly ColumnSpec[],
    private readonly onRow: (cells: RowCells, line: number) => void,
    readonly rejected: RejectedRows,
  ) {
    this.reader = new CsvRecordReader(
      {
        record: (fields, line) => this.record(fields, line),
        tooLong: (line, limit) =>
          this.rejected.add(line, priceReject('tooLong', { limit: limit.toLocaleString('en-US') })),
        unclosedQuote: (line) => this.rejected.add(line, priceReject('unclosedQuote')),
      },
      MAX_CSV_RECORD_CHARS,
    );
  }

  push(bytes: Uint8Array): void {
    this.reader.push(this.decoder.decode(bytes));
  }

  end(): void {
    this.reader.push(this.decoder.end());
    this.reader.end();
    if (this.columns === null)
      throw new PriceListError(`the file is empty: no ${FORMAT_NAMES[this.format]} header`, { code: 'noHeader', values: { format: this.format } });
  }

  private record(fields: string[], line: number): void {
    if (this.columns === null) {
      this.columns = this.header(fields, line);
      this.width = fields.length;
      return;
    }
    this.rowsRead++;
    if (fields.length !== this.width) {
      this.rejected.add(
        line,
        priceReject('fieldCount', { fields: String(fields.length), header: String(this.width) }),
      );
      return;
    }
    const columns = this.columns;
    this.onRow((key) => {
      const index = columns.get(key);
      return index === undefined ? undefined : fields[index];
    }, line);
  }

  private header(fields: string[], line: number): Map<string, number> {
    const byName = new Map(fields.map((name, index) => [normal(name), index] as const));
    const columns = new Map<string, number>();
    const missing: string[] = [];
    for (const spec of this.specs) {
      const index = spec.names.map((n) => byName.get(normal(n))).find((i) => i !== undefined);
      if (index !== undefined) columns.set(spec.key, index);
      else if (spec.required) missing.push(spec.names[0]!);
    }
    if (missing.length > 0) {
      const has = cutText(fields.join(', '));
      throw new PriceListError(
        `not a ${FORMAT_NAMES[this.format]}: the header lacks ${missing.join(', ')} (it has: ${has})`,
        { code: 'missingColumns', values: { format: this.format, missing: missing.join(', '), has, line: String(line) } },
        line,
      );
    }
    return columns;
  }
}
