/**
 * Interface text of the scenario editor: running the simulation from the editor. English first; the Chinese object is
 * typed against it so a missing key is a compile error. Composed in ./index.ts.
 */
export const editorSimulationEn = {
  simulation: {
    title: 'Simulation',
    intro:
      'Arrivals, interruptions and run times are random, so each strategy is run many times with different seeds and every figure is shown as a range.',
    runs: 'Runs per strategy',
    runsHint: 'More runs give steadier ranges and take longer; 50 is a good start.',
    baseSeed: 'First seed',
    baseSeedHint: 'The same seed gives exactly the same results.',
    note: 'Runs happen in the background on all processor cores and can be cancelled at any time.',
  },
};

export const editorSimulationZhCN: typeof editorSimulationEn = {
  simulation: {
    title: '模拟设置',
    intro:
      '任务到达、中断和运行时间都是随机的，因此每个策略都会用不同的随机种子模拟多次，每个数字都以区间形式显示。',
    runs: '每个策略的模拟次数',
    runsHint: '次数越多区间越稳定，但耗时越长；50 次是不错的起点。',
    baseSeed: '起始随机种子',
    baseSeedHint: '相同的种子会得到完全相同的结果。',
    note: '模拟在后台使用全部处理器核心运行，可随时取消。',
  },
};
