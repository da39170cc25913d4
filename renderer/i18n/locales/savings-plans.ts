/**
 * Savings plans: money committed per hour to on-demand usage. Chinese uses the terms of the
 * providers' Chinese pages (节省计划, 承诺金额, 覆盖率, 利用率; Alibaba Cloud sells 节省计划).
 */
export const savingsPlansEn = {
  scopes: {
    compute: 'Compute (every instance type and region)',
    instance: 'Instance family (the offers chosen)',
  },
  results: {
    title: 'Savings plans of {{strategy}}',
    description:
      'Representative run. Each hour the on-demand usage a plan may cover is paid at its rate from the commitment, the highest discount first; the rest is on demand, and commitment unused in the hour is paid anyway.',
    plan: '{{name}}: {{perHour}} an hour, a term of {{term}} from day {{day}}, {{payment}}',
    summary:
      'Committed {{committed}}, of it unused {{unused}}; covered {{covered}} of on-demand usage at list price; saved {{saved}} against paying that usage on demand.',
    afterHorizon: '{{amount}} of the term is committed after the horizon.',
    caption: 'Savings plan {{name}} by month',
    columns: {
      month: 'Month',
      committed: 'Committed',
      used: 'Spent on usage',
      covered: 'On-demand usage covered (list price)',
      coverage: 'Coverage',
      utilisation: 'Utilisation',
    },
    total: 'Whole run',
  },
  advice: {
    title: 'How much to commit per hour (savings plans)',
    description:
      'For each savings plan of the strategies: the commitment per hour that makes the usage it may cover cheapest on the mean of five runs inside the horizon, what it saves, the most that still costs no more than no plan, and the cost against the commitment.',
    run: 'Find the best commitment per hour',
    best: '{{plan}} ({{strategy}}): best {{best}} an hour, saving {{saving}}; breaks even up to {{breakEven}} an hour',
    caption: 'Cost of the usage {{plan}} may cover against its commitment per hour',
    perHour: 'Commitment per hour',
    cost: 'Cost of that usage (mean run)',
    bestMark: 'Best',
    breakEvenMark: 'Break-even',
  },
  report: {
    heading: 'Savings plans',
    catalogRates: 'the catalog’s rates for this scope, term and payment',
  },
  editor: {
    title: 'Savings plans',
    intro:
      'A commitment to spend an amount every hour for one or three years (AWS Savings Plans, Alibaba Cloud 节省计划, Google flexible committed-use discounts). Each hour it pays for this strategy’s on-demand usage at its rate, the highest discount first; what it does not cover is on demand, and the hour’s unused commitment is paid anyway.',
    add: 'Add savings plan',
    newName: '{{provider}} savings plan',
    remove: 'Remove savings plan {{name}}',
    heading: 'Savings plan {{name}}',
    id: 'ID',
    name: 'Name',
    provider: 'Provider',
    providerHint: 'Whose on-demand usage it covers.',
    scope: 'Scope',
    scopeHint: 'Compute: every instance type and region of the provider. Instance family: only the offers chosen below.',
    offers: 'Offers of the family',
    commitmentPerHour: 'Commitment per hour',
    commitmentHint: 'Paid every hour of the term, used or not.',
    termMonths: 'Term',
    startDay: 'Start day',
    startDayHint: 'Day from the scenario start on which the plan begins.',
    payment: 'Payment',
    paymentHint: 'All upfront pays the whole term on its first day, partial upfront half of it; the cost accrues hour by hour either way.',
    rates: 'Rates',
    ratesHint: 'What an hour of on-demand usage costs under the plan, as a share of the on-demand price (0.72 = 28 % off). Filled from the catalog; an offer without a rate stays on demand.',
    rateOf: 'Rate on {{offer}}',
    noRate: 'No rate in the catalog for this scope, term and payment: enter the provider’s quote.',
  },
};

export const savingsPlansZhCN: typeof savingsPlansEn = {
  scopes: {
    compute: '计算型（所有实例类型和地域）',
    instance: '实例族（所选实例规格）',
  },
  results: {
    title: '{{strategy}}的节省计划',
    description:
      '代表性模拟。每小时，计划可覆盖的按量使用按其费率从承诺金额中支付，折扣最高的优先；未覆盖的部分按量计费，当小时未用完的承诺金额照付。',
    plan: '{{name}}：每小时 {{perHour}}，期限 {{term}}，自第 {{day}} 天起，{{payment}}',
    summary: '承诺金额 {{committed}}，其中未使用 {{unused}}；覆盖了按目录价计 {{covered}} 的按量使用；与按量付费相比节省 {{saved}}。',
    afterHorizon: '期限中有 {{amount}} 的承诺金额落在规划期后。',
    caption: '节省计划{{name}}逐月情况',
    columns: {
      month: '月份',
      committed: '承诺金额',
      used: '用于使用的金额',
      covered: '覆盖的按量使用（目录价）',
      coverage: '覆盖率',
      utilisation: '利用率',
    },
    total: '整次模拟',
  },
  advice: {
    title: '每小时承诺多少（节省计划）',
    description:
      '对各策略的每个节省计划：在规划期内、五次模拟的平均下，使其可覆盖的使用费用最低的每小时承诺金额，它节省多少，不比不购买计划更贵的最高承诺金额，以及费用随承诺金额的变化。',
    run: '求每小时最佳承诺金额',
    best: '{{plan}}（{{strategy}}）：最佳为每小时 {{best}}，节省 {{saving}}；每小时不超过 {{breakEven}} 时不亏',
    caption: '{{plan}}可覆盖的使用费用随每小时承诺金额的变化',
    perHour: '每小时承诺金额',
    cost: '该部分使用的费用（平均每次模拟）',
    bestMark: '最佳',
    breakEvenMark: '盈亏平衡',
  },
  report: {
    heading: '节省计划',
    catalogRates: '产品目录中此适用范围、期限和付款方式的费率',
  },
  editor: {
    title: '节省计划',
    intro:
      '承诺在一年或三年内每小时消费一定金额（AWS Savings Plans、阿里云节省计划、Google 灵活承诺使用折扣）。每小时按其费率支付此策略的按量使用，折扣最高的优先；未覆盖的部分按量计费，当小时未用完的承诺金额照付。',
    add: '添加节省计划',
    newName: '{{provider}} 节省计划',
    remove: '删除节省计划{{name}}',
    heading: '节省计划{{name}}',
    id: '标识',
    name: '名称',
    provider: '云厂商',
    providerHint: '覆盖哪家云厂商的按量使用。',
    scope: '适用范围',
    scopeHint: '计算型：该云厂商的所有实例类型和地域。实例族：仅下方所选的实例规格。',
    offers: '实例族的实例规格',
    commitmentPerHour: '每小时承诺金额',
    commitmentHint: '期限内每小时都要支付，无论是否用完。',
    termMonths: '期限',
    startDay: '开始日',
    startDayHint: '计划从场景开始后的第几天生效。',
    payment: '付款方式',
    paymentHint: '全部预付在第一天支付整个期限的金额，部分预付支付一半；两种方式的成本都按小时计入。',
    rates: '费率',
    ratesHint: '在计划下一小时按量使用的价格占按量价格的比例（0.72 即优惠 28%）。从产品目录中填入；没有费率的实例规格仍按量计费。',
    rateOf: '{{offer}}的费率',
    noRate: '产品目录中没有此适用范围、期限和付款方式的费率：请填入云厂商的报价。',
  },
};
