/**
 * Interface text for the settings that say what the model does: the billed start-up time of a
 * job, whether a job waits for spot when the spot pool is full, and how often a deadline-aware
 * job looks at the clock.
 */
export const modelEn = {
  startup: 'Start-up time',
  startupHint:
    'Billed time from the first instance being ready to useful work: instance start, image pull, data loading. Provisioning (unbilled) is set on the offer; restarts pay the restart overhead instead.',
  batchStartupHint:
    'Billed time from the instance being ready to useful work, paid on every start of a task (a task interrupted on spot starts again from scratch).',
  whenSpotFull: 'When the spot pool is full',
  whenSpotFullHint:
    'Waiting for spot is cheaper but slower: the job queues for the spot pool and uses the pools after it only on a fallback.',
  whenSpotFullOptions: {
    nextPool: 'Go on to the next pool in the list',
    wait: 'Wait for spot',
  },
  decisionInterval: 'Deadline check every',
  decisionIntervalHint:
    'How often the deadline-aware fallback looks at the clock. Leave empty: the measured trace’s sample interval, else every second.',
};

export const modelZhCN: typeof modelEn = {
  startup: '启动耗时',
  startupHint:
    '从首个实例就绪到开始有效工作的计费时间：实例启动、拉取镜像、加载数据。资源准备时间（不计费）在报价中设置；重启时改为计入重启耗时。',
  batchStartupHint: '从实例就绪到开始有效工作的计费时间，每个子任务每次启动都要支付（在竞价实例上被中断的子任务会从头开始）。',
  whenSpotFull: '竞价资源池已满时',
  whenSpotFullHint: '等待竞价实例更省钱但更慢：任务排队等待竞价资源池，只有在回退时才使用列表中其后的资源池。',
  whenSpotFullOptions: {
    nextPool: '转到列表中的下一个资源池',
    wait: '等待竞价实例',
  },
  decisionInterval: '截止时间检查间隔',
  decisionIntervalHint: '按截止时间回退时多久检查一次时间。留空：采用实测可用性数据的采样间隔，否则每秒检查。',
};
