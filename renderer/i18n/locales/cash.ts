/**
 * How a reservation is paid and what a strategy's cash is worth today: the payment options of
 * a reserved price and the pool that signs one, the discount rate, and the net present value
 * and payback month of the results. Chinese uses the terms of Chinese finance teams and cloud
 * price lists (全部预付, 部分预付, 无预付, 净现值, 折现率, 回本月份).
 */
export const cashEn = {
  options: {
    allUpfront: 'All upfront',
    partialUpfront: 'Partial upfront',
    noUpfront: 'No upfront (monthly)',
  },
  editor: {
    discountRate: 'Discount rate (cost of capital)',
    discountRateUnit: '% a year',
    discountRateHint:
      'Each strategy’s cash over the whole contract is discounted month by month to the start at this rate: its net present value (NPV). Empty or 0: no discounting.',
    payment: 'Payment option',
    paymentListed: 'As listed (hourly rate and upfront share)',
    paymentHint: 'How this reservation is paid. The choices are those its offer’s reserved price lists.',
    paymentsTitle: 'Payment options',
    paymentsIntro:
      'How the provider sells this term, each at its own price. A reserved pool picks one; a pool that picks none pays the hourly rate above with its upfront share.',
    upfront: 'Upfront per instance',
    perHour: 'Per instance-hour',
  },
  card: {
    npv: 'Net present value (NPV)',
    npvAt: 'Cash over the whole contract, discounted at {{rate}} % a year',
    npvUndiscounted: 'Cash over the whole contract; no discount rate set',
    payback: 'Payback month',
    paybackAt: '{{month}} (month {{number}})',
    paybackNever: 'Not within the horizon',
    paybackAgainst: 'Cumulative cash against “{{name}}”: the same work, paid as you go',
  },
  compare: {
    npv: 'NPV P50',
  },
  table: {
    summary_one: 'Cash by month over the whole contract (representative run, as paid): {{total}} over {{months}} month, {{after}} of it paid after the horizon',
    summary_other: 'Cash by month over the whole contract (representative run, as paid): {{total}} over {{months}} months, {{after}} of it paid after the horizon',
    caption: 'Cash by month of “{{strategy}}” (representative run): what is paid each month, to the end of its last term',
    month: 'Month',
    cost: 'Cost as it accrues',
    cash: 'Cash paid',
    cumulative: 'Cash paid to date',
    afterHorizon: 'after the horizon',
  },
  report: {
    heading: 'Cash over the whole contract, and what it is worth today',
    introRate:
      'Cash as it is paid (an upfront payment in the month its term starts, the rest month by month to the end of each term, past the horizon), and its net present value at a discount rate of {{rate}} % a year: the cash of month k from the start divided by (1 + rate / 12)^k. P50 over the runs; cash by month of the representative run.',
    introNoRate:
      'Cash as it is paid (an upfront payment in the month its term starts, the rest month by month to the end of each term, past the horizon). No discount rate is set, so the net present value is the undiscounted cash. P50 over the runs; cash by month of the representative run.',
    paybackNote: 'Payback month: the month from which a committing strategy’s cumulative cash stays at or below that of “{{name}}”, the same work paid as you go.',
    month: 'Month',
    afterHorizon: '(after the horizon)',
    byMonthHeading: 'Cash by month (representative run)',
    total: 'Total of the months above',
    npvOfMonths: 'Net present value of the months above',
    npvOfMonthsNote: 'The last two rows are of this run: its NPV differs from the P50 over the runs above by what the other runs paid on demand.',
  },
};

export const cashZhCN: typeof cashEn = {
  options: {
    allUpfront: '全部预付',
    partialUpfront: '部分预付',
    noUpfront: '无预付（按月付）',
  },
  editor: {
    discountRate: '折现率（资金成本）',
    discountRateUnit: '%/年',
    discountRateHint: '按此利率把各策略整个合约期的现金流逐月折现到起始日，得到净现值（NPV）。留空或 0：不折现。',
    payment: '付款方式',
    paymentListed: '按价格所列（小时价及预付比例）',
    paymentHint: '这笔预留实例如何付款。可选项来自该实例规格的预留价格。',
    paymentsTitle: '付款方式',
    paymentsIntro: '云厂商对此期限的售卖方式，各有其价。预留资源池从中选一种；未选时按上面的小时价及预付比例付款。',
    upfront: '每实例预付金额',
    perHour: '每实例小时价',
  },
  card: {
    npv: '净现值（NPV）',
    npvAt: '整个合约期的现金流，按年折现率 {{rate}}% 折现',
    npvUndiscounted: '整个合约期的现金流，未设折现率',
    payback: '回本月份',
    paybackAt: '{{month}}（第 {{number}} 个月）',
    paybackNever: '规划期内未回本',
    paybackAgainst: '与“{{name}}”比较累计现金流：同样的工作按量付费',
  },
  compare: {
    npv: '净现值 P50',
  },
  table: {
    summary_one: '整个合约期逐月现金流（代表性模拟，按实际付款）：{{months}} 个月共 {{total}}，其中规划期后支付 {{after}}',
    summary_other: '整个合约期逐月现金流（代表性模拟，按实际付款）：{{months}} 个月共 {{total}}，其中规划期后支付 {{after}}',
    caption: '“{{strategy}}”逐月现金流（代表性模拟）：每月实际支付的金额，直至最后一个期限结束',
    month: '月份',
    cost: '按发生计的成本',
    cash: '实际支付',
    cumulative: '累计支付',
    afterHorizon: '规划期后',
  },
  report: {
    heading: '整个合约期的现金流及其净现值',
    introRate:
      '按实际付款时间计的现金流（预付款计入期限开始的月份，其余逐月支付至各期限结束，包括规划期后），以及按年折现率 {{rate}}% 计算的净现值：自起始月起第 k 个月的现金流除以 (1 + 折现率 / 12)^k。净现值取各次模拟的 P50；逐月现金流取代表性模拟。',
    introNoRate:
      '按实际付款时间计的现金流（预付款计入期限开始的月份，其余逐月支付至各期限结束，包括规划期后）。未设折现率，因此净现值即未折现的现金流合计。净现值取各次模拟的 P50；逐月现金流取代表性模拟。',
    paybackNote: '回本月份：承诺型策略的累计现金流自该月起不再高于“{{name}}”（同样的工作按量付费）的月份。',
    month: '月份',
    afterHorizon: '（规划期后）',
    byMonthHeading: '逐月现金流（代表性模拟）',
    total: '以上各月合计',
    npvOfMonths: '以上各月的净现值',
    npvOfMonthsNote: '最后两行属于这次模拟：其净现值与上表各次模拟的 P50 之差，来自其他模拟按量付费的多少。',
  },
};
