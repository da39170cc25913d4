import { billAmount, billDay, billHours, cutCell } from './bill-values';
import { purchaseFromText, reject, type BillCells, type BillRowOutcome } from './bill-row';

/** Product names that are server time (ECS, CVM, GPU servers, bare metal), in the exports' words. */
const SERVER_PRODUCT = /ecs|cvm|云服务器|gpu|弹性计算|裸金属|黑石|hai|ecs实例|instance|compute|服务器/i;
/** Product lines that are tax. */
const TAX_PRODUCT = /^(tax|vat|税|增值税)/i;

/**
 * One row of a bill that lists resources line by line: Alibaba Cloud's and Tencent Cloud's
 * billing details, or a generic CSV. A row of server time needs an instance type and a purchase
 * option; a row of another product (disks, bandwidth, OSS) is kept as another cost.
 */
export function listedBillRow(cell: BillCells): BillRowOutcome {
  const day = billDay(cell('date'));
  if (day === null) return reject('badDate', cutCell(cell('date')));
  const cost = billAmount(cell('cost'));
  if (cost === null) return reject('badAmount', cutCell(cell('cost')));
  const product = cell('product').trim();
  if (TAX_PRODUCT.test(product)) return { kind: 'other', day, other: 'tax', cost };
  if (product !== '' && !SERVER_PRODUCT.test(product)) return { kind: 'other', day, other: 'otherProducts', cost };
  const instanceType = cell('instanceType').trim();
  const purchase = purchaseFromText(cell('purchase'), instanceType);
  if (instanceType === '' || purchase === null) {
    // No instance type or option: not server time this back-test can place (a one-off fee, an adjustment).
    return { kind: 'other', day, other: cost < 0 ? 'credits' : 'fees', cost };
  }
  const rawUsage = cell('usage');
  let hours = 0;
  if (rawUsage.trim() !== '') {
    const h = billHours(rawUsage, cell('unit'));
    if (h === null) return billAmount(rawUsage) === null ? reject('badUsage', cutCell(rawUsage)) : reject('badUnit', cutCell(cell('unit')));
    hours = h;
  }
  return { kind: 'compute', day, purchase, instanceType, region: cell('region').trim(), hours, cost };
}
