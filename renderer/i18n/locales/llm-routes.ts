/**
 * How a service planned in tokens routes its size classes to pools, in the report's assumptions
 * and on the results' strategy cards: "short prompts → AWS g6 (1 x L4) on demand; …". English
 * first; the Chinese object is typed against it. Composed in en.ts / zh-CN.ts. Glossary:
 * route = 分流路线, size class = 请求规模类别.
 */
export const llmRoutesEn = {
  heading: 'Size classes routed to pools',
  intro:
    'Each route serves only its size classes on its own pools, filling them in the order given, and scales on its own between the service’s minimum and maximum replicas.',
  strategyLine: '{{strategy}}: {{routes}}',
  route: '{{classes}} → {{pools}}',
  routeSeparator: '; ',
  poolSeparator: ', then ',
  pool: '{{pool}} {{kind}}',
  wholeMix: 'every pool serves the whole request mix',
  card: 'Routed: {{routes}}',
  kinds: {
    onDemand: 'on demand',
    reserved: 'reserved',
    spot: 'spot',
    bareMetal: 'bare-metal',
    owned: 'owned',
  },
};

export const llmRoutesZhCN: typeof llmRoutesEn = {
  heading: '按请求规模类别分流到资源池',
  intro: '每条分流路线只在自己的资源池上服务自己的请求规模类别，按给定顺序使用这些资源池，并在服务的最小与最大副本数之间各自扩缩容。',
  strategyLine: '{{strategy}}：{{routes}}',
  route: '{{classes}} → {{pools}}',
  routeSeparator: '；',
  poolSeparator: '，其次',
  pool: '{{pool}}（{{kind}}）',
  wholeMix: '每个资源池都服务全部请求构成',
  card: '分流：{{routes}}',
  kinds: {
    onDemand: '按量计费',
    reserved: '预留实例',
    spot: '竞价实例',
    bareMetal: 'GPU云物理服务器',
    owned: '自建服务器',
  },
};
