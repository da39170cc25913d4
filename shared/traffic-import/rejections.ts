import { MAX_REJECTED_KEPT } from './limits';

/** Why a row was not used. Worded by the caller (English on the command line, the app's language). */
export type RejectReason =
  | 'tooLong'
  | 'columns'
  | 'badTime'
  | 'badValue'
  | 'negative'
  | 'badTokens'
  | 'outOfSpan';

export interface RejectedRow {
  /** 1-based line of the file (for JSON: the point's 1-based position in its series). */
  line: number;
  reason: RejectReason;
  /** The offending text, cut short. */
  text: string;
}

/** Rejected rows: every one counted, the first MAX_REJECTED_KEPT kept to show. */
export class Rejections {
  readonly kept: RejectedRow[] = [];
  count = 0;

  add(line: number, reason: RejectReason, text: string): void {
    this.count++;
    if (this.kept.length < MAX_REJECTED_KEPT)
      this.kept.push({ line, reason, text: text.length > 60 ? `${text.slice(0, 57)}...` : text });
  }
}

export const REJECT_REASON_ENGLISH: Readonly<Record<RejectReason, string>> = {
  tooLong: 'line too long',
  columns: 'too few columns',
  badTime: 'not a timestamp',
  badValue: 'not a number',
  negative: 'negative value',
  badTokens: 'token count is not a whole number from 0 up',
  outOfSpan: 'too far from the other rows',
};
