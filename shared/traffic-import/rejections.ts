import { MAX_REJECTED_KEPT, MAX_TRAFFIC_VALUE } from './limits';

/** Why a row was not used. Worded by the caller (English on the command line, the app's language). */
export type RejectReason =
  | 'tooLong'
  | 'columns'
  | 'badTime'
  | 'relativeTime'
  | 'badValue'
  | 'negative'
  | 'tooLarge'
  | 'badTokens'
  | 'outOfSpan';

export interface RejectedRow<R extends string = RejectReason> {
  /** 1-based line of the file (for JSON: the point's 1-based position in its series). */
  line: number;
  reason: R;
  /** The offending text, cut short. */
  text: string;
}

/**
 * Rejected rows: every one counted, the first MAX_REJECTED_KEPT kept to show. Other imports
 * (the job history) bring their own reasons.
 */
export class Rejections<R extends string = RejectReason> {
  readonly kept: RejectedRow<R>[] = [];
  count = 0;

  add(line: number, reason: R, text: string): void {
    this.count++;
    if (this.kept.length < MAX_REJECTED_KEPT)
      this.kept.push({ line, reason, text: text.length > 60 ? `${text.slice(0, 57)}...` : text });
  }
}

/** The reason a finite value from 0 up is still refused, or null: larger than any traffic. */
export const tooLargeValue = (value: number): 'tooLarge' | null => (value > MAX_TRAFFIC_VALUE ? 'tooLarge' : null);

export const REJECT_REASON_ENGLISH: Readonly<Record<RejectReason, string>> = {
  tooLong: 'line too long',
  columns: 'too few columns',
  badTime: 'not a timestamp',
  relativeTime: 'seconds from the start of a trace, not a date: times before 1990 are not read; add the trace\'s start date to each time',
  badValue: 'not a number',
  negative: 'negative value',
  tooLarge: 'larger than 1,000,000,000, more requests than any service sees',
  badTokens: 'token count is not a whole number from 0 up',
  outOfSpan: 'too far from the other rows',
};
