/**
 * Interface text of a placement's size-class routes: a service planned in tokens sending each
 * size class to its own group of pools (short chats to small GPUs, long documents to large
 * ones). Composed in ./index.ts. Glossary: route = 分流路线, size class = 请求规模类别.
 */
export const editorRoutesEn = {
  routes: {
    switch: 'Route size classes to pools',
    switchHint:
      'Off: every pool serves the whole request mix. On: each route serves only its size classes on its own pools, and scales on its own between the minimum and maximum replicas.',
    needsAutoscale: 'Routing needs replicas that follow the traffic (autoscale).',
    needsPools: 'Place the service on pools first.',
    intro:
      'Each size class goes to exactly one route, and each pool serves exactly one route. A route fills its pools in the order of the list above.',
    route: 'Route {{number}}',
    classes: 'Size classes',
    pools: 'Pools',
    classesOf: 'Size classes of route {{number}}',
    poolsOf: 'Pools of route {{number}}',
    inRoute: 'now in route {{number}}',
    add: 'Add a route',
    remove: 'Remove route {{number}}',
    label: 'Routes',
  },
};

export const editorRoutesZhCN: typeof editorRoutesEn = {
  routes: {
    switch: '按请求规模类别分流到资源池',
    switchHint:
      '关闭：每个资源池都服务全部请求构成。开启：每条分流路线只在自己的资源池上服务自己的请求规模类别，并在最小与最大副本数之间各自扩缩容。',
    needsAutoscale: '分流需要副本随流量变化（自动扩缩容）。',
    needsPools: '请先把此服务放到资源池上。',
    intro: '每个请求规模类别只属于一条分流路线，每个资源池只服务一条分流路线。分流路线按上方列表的顺序使用其资源池。',
    route: '分流路线 {{number}}',
    classes: '请求规模类别',
    pools: '资源池',
    classesOf: '分流路线 {{number}} 的请求规模类别',
    poolsOf: '分流路线 {{number}} 的资源池',
    inRoute: '当前在分流路线 {{number}}',
    add: '添加分流路线',
    remove: '删除分流路线 {{number}}',
    label: '分流路线',
  },
};
