/**
 * Interface text of an inference workload planned in tokens (an LLM service): the switch, the
 * size classes, the percentile targets, each offer's serving profile with the figures the token
 * model derives, and the KV cache helper. Composed in ./index.ts.
 */
export const editorLlmEn = {
  llm: {
    title: 'Plan in tokens (LLM serving)',
    intro:
      'For an LLM API: replicas sized by the request mix in tokens, each offer’s serving benchmark, and percentile targets on time to first token (TTFT), time per output token (TPOT) and end-to-end time (E2E).',
    switch: 'Plan in tokens',
    switchHint:
      'Switching on starts from a chat-like mix, an estimated profile for each offer the strategies use and a P95 TTFT target of 2 s: replace them with your own figures.',
    removed: 'The token plan was removed; the request model is back.',
    undo: 'Undo',
    replaces:
      'Planned in tokens: the token model below replaces requests per second per replica, time to serve one request, concurrent requests per replica and the latency target, so they are hidden. The file keeps them for when you switch back.',
    tokens: 'tokens',
    tokensPerSecond: 'tok/s',
    classes: {
      title: 'Size classes',
      intro: 'The request mix: classes of requests of about the same size, with their share of requests and mean prompt and output tokens.',
      name: 'Class',
      share: 'Share of requests',
      prompt: 'Prompt tokens',
      output: 'Output tokens',
      add: 'Add a class',
      remove: 'Remove class {{name}}',
      newName: 'Class',
      sum: 'Shares add up to {{sum}}',
      sumOff: 'Shares add up to {{sum}}, not 100 %',
      scale: 'Scale shares to 100 %',
      fromLog: 'From a request log…',
      source: 'Mix from {{source}}',
    },
    arrivals: {
      title: 'How requests arrive',
      intro: 'How bunched the requests come, second by second: it sets how long they queue in a burst, in the simulated requests.',
      dispersion: 'Arrival dispersion',
      hint: 'Empty: independent (Poisson) arrivals, dispersion 1. 10: requests come in bursts, each second’s count varying ten times as much as independent arrivals would (the variance of requests per second over their mean). From {{min}} to {{max}}; “From a request log…” measures it.',
    },
    targets: {
      title: 'Targets',
      intro: 'What the service holds, each at a percentile of requests: a replica takes only as many requests as keep every target.',
      metric: 'Metric',
      statistic: 'Percentile',
      ms: 'Within',
      add: 'Add a target',
      remove: 'Remove target {{number}}',
      metrics: { ttft: 'Time to first token (TTFT)', tpot: 'Time per output token (TPOT)', e2e: 'End-to-end latency (E2E)' },
      statistics: { p50: 'P50 (median)', p90: 'P90', p95: 'P95', p99: 'P99' },
    },
  },
};

export const editorLlmZhCN: typeof editorLlmEn = {
  llm: {
    title: '按 token 规划（大模型推理服务）',
    intro:
      '适用于大模型 API：按 token 计的请求组合、每个实例规格的推理基准测试结果，以及首 token 延迟（TTFT）、每输出 token 时间（TPOT）和端到端延迟（E2E）的百分位目标来确定副本数。',
    switch: '按 token 规划',
    switchHint: '开启后先填入类似对话的请求组合、策略所用每个实例规格的估算性能档案，以及 2 秒的 P95 首 token 延迟目标：请替换为您自己的数据。',
    removed: '已移除 token 规划，恢复为请求模型。',
    undo: '撤销',
    replaces:
      '已按 token 规划：下方的 token 模型取代了每副本每秒请求数、单个请求处理时间、每副本并发请求数和延迟目标，因此这些字段已隐藏。文件仍保留它们，以便切换回来时使用。',
    tokens: '个 token',
    tokensPerSecond: 'token/秒',
    classes: {
      title: '请求规模类别',
      intro: '请求组合：规模相近的请求归为一类，各有其请求占比及平均输入和输出 token 数。',
      name: '类别',
      share: '请求占比',
      prompt: '输入 token 数',
      output: '输出 token 数',
      add: '添加类别',
      remove: '删除类别 {{name}}',
      newName: '类别',
      sum: '占比合计 {{sum}}',
      sumOff: '占比合计 {{sum}}，不是 100%',
      scale: '按比例缩放至 100%',
      fromLog: '从请求日志导入…',
      source: '请求组合来自{{source}}',
    },
    arrivals: {
      title: '请求如何到达',
      intro: '请求逐秒到达时的聚集程度：决定模拟请求在突发时排队多久。',
      dispersion: '到达离散指数',
      hint: '留空：相互独立的（泊松）到达，离散指数为 1。10：请求成簇突发到达，每秒请求数的波动是独立到达时的十倍（每秒请求数的方差除以均值）。范围 {{min}} 至 {{max}}；“从请求日志导入…”会测量此值。',
    },
    targets: {
      title: '目标',
      intro: '服务要达到的目标，各按请求的某个百分位计：每个副本只承接能满足所有目标的请求量。',
      metric: '指标',
      statistic: '百分位',
      ms: '不超过',
      add: '添加目标',
      remove: '删除目标 {{number}}',
      metrics: { ttft: '首 token 延迟（TTFT）', tpot: '每输出 token 时间（TPOT）', e2e: '端到端延迟（E2E）' },
      statistics: { p50: 'P50（中位数）', p90: 'P90（90 分位）', p95: 'P95（95 分位）', p99: 'P99（99 分位）' },
    },
  },
};
