/**
 * Interface text of entering a measured run on an offer: the dialog, the model's prediction
 * beside the measurement, the derived factor, and the offer's "measured (date)" stamp.
 * Composed in ./index.ts.
 */
export const editorMeasuredRunEn = {
  measuredRun: {
    button: 'Enter a measured run…',
    title: 'A measured run on {{offer}}',
    intro:
      'Run a small real test, enter it here, and Headroom sets the offer’s pipeline factor (how well the host feeds the GPUs) so the model reproduces it. The GPU’s speed, the speed factor and the scaling per doubling are kept. Nothing changes until you apply.',
    workload: 'Kind of work (workload)',
    gpus: 'GPUs used',
    workSize: 'Work done',
    wallHours: 'Wall time',
    utilisation: 'GPU utilisation',
    utilisationHint: 'Optional: the run’s average, from nvidia-smi or your monitoring. It tells a starved host from slow GPUs.',
    date: 'Measured on',
    hours: 'h',
    units: {
      referenceGpuHours: 'reference GPU-hours',
      tokensBillions: 'billion tokens',
      tasks: 'tasks',
      requests: 'requests',
    },
    predicted: 'The model, with the offer’s current factors',
    measured: 'Measured',
    perGpu: 'Per GPU: speed {{speed}} × speed factor {{factor}} × pipeline {{pipeline}} × scaling {{scaling}}',
    derived: 'Derived: the offer’s pipeline factor {{before}} → {{after}}',
    fedShare: 'The GPUs are fed {{share}} of the time for this workload.',
    readings: {
      hostStarved: 'The GPUs were busy about as long as the host fed them: the host (CPU, RAM, disk, data path) holds them back. Fixing the data pipeline is the lever.',
      wellFed: 'The GPUs were well fed and busy: the run matches the GPU as the catalog states it.',
      slowGpus: 'The GPUs were far busier than the host-feeding share: the GPUs or their scaling are slower than the catalog says, not the host. Check the GPU’s relative speed.',
      lowUtilisation: 'The GPUs were idle far more than the derived factor allows: they ran faster than the catalog says while busy, or the utilisation figure measures something else.',
    },
    refusals: {
      unknown: 'The offer or the workload is no longer in the scenario.',
      noWorkSize: 'A dev environment has no work size to measure: pick a training, batch or inference workload.',
      plannedInTokens: 'This service is planned in tokens: its replicas are sized by each offer’s serving profile, not by the offer’s speed factors. Measure the profile with a serving benchmark and enter it in the workload instead.',
      pipelineOverride: 'This workload sets its own pipeline on this offer, which the offer’s factor does not reach: remove that override in the workload first.',
      fasterThanSpec:
        'Faster than this offer’s GPUs can do it by their spec: even with a host that never starves them the model needs {{hours}} h. Check the work size, the wall time and the GPUs, or the GPU’s relative speed and the offer’s speed factor.',
      slowerThanModel: 'Over 100 times slower than the model predicts ({{hours}} h): check the work size’s unit and the wall time.',
    },
    invalid: {
      offerId: 'Pick an offer.',
      workloadId: 'Pick a workload.',
      gpus: 'GPUs must be a whole number from 1 to 100,000.',
      workSize: 'The work done must be a number above 0.',
      wallHours: 'The wall time must be from a minute (0.0167) to a year, in hours.',
      utilisation: 'Utilisation must be above 0 and at most 100 %.',
      date: 'Enter the date as YYYY-MM-DD.',
    },
    brokenScenario: 'Fix the scenario’s problems first: the model needs a valid scenario to predict the run.',
    noWorkloads: 'The scenario has no training, batch or inference workload to measure.',
    cancel: 'Cancel',
    apply: 'Apply',
    stamp: {
      estimate: 'Efficiency: estimate',
      measured: 'Efficiency: measured ({{date}})',
      measuredHint: '{{gpus}} GPUs, {{work}} {{unit}} in {{hours}} h',
    },
  },
};

export const editorMeasuredRunZhCN: typeof editorMeasuredRunEn = {
  measuredRun: {
    button: '录入实测运行…',
    title: '{{offer}} 上的实测运行',
    intro:
      '先跑一次小规模的真实测试，在此录入，Headroom 会据此设定该规格的数据管线系数（主机喂数据给 GPU 的效率），使模型复现实测结果。GPU 的算力、速度系数和每翻倍扩展效率保持不变。点“应用”之前不会改动任何内容。',
    workload: '工作类型（工作负载）',
    gpus: '所用 GPU 数',
    workSize: '完成的工作量',
    wallHours: '实际耗时',
    utilisation: 'GPU 利用率',
    utilisationHint: '可选：本次运行的平均值，取自 nvidia-smi 或监控系统。用来区分是主机喂不饱，还是 GPU 本身慢。',
    date: '实测日期',
    hours: '小时',
    units: {
      referenceGpuHours: '基准 GPU 小时',
      tokensBillions: '十亿 token',
      tasks: '个任务',
      requests: '个请求',
    },
    predicted: '模型预测（按该规格当前系数）',
    measured: '实测',
    perGpu: '每块 GPU：算力 {{speed}} × 速度系数 {{factor}} × 数据管线 {{pipeline}} × 扩展 {{scaling}}',
    derived: '推算结果：该规格的数据管线系数 {{before}} → {{after}}',
    fedShare: '对该工作负载，GPU 有 {{share}} 的时间在被喂数据。',
    readings: {
      hostStarved: 'GPU 忙碌的时间与主机喂数据的时间大致相当：拖慢 GPU 的是主机（CPU、内存、磁盘、数据通路）。优化数据管线才是关键。',
      wellFed: 'GPU 数据充足且忙碌：实测与目录中该 GPU 的参数相符。',
      slowGpus: 'GPU 的忙碌程度远高于主机喂数据的比例：慢的是 GPU 本身或其扩展效率，而不是主机。请核对该 GPU 的相对算力。',
      lowUtilisation: 'GPU 空闲的时间远多于推算系数所允许的：要么 GPU 忙碌时比目录所写更快，要么这个利用率数字衡量的是别的东西。',
    },
    refusals: {
      unknown: '该规格或工作负载已不在场景中。',
      noWorkSize: '开发环境没有可测量的工作量：请选择训练、批处理或推理工作负载。',
      plannedInTokens: '此服务按 token 规划：副本数由各实例规格的服务性能档案决定，而不是规格的速度系数。请用服务基准测试实测性能档案，并在工作负载中填写。',
      pipelineOverride: '该工作负载在此规格上设置了自己的数据管线系数，规格的系数对它不起作用：请先在工作负载中删除该覆盖设置。',
      fasterThanSpec:
        '比该规格的 GPU 按参数所能达到的还快：即使主机从不拖慢 GPU，模型也需要 {{hours}} 小时。请核对工作量、耗时和 GPU 数，或该 GPU 的相对算力和该规格的速度系数。',
      slowerThanModel: '比模型预测（{{hours}} 小时）慢 100 倍以上：请核对工作量的单位和耗时。',
    },
    invalid: {
      offerId: '请选择一个规格。',
      workloadId: '请选择一个工作负载。',
      gpus: 'GPU 数必须是 1 到 100,000 之间的整数。',
      workSize: '完成的工作量必须是大于 0 的数。',
      wallHours: '耗时必须在一分钟（0.0167）至一年之间，单位为小时。',
      utilisation: '利用率必须大于 0 且不超过 100%。',
      date: '请按 YYYY-MM-DD 格式填写日期。',
    },
    brokenScenario: '请先修正场景中的问题：模型需要一个有效的场景才能预测这次运行。',
    noWorkloads: '场景中没有可测量的训练、批处理或推理工作负载。',
    cancel: '取消',
    apply: '应用',
    stamp: {
      estimate: '效率：估算',
      measured: '效率：实测（{{date}}）',
      measuredHint: '{{gpus}} 块 GPU，{{work}} {{unit}}，耗时 {{hours}} 小时',
    },
  },
};
