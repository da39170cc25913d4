import { z } from 'zod';
import { NonNegative } from './primitives';

/**
 * How a reservation is paid, as providers sell it (AWS Reserved Instances and Savings Plans,
 * Azure reservations, GCP commitments; 包年包月 on Alibaba and Tencent Cloud is paid upfront):
 * all upfront (one payment when the term starts), partial upfront (a payment at the start and
 * a lower hourly rate for every hour of the term) or no upfront (the hourly rate only, billed
 * monthly). Each carries its own price: paying earlier usually buys a lower total.
 */
export const PaymentOption = z.enum(['allUpfront', 'partialUpfront', 'noUpfront']);
export type PaymentOption = z.infer<typeof PaymentOption>;
export const PAYMENT_OPTIONS: readonly PaymentOption[] = PaymentOption.options;

/** The most one instance's upfront payment may be: a 60-month term at the highest hourly price. */
export const MAX_UPFRONT = 1_000_000 * 24 * 31 * 60;

export const ReservedPayment = z
  .strictObject({
    option: PaymentOption,
    /** Currency per instance, paid when the term starts. */
    upfront: NonNegative.max(MAX_UPFRONT).default(0),
    /** Currency per instance-hour of the term, paid whether used or not (billed monthly). */
    perHour: NonNegative.max(1_000_000).default(0),
  })
  .refine((p) => p.option !== 'allUpfront' || p.perHour === 0, {
    message: 'an all-upfront price has no hourly part; put the whole term in upfront',
    path: ['perHour'],
    params: { key: 'allUpfrontHourly' },
  })
  .refine((p) => p.option !== 'noUpfront' || p.upfront === 0, {
    message: 'a no-upfront price has no upfront part',
    path: ['upfront'],
    params: { key: 'noUpfrontUpfront' },
  });
export type ReservedPayment = z.infer<typeof ReservedPayment>;

/** Each option at most once per reserved price. */
export const ReservedPayments = z
  .array(ReservedPayment)
  .max(3)
  .refine((list) => new Set(list.map((p) => p.option)).size === list.length, {
    message: 'each payment option at most once',
    params: { key: 'duplicatePaymentOption' },
  });

/**
 * What one instance of a term of `termSeconds` costs, read as the simulator bills it: an
 * effective hourly rate over the term (upfront spread evenly plus the hourly part), and the
 * share of the whole term paid at its start. With no option chosen, the price's own hourly rate
 * and upfront share stand (files written before payment options keep their meaning).
 */
export function paymentTerms(
  price: { perHour: number; upfrontShare: number; payments?: readonly ReservedPayment[] | undefined },
  option: PaymentOption | undefined,
  termSeconds: number,
): { perHour: number; upfrontShare: number } {
  const chosen = option === undefined ? undefined : price.payments?.find((p) => p.option === option);
  if (chosen === undefined) return { perHour: price.perHour, upfrontShare: price.upfrontShare };
  const hours = Math.max(1, termSeconds) / 3600;
  const whole = chosen.upfront + chosen.perHour * hours;
  return { perHour: whole / hours, upfrontShare: whole > 0 ? chosen.upfront / whole : 0 };
}
