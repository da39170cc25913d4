import { CsvRecordReader } from '@shared/csv/csv-records';
import { awsCurRow } from './aws-cur-row';
import { BILL_COLUMNS, detectBillFormat, matchBillColumns, type BillColumnKey } from './bill-columns';
import type { BillCells, BillRowOutcome } from './bill-row';
import {
  BillFileError,
  type BillFormat,
  type BillGroup,
  type BillImport,
  type BillOtherKind,
  type BillPurchase,
  type BillRejectReason,
  type BillRejectedRow,
} from './bill-types';
import { cutCell } from './bill-values';
import { listedBillRow } from './listed-bill-row';
import { MAX_BILL_GROUPS, MAX_BILL_MONTHS, MAX_BILL_RECORD_CHARS, MAX_BILL_REJECTED_KEPT, MAX_BILL_REJECTED_ROWS } from './limits';

export interface BillReadOptions {
  /** 'auto' reads the format from the header. */
  format: BillFormat | 'auto';
}

const monthsBetween = (a: string, b: string) =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7)) + 1;

/**
 * Reads a bill fed as text chunks (any split) and sums it as it goes: only the groups are kept,
 * never the rows, so memory does not grow with the file. Rejected rows are counted with their
 * line; the file is refused as a whole (BillFileError) when its header is not a bill's.
 */
export class BillReader {
  private readonly reader: CsvRecordReader;
  private format: BillFormat | null;
  private index: Map<BillColumnKey, number> | null = null;
  private width = 0;
  private readonly groups = new Map<string, BillGroup>();
  private readonly other = new Map<string, { month: string; kind: BillOtherKind; cost: number }>();
  private readonly rejected: BillRejectedRow[] = [];
  private rejectedCount = 0;
  private rowsRead = 0;
  private currency: string | null = null;
  private firstDay: string | null = null;
  private lastDay: string | null = null;

  constructor(options: BillReadOptions) {
    this.format = options.format === 'auto' ? null : options.format;
    this.reader = new CsvRecordReader(
      {
        record: (fields, line) => this.record(fields, line),
        tooLong: (line) => this.reject(line, 'tooLong', ''),
        unclosedQuote: (line) => this.reject(line, 'unclosedQuote', ''),
      },
      MAX_BILL_RECORD_CHARS,
    );
  }

  feed(text: string): void {
    this.reader.push(text);
  }

  finish(): BillImport {
    this.reader.end();
    if (this.index === null || this.format === null) throw new BillFileError('empty', null, 'the file is empty: no header row');
    const groups = [...this.groups.values()].sort(
      (a, b) =>
        a.month.localeCompare(b.month) ||
        a.purchase.localeCompare(b.purchase) ||
        a.instanceType.localeCompare(b.instanceType) ||
        a.region.localeCompare(b.region),
    );
    const other = [...this.other.values()].sort((a, b) => a.month.localeCompare(b.month) || a.kind.localeCompare(b.kind));
    return {
      format: this.format,
      currency: this.currency,
      groups,
      other,
      firstDay: this.firstDay,
      lastDay: this.lastDay,
      rowsRead: this.rowsRead,
      rejected: this.rejected,
      rejectedCount: this.rejectedCount,
    };
  }

  private record(fields: string[], line: number): void {
    if (this.index === null) {
      this.header(fields, line);
      return;
    }
    if (fields.length === 1 && fields[0]!.trim() === '') return;
    this.rowsRead++;
    if (fields.length < this.width) {
      this.reject(line, 'columns', fields.join(','));
      return;
    }
    const index = this.index;
    const cells: BillCells = (key) => {
      const i = index.get(key);
      return i === undefined ? '' : (fields[i] ?? '');
    };
    const currency = cells('currency').trim().toUpperCase();
    if (currency !== '' && this.currency === null) this.currency = currency;
    this.add(this.format === 'awsCur' ? awsCurRow(cells) : listedBillRow(cells), line);
  }

  private header(fields: string[], line: number): void {
    const format = this.format ?? detectBillFormat(fields);
    const { index, missing } = matchBillColumns(fields, BILL_COLUMNS[format]);
    if (missing.length > 0) {
      throw new BillFileError('missingColumns', line, `the header lacks ${missing.join(', ')}`, missing);
    }
    this.format = format;
    this.index = index;
    // Rows as wide as the columns read: a trailing empty column may be left off by a spreadsheet.
    this.width = Math.max(...index.values()) + 1;
  }

  private add(row: BillRowOutcome, line: number): void {
    if (row.kind === 'skip') return;
    if (row.kind === 'reject') {
      this.reject(line, row.reason, row.text);
      return;
    }
    this.span(row.day, line);
    const month = row.day.slice(0, 7);
    if (row.kind === 'other') {
      const key = `${month}|${row.other}`;
      const g = this.other.get(key) ?? { month, kind: row.other, cost: 0 };
      g.cost += row.cost;
      this.other.set(key, g);
      return;
    }
    const key = `${month}|${row.purchase}|${row.instanceType}|${row.region}`;
    let g = this.groups.get(key);
    if (!g) {
      if (this.groups.size >= MAX_BILL_GROUPS)
        throw new BillFileError('tooManyGroups', line, `more than ${MAX_BILL_GROUPS.toLocaleString('en-US')} month, purchase option and instance type groups`);
      g = { month, purchase: row.purchase as BillPurchase, instanceType: row.instanceType, region: row.region, usageHours: 0, cost: 0 };
      this.groups.set(key, g);
    }
    g.usageHours += row.hours;
    g.cost += row.cost;
  }

  private span(day: string, line: number): void {
    if (this.firstDay === null || day < this.firstDay) this.firstDay = day;
    if (this.lastDay === null || day > this.lastDay) this.lastDay = day;
    if (monthsBetween(this.firstDay, this.lastDay) > MAX_BILL_MONTHS)
      throw new BillFileError('spanTooLong', line, `the bill spans more than ${MAX_BILL_MONTHS} months (${this.firstDay} to ${this.lastDay})`);
  }

  private reject(line: number, reason: BillRejectReason, text: string): void {
    this.rejectedCount++;
    if (this.rejected.length < MAX_BILL_REJECTED_KEPT) this.rejected.push({ line, reason, text: cutCell(text) });
    if (this.rejectedCount > MAX_BILL_REJECTED_ROWS)
      throw new BillFileError('tooManyRejected', line, `more than ${MAX_BILL_REJECTED_ROWS.toLocaleString('en-US')} rows could not be read: is this a bill?`);
  }
}

/** The whole text at once (tests, small files). */
export function readBillText(text: string, options: BillReadOptions = { format: 'auto' }): BillImport {
  const reader = new BillReader(options);
  const CHUNK = 1 << 20;
  for (let i = 0; i < text.length; i += CHUNK) reader.feed(text.slice(i, i + CHUNK));
  return reader.finish();
}

export const BILL_REJECT_REASON_ENGLISH: Readonly<Record<BillRejectReason, string>> = {
  tooLong: 'line too long',
  unclosedQuote: 'a quoted field is never closed',
  columns: 'too few columns',
  badDate: 'not a date from 2000 to 2100 (a time of day, if any, from 00:00 to 23:59)',
  badAmount: 'not an amount of money',
  badUsage: 'usage is not a number from 0 up',
  badUnit: 'usage unit is not a unit of time',
};
