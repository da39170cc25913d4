import { cutText } from '@shared/scenario';
import { CsvRecordReader } from '@shared/csv/csv-records';
import { PriceListError, type RejectedRows } from './price-list-types';
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
    private readonly formatName: string,
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
      throw new PriceListError(`the file is empty: no ${this.formatName} header`);
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
      throw new PriceListError(
        `not a ${this.formatName}: the header lacks ${missing.join(', ')} (it has: ${cutText(fields.join(', '))})`,
        line,
      );
    }
    return columns;
  }
}
