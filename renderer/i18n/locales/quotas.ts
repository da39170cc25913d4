/**
 * Interface text for quotas on shared pools (a workload's or team's guaranteed and most GPUs of a
 * committed pool, as Kueue's quotas): the editor's list, and the results' and report's quota
 * table and showback by quota. Chinese uses 配额 (quota), 保障额度 (guarantee), 上限 (maximum),
 * 借用 (borrowing), as Chinese Kubernetes schedulers' pages do. The Chinese object is typed
 * against the English one, so a missing key is a compile error.
 */
export const quotasEn = {
  editor: {
    title: 'Quotas on shared pools',
    intro:
      'At most so many GPUs of a reserved, bare-metal or owned pool for a workload or a team (its workloads counted together), and a guaranteed share no higher priority takes. Below its guarantee, a holder takes back GPUs others borrowed, of any priority. Empty: no quotas, everything shares as before.',
    add: 'Add a quota',
    heading: 'Quota {{n}}',
    remove: 'Remove quota {{n}}',
    pool: 'Pool',
    workload: 'Workload',
    team: 'Team',
    holderHint: 'A workload or a team, one of the two.',
    none: 'None',
    guaranteed: 'Guaranteed GPUs',
    guaranteedHint: 'Kept against higher priorities, and taken back from borrowers. Empty: none.',
    max: 'Most GPUs',
    maxHint: 'Never more at once, however idle the pool. Empty: no maximum.',
    noPools: 'This strategy has no reserved, bare-metal or owned pool: quotas are set on those.',
  },
  results: {
    caption: 'Quotas on the shared pools, {{strategy}} (representative run)',
    columns: {
      pool: 'Pool',
      holder: 'Holder',
      guaranteed: 'Guaranteed GPUs',
      max: 'Most GPUs',
      peak: 'Most held at once',
      borrowed: 'GPU‑h borrowed (above the guarantee)',
      borrowing: 'Hours borrowing',
    },
    team: 'Team {{team}}',
    noMax: 'No maximum',
    byQuotaCaption: 'Who pays for the shared pools by quota, {{strategy}}',
    byQuotaTeamCaption: 'Who pays for the shared pools by quota, by team, {{strategy}}',
    byQuotaNote:
      'By quota: each guarantee pays its share of the pool (its guaranteed GPUs over the pool’s GPUs), used or not; the unguaranteed rest is split by the GPU-hours held, idle apart. A team’s guarantee is shared among its workloads by the GPU-hours each held.',
  },
};

export const quotasZhCN: typeof quotasEn = {
  editor: {
    title: '共享资源池配额',
    intro:
      '为一个工作负载或一个团队（其所有工作负载合并计算）设定预留实例、GPU云物理服务器或自建服务器资源池的 GPU 上限，以及不会被更高优先级占用的保障额度。低于保障额度时，持有方可以收回他人借用的 GPU，不论其优先级。留空表示不设配额，按原方式共享。',
    add: '添加配额',
    heading: '配额 {{n}}',
    remove: '删除配额 {{n}}',
    pool: '资源池',
    workload: '工作负载',
    team: '团队',
    holderHint: '工作负载或团队，二选一。',
    none: '无',
    guaranteed: '保障 GPU 数',
    guaranteedHint: '不会被更高优先级占用，并可从借用方收回。留空表示无保障。',
    max: 'GPU 上限',
    maxHint: '任何时候都不超过此数量，即使资源池空闲。留空表示不设上限。',
    noPools: '此采购策略没有预留实例、GPU云物理服务器或自建服务器资源池：配额只能设在这些资源池上。',
  },
  results: {
    caption: '共享资源池配额，{{strategy}}（代表性模拟）',
    columns: {
      pool: '资源池',
      holder: '持有方',
      guaranteed: '保障 GPU 数',
      max: 'GPU 上限',
      peak: '同时占用峰值',
      borrowed: '借用的 GPU 小时（超出保障额度）',
      borrowing: '借用时长（小时）',
    },
    team: '团队 {{team}}',
    noMax: '不设上限',
    byQuotaCaption: '共享资源池按配额由谁付费，{{strategy}}',
    byQuotaTeamCaption: '共享资源池按配额由谁付费（按团队），{{strategy}}',
    byQuotaNote:
      '按配额：每项保障额度按其在资源池中所占份额（保障 GPU 数 ÷ 资源池 GPU 数）付费，无论是否使用；未保障的部分按占用的 GPU 小时分摊，闲置单列。团队的保障额度按其各工作负载占用的 GPU 小时分摊。',
  },
};
