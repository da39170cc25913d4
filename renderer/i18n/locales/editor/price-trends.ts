/**
 * Interface text of the editor's price trends (how prices move over the horizon), part of the
 * general settings. English first; the Chinese object is typed against it. Composed in ./index.ts.
 */
export const editorPriceTrendsEn = {
  priceTrends: {
    title: 'Price trends',
    intro:
      'How each kind of price moves over the horizon, in per cent a year (−20 = prices fall 20 % a year), applied month by month to every offer of that kind. A commitment keeps the price of the day it is signed for its whole term; on-demand and spot pay the price of the month they run. Empty means today’s prices throughout.',
    perYear: '% a year',
    kind: {
      onDemand: 'On-demand',
      reserved: 'Reserved',
      spot: 'Spot',
      bareMetal: 'Bare-metal',
    },
    measured:
      'Measured from the SkyPilot catalog (AWS, us-east-1), {{from}} to {{to}}: on-demand {{onDemand}} a year — list prices of the V100 and A100 instances did not change; spot about {{spot}} a year (zone medians fell {{spotChange}} over the interval).',
    measuredCaveat: 'Two catalog versions only, the later one dated roughly; prices move in steps, so enter a cut you expect.',
    useMeasured: 'Use the measured trends',
  },
};

export const editorPriceTrendsZhCN: typeof editorPriceTrendsEn = {
  priceTrends: {
    title: '价格趋势',
    intro:
      '各类价格在规划周期内如何变化，以每年百分比表示（−20 表示价格每年下降 20 %），按月应用于该类的所有报价。承诺（预留、裸金属）在整个期限内保持签约当天的价格；按量和竞价按运行当月的价格计费。留空表示始终按当前价格。',
    perYear: '% 每年',
    kind: {
      onDemand: '按量计费',
      reserved: '预留实例',
      spot: '竞价实例',
      bareMetal: '裸金属',
    },
    measured:
      '根据 SkyPilot 价格目录（AWS，us-east-1）{{from}}至{{to}}的实测：按量价格每年 {{onDemand}}——V100 和 A100 实例的标价没有变化；竞价价格每年约 {{spot}}（各可用区中位数在此期间下降了 {{spotChange}}）。',
    measuredCaveat: '只有两个目录版本，较晚的一个日期是估计的；价格是阶梯式变化的，如预计会降价，请自行填入。',
    useMeasured: '采用实测趋势',
  },
};
