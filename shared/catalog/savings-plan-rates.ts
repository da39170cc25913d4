import type { PaymentOption, SavingsPlanScope } from '@shared/scenario';

/**
 * Savings-plan rates of the default catalog's on-demand offers: what an hour of on-demand usage
 * costs under a plan, as a share of the on-demand price. None is read from a provider's price
 * list for the exact instance, so all are marked estimate and say where the level comes from.
 * Alibaba Cloud's 节省计划 (通用型 and ECS 计算型, 1 or 3 years, 全预付 / 部分预付 / 0预付) has no
 * rate here, for two reasons. The catalog's Alibaba offer has no pay-as-you-go price for a plan
 * to cover. And no discount level is published: the plan's page
 * (https://www.alibabacloud.com/help/zh/ecs/savings-plans, read 2026-12) says only that the
 * discount depends on the type, term and payment (the more paid upfront, the deeper), and the
 * rate of each instance family is read from the billing API (QuerySavingsPlansDiscount, whose
 * documented example, 0.85 for ecs.g6, is a sample response, not a GPU price). A level would be
 * invented, so none is given; a planner with a quote enters it on the offer.
 */

interface RateInput {
  scope: SavingsPlanScope;
  termMonths: 12 | 36;
  payment: PaymentOption;
  rate: number;
  asOf: string;
  source: string;
  status: 'estimate';
}

const AWS_SOURCE =
  'Estimate: AWS Savings Plans pricing pages (2025-2026) list Compute Savings Plans at about 25-31 % off on-demand for 1 year and 45-55 % for 3 years on GPU instances, EC2 Instance Savings Plans a few points deeper; level chosen within those ranges, not read for this instance';
const GCP_SOURCE =
  'Estimate: Google Cloud flexible committed-use discounts (compute flexible CUDs) are published as 28 % off for 1 year and 46 % for 3 years; whether they apply to this accelerator type is not checked';

const AWS_DATE = '2026-12-01';
const GCP_DATE = '2026-12-01';

function awsRates(): RateInput[] {
  const levels: [SavingsPlanScope, 12 | 36, PaymentOption, number][] = [
    ['compute', 12, 'noUpfront', 0.72],
    ['compute', 12, 'partialUpfront', 0.7],
    ['compute', 12, 'allUpfront', 0.69],
    ['compute', 36, 'noUpfront', 0.5],
    ['compute', 36, 'partialUpfront', 0.47],
    ['compute', 36, 'allUpfront', 0.45],
    ['instance', 12, 'noUpfront', 0.66],
    ['instance', 12, 'partialUpfront', 0.64],
    ['instance', 12, 'allUpfront', 0.62],
    ['instance', 36, 'noUpfront', 0.45],
    ['instance', 36, 'partialUpfront', 0.42],
    ['instance', 36, 'allUpfront', 0.4],
  ];
  return levels.map(([scope, termMonths, payment, rate]) => ({ scope, termMonths, payment, rate, asOf: AWS_DATE, source: AWS_SOURCE, status: 'estimate' }));
}

function gcpRates(): RateInput[] {
  return [
    { scope: 'compute', termMonths: 12, payment: 'noUpfront', rate: 0.72, asOf: GCP_DATE, source: GCP_SOURCE, status: 'estimate' },
    { scope: 'compute', termMonths: 36, payment: 'noUpfront', rate: 0.54, asOf: GCP_DATE, source: GCP_SOURCE, status: 'estimate' },
  ];
}

/** Offer id → its savings-plan rates. */
export function defaultSavingsPlanRates(): Record<string, RateInput[]> {
  const aws = ['aws-p5.48xlarge', 'aws-p5en.48xlarge', 'aws-p4d.24xlarge', 'aws-p4de.24xlarge', 'aws-g6.48xlarge', 'aws-g4dn.xlarge', 'aws-p3.2xlarge'];
  const gcp = ['gcp-a3-highgpu-8g', 'gcp-a2-highgpu-1g'];
  return Object.fromEntries([...aws.map((id) => [id, awsRates()] as const), ...gcp.map((id) => [id, gcpRates()] as const)]);
}
