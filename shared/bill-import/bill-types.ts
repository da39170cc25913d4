/**
 * A cloud bill as Headroom reads it for a back-test: GPU instance usage summed by month,
 * purchase option, instance type and region, and every other cost kept apart by why it is
 * not GPU time (tax, storage and traffic, fees, credits), so nothing billed goes missing.
 */

export type BillFormat = 'awsCur' | 'alibaba' | 'tencent' | 'csv';

/**
 * How the usage was bought, as the bill says it. `savingsPlan`: on-demand usage a savings plan
 * covered (at its effective cost), and the plan's unused commitment (a line of no instance type).
 */
export type BillPurchase = 'onDemand' | 'reserved' | 'spot' | 'bareMetal' | 'savingsPlan';

/** Costs on the bill that are not GPU instance time. */
export type BillOtherKind = 'tax' | 'otherProducts' | 'fees' | 'credits';

export interface BillGroup {
  /** Calendar month "YYYY-MM". */
  month: string;
  purchase: BillPurchase;
  instanceType: string;
  /** "" when the bill does not say. */
  region: string;
  /** Instance-hours. */
  usageHours: number;
  /** Currency units, as billed (after the bill's own discounts). */
  cost: number;
}

/** Why a row was not used. Worded by the caller (English on the command line, the app's language). */
export type BillRejectReason = 'tooLong' | 'unclosedQuote' | 'columns' | 'badDate' | 'badAmount' | 'badUsage' | 'badUnit';

export interface BillRejectedRow {
  line: number;
  reason: BillRejectReason;
  /** The offending text, cut short. */
  text: string;
}

export interface BillImport {
  format: BillFormat;
  /** ISO code when the bill names one (CUR's currency column, a generic CSV's), else null. */
  currency: string | null;
  /** Sorted by month, purchase option, instance type, region. */
  groups: BillGroup[];
  /** Cost that is not GPU time, by month and kind. */
  other: { month: string; kind: BillOtherKind; cost: number }[];
  /** First and last day the bill's rows cover, "YYYY-MM-DD" (null: no dated row). */
  firstDay: string | null;
  lastDay: string | null;
  rowsRead: number;
  rejected: BillRejectedRow[];
  rejectedCount: number;
}

/** Why a whole file was refused. Worded by the caller; the error's message is the command line's. */
export type BillFileProblem = 'empty' | 'tooLarge' | 'noHeader' | 'missingColumns' | 'tooManyRejected' | 'tooManyGroups' | 'spanTooLong' | 'utf16' | 'notText';

export class BillFileError extends Error {
  constructor(
    readonly problem: BillFileProblem,
    readonly line: number | null,
    english: string,
    /** Column names the header lacks (missingColumns). */
    readonly missing: readonly string[] = [],
  ) {
    super(line === null ? english : `line ${line}: ${english}`);
    this.name = 'BillFileError';
  }
}
