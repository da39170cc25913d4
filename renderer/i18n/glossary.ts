/**
 * The product's fixed terms in both languages. A finance reader compares the screen with the
 * PDF and with their cloud bill: the same thing must carry the same Chinese name everywhere,
 * so each term lists the Chinese variants that must not appear in any zh-CN string (a unit
 * test walks every zh-CN message and fails on them).
 */
export interface GlossaryTerm {
  readonly en: string;
  readonly 'zh-CN': string;
  /** One line saying what the term means in Headroom. */
  readonly definition: string;
  /** Chinese wordings of the same idea that must not be used in zh-CN text. */
  readonly forbiddenZhCN: readonly string[];
}

export const GLOSSARY = {
  totalCost: {
    en: 'total cost',
    'zh-CN': '总成本',
    definition: 'Everything a strategy costs over the planning horizon, all pools together.',
    // 费用 alone stays fine ("网络和存储费用"); only the total is fixed.
    forbiddenZhCN: ['总费用'],
  },
  reserved: {
    en: 'reserved',
    'zh-CN': '预留实例',
    definition:
      'A pool of GPUs committed for a term at a discount, paid whether used or not (AWS/Azure reserved instances).',
    // 包年包月 is the same billing method on Alibaba/Tencent clouds; it appears only in the
    // one string that explains so (see GLOSSARY_EXCEPTIONS).
    forbiddenZhCN: ['包年包月'],
  },
  job: {
    en: 'job',
    'zh-CN': '任务',
    definition: 'One unit of training or batch work that arrives, waits for GPUs and finishes.',
    forbiddenZhCN: ['作业'],
  },
  simulationRun: {
    en: 'run (one simulated repetition)',
    'zh-CN': '模拟',
    definition:
      'One seeded repetition of the simulation; figures are P10/P50/P90 across them ("{{runs}} 次模拟"). 运行 stays the user\'s action of running a scenario and its saved results (运行结果).',
    forbiddenZhCN: [
      '}} 次运行',
      '各次运行',
      '每次运行',
      '单次运行',
      '代表性运行',
      '中位运行',
      '中位数运行',
      '运行次数',
      '运行间',
    ],
  },
  afterHorizon: {
    en: 'after the horizon',
    'zh-CN': '规划期后',
    definition: 'What falls past the last simulated day: the rest of a commitment signed inside the horizon, paid but not in the total cost.',
    forbiddenZhCN: ['规划期结束后', '超出规划期', '规划期之后'],
  },
  contract: {
    en: 'contract',
    'zh-CN': '合约',
    definition: 'A commitment as signed: every term in full, the part after the horizon included.',
    forbiddenZhCN: ['合同'],
  },
  npv: {
    en: 'net present value (NPV)',
    'zh-CN': '净现值',
    definition: 'A strategy’s cash over the whole contract, each month’s payment discounted to the start at the discount rate.',
    forbiddenZhCN: ['净现价', '现值净额'],
  },
  discountRate: {
    en: 'discount rate',
    'zh-CN': '折现率',
    definition: 'The cost of capital, % a year, that a later payment is discounted by.',
    forbiddenZhCN: ['贴现率'],
  },
  paybackMonth: {
    en: 'payback month',
    'zh-CN': '回本月份',
    definition: 'The month from which a commitment’s cumulative cash stays at or below paying as you go for the same work.',
    forbiddenZhCN: ['回收期', '回本期'],
  },
  allUpfront: {
    en: 'all upfront',
    'zh-CN': '全部预付',
    definition: 'A reservation paid in one payment when its term starts.',
    forbiddenZhCN: ['全额预付', '一次性预付'],
  },
  noUpfront: {
    en: 'no upfront',
    'zh-CN': '无预付',
    definition: 'A reservation paid by the hour of its term, billed monthly, nothing at the start.',
    forbiddenZhCN: ['零预付', '不预付'],
  },
  ttft: {
    en: 'time to first token (TTFT)',
    'zh-CN': '首 token 延迟',
    definition: 'From a request’s arrival to its first output token: queueing plus prefill.',
    forbiddenZhCN: ['首字延迟', '首令牌延迟', '首词元延迟'],
  },
  tpot: {
    en: 'time per output token (TPOT)',
    'zh-CN': '每输出 token 时间',
    definition: 'Time between output tokens after the first, while a request decodes.',
    forbiddenZhCN: ['每令牌时间', '每词元时间', '单 token 耗时'],
  },
  e2e: {
    en: 'end-to-end latency (E2E)',
    'zh-CN': '端到端延迟',
    definition: 'From a request’s arrival to its last output token.',
    forbiddenZhCN: ['端对端延迟', '全程延迟'],
  },
  sizeClass: {
    en: 'size class',
    'zh-CN': '请求规模类别',
    definition: 'A class of LLM requests of about the same prompt and output tokens, with its share of requests.',
    forbiddenZhCN: ['请求大小类别', '规模档位', '请求尺寸类别'],
  },
  servingProfile: {
    en: 'serving profile',
    'zh-CN': '服务性能档案',
    definition: 'How one replica of an offer serves the model, from a serving benchmark: throughput and concurrency, or requests per second per size class.',
    forbiddenZhCN: ['推理性能档案', '服务配置文件', '服务画像'],
  },
  route: {
    en: 'route',
    'zh-CN': '分流路线',
    definition: 'A group of a placement’s pools serving only some size classes of a service planned in tokens, scaling on its own.',
    forbiddenZhCN: ['路由规则', '路由组', '分流组'],
  },
} as const satisfies Record<string, GlossaryTerm>;

export type GlossaryTermId = keyof typeof GLOSSARY;

/**
 * zh-CN message keys (dotted paths) allowed to use a term's forbidden variant, and why.
 * Kept to strings that explain the variant itself.
 */
export const GLOSSARY_EXCEPTIONS: Readonly<Record<string, GlossaryTermId>> = {
  // Tells Chinese-cloud readers that 预留实例 is what their console calls 包年包月.
  'home.pools.reserved.aka': 'reserved',
};
