import { billAmount, billDay, cutCell } from './bill-values';
import { reject, type BillCells, type BillRowOutcome } from './bill-row';

/**
 * One row of an AWS Cost and Usage Report. GPU instance time is EC2 usage of an instance type:
 * - "Usage" rows are on demand, or spot when the usage type says SpotUsage (cost: unblended);
 * - "DiscountedUsage" rows ran on a reservation (cost: the reservation's effective cost, its
 *   upfront amortised), "SavingsPlanCoveredUsage" rows on a savings plan (its effective cost);
 * - an "RIFee" row's unused amortised upfront and recurring fee is the reservation's idle part;
 * - a "SavingsPlanRecurringFee" row's commitment less the commitment used is the plan's unused
 *   commitment (a savings-plan line of no instance type); without those two columns it is skipped.
 * The rows that restate those costs (savings-plan negation, RI fee totals, the rest of the plan's
 * recurring fee, the plan's upfront fee) are skipped, so nothing is counted twice; tax, credits, fees and every other product
 * (storage, traffic) are kept as other costs.
 */
export function awsCurRow(cell: BillCells): BillRowOutcome {
  const day = billDay(cell('date'));
  if (day === null) return reject('badDate', cutCell(cell('date')));
  const type = cell('lineType').trim();
  const usageType = cell('usageType');
  const instanceType = cell('instanceType').trim() || instanceFromUsageType(usageType);
  const region = cell('region').trim();
  const amount = (key: 'cost' | 'reservationCost' | 'savingsPlanCost' | 'savingsPlanCommitment' | 'savingsPlanUsed' | 'unusedUpfront' | 'unusedRecurring') => billAmount(cell(key));
  const cost = amount('cost');
  if (cost === null) return reject('badAmount', cutCell(cell('cost')));
  if (type === 'Tax') return { kind: 'other', day, other: 'tax', cost };
  if (type === 'Credit' || type === 'Refund' || type === 'BundledDiscount' || type === 'EdpDiscount' || type === 'PrivateRateDiscount')
    return { kind: 'other', day, other: 'credits', cost };
  if (type === 'SavingsPlanRecurringFee') {
    const committed = amount('savingsPlanCommitment');
    const used = amount('savingsPlanUsed');
    if (committed === null || used === null || cell('savingsPlanCommitment').trim() === '') return { kind: 'skip' };
    return { kind: 'compute', day, purchase: 'savingsPlan', instanceType: '', region, hours: 0, cost: committed - used };
  }
  if (type === 'SavingsPlanNegation' || type === 'SavingsPlanUpfrontFee') return { kind: 'skip' };
  const isInstanceTime = instanceType !== '' && /BoxUsage|SpotUsage|HeavyUsage|DedicatedUsage|HostUsage/.test(usageType);
  if (type === 'RIFee') {
    if (!isInstanceTime) return { kind: 'other', day, other: 'fees', cost };
    const upfront = amount('unusedUpfront');
    const recurring = amount('unusedRecurring');
    if (upfront === null || recurring === null) return reject('badAmount', cutCell(`${cell('unusedUpfront')} ${cell('unusedRecurring')}`));
    return { kind: 'compute', day, purchase: 'reserved', instanceType, region, hours: 0, cost: upfront + recurring };
  }
  if (type === 'Fee') return { kind: 'other', day, other: 'fees', cost };
  if (!isInstanceTime) return { kind: 'other', day, other: 'otherProducts', cost };
  const hours = billAmount(cell('usage'));
  if (hours === null || hours < 0) return reject('badUsage', cutCell(cell('usage')));
  if (type === 'DiscountedUsage') {
    const effective = amount('reservationCost');
    if (effective === null) return reject('badAmount', cutCell(cell('reservationCost')));
    return { kind: 'compute', day, purchase: 'reserved', instanceType, region, hours, cost: effective };
  }
  if (type === 'SavingsPlanCoveredUsage') {
    const effective = amount('savingsPlanCost');
    if (effective === null) return reject('badAmount', cutCell(cell('savingsPlanCost')));
    return { kind: 'compute', day, purchase: 'savingsPlan', instanceType, region, hours, cost: effective };
  }
  const spot = /SpotUsage/.test(usageType);
  const dedicatedHost = /HostUsage/.test(usageType);
  return { kind: 'compute', day, purchase: spot ? 'spot' : dedicatedHost ? 'bareMetal' : 'onDemand', instanceType, region, hours, cost };
}

/** "USE1-SpotUsage:p4d.24xlarge" → "p4d.24xlarge" (older reports leave product/instanceType empty on spot rows). */
function instanceFromUsageType(usageType: string): string {
  const i = usageType.lastIndexOf(':');
  return i < 0 ? '' : usageType.slice(i + 1).trim();
}
