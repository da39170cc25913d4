import type { BillOtherKind, BillPurchase, BillRejectReason } from './bill-types';
import type { BillColumnKey } from './bill-columns';

/** A row's cells by column key ("" for a column the file lacks). */
export type BillCells = (key: BillColumnKey) => string;

/** What one row of a bill is, once read. */
export type BillRowOutcome =
  | { kind: 'compute'; day: string; purchase: BillPurchase; instanceType: string; region: string; hours: number; cost: number }
  | { kind: 'other'; day: string; other: BillOtherKind; cost: number }
  /** A row that restates cost counted on another row (a savings plan's negation, a subtotal). */
  | { kind: 'skip' }
  | { kind: 'reject'; reason: BillRejectReason; text: string };

export const reject = (reason: BillRejectReason, text: string): BillRowOutcome => ({ kind: 'reject', reason, text });

/**
 * How Chinese and generic bills name the purchase option: subscription (包年包月, 预付费) is a
 * commitment, pay-as-you-go (按量, 后付费) on demand, preemptible or bidding instances (抢占式,
 * 竞价) spot. Bare metal is told by the instance family (Alibaba "ebm", Tencent "BM"), or said outright.
 */
export function purchaseFromText(purchase: string, instanceType: string): BillPurchase | null {
  const p = purchase.trim().toLowerCase();
  const t = instanceType.trim().toLowerCase();
  const bareFamily = /(^|\.)ebm|^bm[a-z]|^bmg|裸金属|黑石/.test(t);
  if (/spot|preempt|抢占|竞价/.test(p) || /spot|抢占|竞价/.test(t)) return 'spot';
  if (/bare.?metal|裸金属|黑石|dedicated.?server/.test(p)) return 'bareMetal';
  if (/reserved|subscription|包年|包月|预付费|预付|savings|commit|ri\b/.test(p)) return bareFamily ? 'bareMetal' : 'reserved';
  if (/on.?demand|pay.?as.?you.?go|payg|按量|后付费|按需/.test(p)) return 'onDemand';
  return null;
}
