/**
 * Why a new pool starts with the offer and term it has (renderer/editor/draft/pool-defaults):
 * shown on the pool's card right after it is added.
 */
export const poolDefaultsEn = {
  label: 'Why these settings',
  /** The kind as it reads inside a sentence. */
  kinds: {
    onDemand: 'on-demand',
    reserved: 'reserved',
    spot: 'spot',
    bareMetal: 'bare-metal',
    owned: 'owned-server',
  },
  offer: {
    inUse: 'Offer {{offer}}: the one this scenario’s pools already use.',
    sameGpu:
      'Offer {{offer}}: the cheapest with {{kind}} prices on the GPU your workloads already use.',
    cheapestFitting:
      'Offer {{offer}}: the cheapest with {{kind}} prices whose GPUs hold your workloads’ memory.',
    noPrice: 'No offer has {{kind}} prices yet: add them in the Catalog section.',
  },
  term: {
    horizon_one: 'A {{count}}-month term, the shortest that lasts the {{days}}-day horizon.',
    horizon_other: 'A {{count}}-month term, the shortest that lasts the {{days}}-day horizon.',
    phase_one:
      'Starts on day {{startDay}}, with phase “{{phase}}”; a {{count}}-month term, the shortest that lasts to its end on day {{endDay}}.',
    phase_other:
      'Starts on day {{startDay}}, with phase “{{phase}}”; a {{count}}-month term, the shortest that lasts to its end on day {{endDay}}.',
    phases_one:
      'Starts on day {{startDay}}, when your workloads’ phases begin; a {{count}}-month term, the shortest that lasts to day {{endDay}}.',
    phases_other:
      'Starts on day {{startDay}}, when your workloads’ phases begin; a {{count}}-month term, the shortest that lasts to day {{endDay}}.',
    short_one:
      'The longest term on offer, {{count}} month, ends before day {{endDay}}: work after it goes to the other pools.',
    short_other:
      'The longest term on offer, {{count}} months, ends before day {{endDay}}: work after it goes to the other pools.',
  },
  orderDay:
    'Ordered on day {{orderDay}}, so that after the {{leadDays}}-day lead time the servers are there on day {{readyDay}}.',
};

export const poolDefaultsZhCN: typeof poolDefaultsEn = {
  label: '为什么这样设置',
  kinds: {
    onDemand: '按量计费',
    reserved: '预留实例',
    spot: '竞价实例',
    bareMetal: 'GPU云物理服务器',
    owned: '自建服务器',
  },
  offer: {
    inUse: '产品 {{offer}}：本场景的资源池已在使用它。',
    sameGpu: '产品 {{offer}}：在工作负载已使用的 GPU 上，有{{kind}}价格的最便宜产品。',
    cheapestFitting: '产品 {{offer}}：有{{kind}}价格、且 GPU 显存满足工作负载需要的最便宜产品。',
    noPrice: '还没有产品提供{{kind}}价格：请在“产品目录”中添加。',
  },
  term: {
    horizon_one: '期限 {{count}} 个月：能覆盖 {{days}} 天规划周期的最短期限。',
    horizon_other: '期限 {{count}} 个月：能覆盖 {{days}} 天规划周期的最短期限。',
    phase_one:
      '从第 {{startDay}} 天开始，与阶段“{{phase}}”同步；期限 {{count}} 个月：能覆盖到该阶段结束（第 {{endDay}} 天）的最短期限。',
    phase_other:
      '从第 {{startDay}} 天开始，与阶段“{{phase}}”同步；期限 {{count}} 个月：能覆盖到该阶段结束（第 {{endDay}} 天）的最短期限。',
    phases_one:
      '从第 {{startDay}} 天开始，即工作负载所在阶段开始时；期限 {{count}} 个月：能覆盖到第 {{endDay}} 天的最短期限。',
    phases_other:
      '从第 {{startDay}} 天开始，即工作负载所在阶段开始时；期限 {{count}} 个月：能覆盖到第 {{endDay}} 天的最短期限。',
    short_one:
      '可选的最长期限（{{count}} 个月）在第 {{endDay}} 天之前结束：之后的工作由其他资源池承担。',
    short_other:
      '可选的最长期限（{{count}} 个月）在第 {{endDay}} 天之前结束：之后的工作由其他资源池承担。',
  },
  orderDay:
    '在第 {{orderDay}} 天下单，经过 {{leadDays}} 天交付期，服务器在第 {{readyDay}} 天到位。',
};
