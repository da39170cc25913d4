/**
 * The catalog editor's ways of buying an offer besides renting it by the hour: the price of a
 * server bought outright (the owned pools' defaults) and the offer's savings-plan rates.
 */
export const catalogBuyingEn = {
  owned: {
    title: 'Bought outright (owned servers)',
    intro:
      'What one server of this offer costs to buy and run yourself. Owned pools on this offer take these figures unless they give their own.',
    none: 'No purchase price: an owned pool on this offer must give its own price, lead time and power draw.',
    add: 'Add a purchase price',
    remove: 'Remove the purchase price',
    pricePerServer: 'Price per server',
    pricePerServerHint: 'One whole server with all its GPUs, bought outright.',
    leadTimeWeeks: 'Procurement lead time',
    leadTimeWeeksHint: 'Weeks from order to racked and running.',
    powerIdleKw: 'Power idle',
    powerIdleKwHint: 'What one server draws with no GPU busy.',
    powerBusyKw: 'Power busy',
    powerBusyKwHint: 'What one server draws with every GPU busy (an 8 × H100 server: about 10.2 kW).',
  },
  savingsPlans: {
    title: 'Savings-plan rates',
    intro:
      'What an hour of this offer on demand costs under a savings plan, as a share of the on-demand price (0.72 = 28 % off), by scope, term and payment. New savings plans take their rates from here.',
    none: 'No savings-plan rates: a plan covering this offer needs the provider’s quote.',
    add: 'Add a rate',
    remove: 'Remove the rate {{n}}',
    heading: 'Rate {{n}}',
    rate: 'Rate (share of on demand)',
    rateHint: '0.72 = an hour costs 72 % of the on-demand price.',
  },
  units: {
    kw: 'kW',
    weeks: 'weeks',
  },
};

export const catalogBuyingZhCN: typeof catalogBuyingEn = {
  owned: {
    title: '买断（自有服务器）',
    intro: '自行购买并运行一台该规格服务器的成本。此规格上的自有服务器池如未填写自己的数值，便采用这里的数值。',
    none: '没有购买价格：此规格上的自有服务器池须自行填写价格、采购周期和功耗。',
    add: '添加购买价格',
    remove: '删除购买价格',
    pricePerServer: '每台服务器价格',
    pricePerServerHint: '买断一整台服务器（含全部 GPU）的价格。',
    leadTimeWeeks: '采购周期',
    leadTimeWeeksHint: '从下单到上架运行的周数。',
    powerIdleKw: '空闲功耗',
    powerIdleKwHint: '一台服务器在没有 GPU 忙碌时的功耗。',
    powerBusyKw: '满载功耗',
    powerBusyKwHint: '一台服务器在所有 GPU 忙碌时的功耗（8 × H100 服务器约 10.2 kW）。',
  },
  savingsPlans: {
    title: '节省计划费率',
    intro:
      '在节省计划下，该规格按量使用一小时的费用占按量价格的比例（0.72 即便宜 28%），按适用范围、期限和付款方式分列。新建的节省计划从这里取费率。',
    none: '没有节省计划费率：覆盖此规格的计划需要填写云厂商的报价。',
    add: '添加费率',
    remove: '删除费率 {{n}}',
    heading: '费率 {{n}}',
    rate: '费率（占按量价格的比例）',
    rateHint: '0.72 即一小时的费用为按量价格的 72%。',
  },
  units: {
    kw: '千瓦',
    weeks: '周',
  },
};
