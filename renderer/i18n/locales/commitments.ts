/**
 * Text about commitments that outlast the horizon (reservation and bare-metal terms) and the
 * basis strategies are compared on: strategy cards, the recommendation, the cash chart and
 * the editor's choice of basis.
 */
export const commitmentsEn = {
  card: {
    afterHorizon: 'Committed after the horizon',
    until: 'Terms run to {{date}}; not in the total above.',
    none: 'Nothing committed after the horizon',
    whole: 'With whole commitments (P50 of the runs, cost as it accrues): {{amount}}',
  },
  basis: {
    horizonSlice:
      'Compared on the horizon as a representative slice: each commitment counts only for its days inside the horizon.',
    wholeCommitments:
      'Compared on whole commitments: every signed term counts in full, also after the horizon.',
  },
  warning: {
    slice_one: '{{name}} keeps {{amount}} committed after the horizon; extend the horizon to {{days}} day to see the whole term.',
    slice_other: '{{name}} keeps {{amount}} committed after the horizon; extend the horizon to {{days}} days to see the whole term.',
    whole: '{{name}} keeps {{amount}} committed after the horizon, counted here in full.',
  },
  chart: {
    afterHorizon: 'After the horizon',
    note: 'Still committed after the horizon: {{amount}}, the last bar; it is not in the total cost.',
  },
  editor: {
    label: 'Compare commitments',
    horizonSlice: 'The horizon as a representative slice',
    wholeCommitments: 'Whole commitments',
    horizonSliceHelp:
      'A reservation or bare-metal term longer than the horizon counts only for its days inside it, as if the horizon were a typical slice of its life.',
    wholeCommitmentsHelp:
      'Every signed term counts in full, also the months after the horizon: the cash the plan commits to.',
  },
};

export const commitmentsZhCN: typeof commitmentsEn = {
  card: {
    afterHorizon: '规划期后仍需支付的承诺费用',
    until: '合约持续至 {{date}}；未计入上方总成本。',
    none: '规划期后无承诺费用',
    whole: '按完整合约计（各次模拟的 P50，按发生计的成本）：{{amount}}',
  },
  basis: {
    horizonSlice: '比较口径：把规划期视为有代表性的一段，每项承诺只计规划期内的天数。',
    wholeCommitments: '比较口径：完整合约，每份已签合约全额计入，包括规划期后的部分。',
  },
  warning: {
    slice_one:
      '“{{name}}”在规划期后仍有 {{amount}} 的承诺费用；将规划期延长到 {{days}} 天即可看到完整合约。',
    slice_other:
      '“{{name}}”在规划期后仍有 {{amount}} 的承诺费用；将规划期延长到 {{days}} 天即可看到完整合约。',
    whole: '“{{name}}”在规划期后仍有 {{amount}} 的承诺费用，此处已全额计入。',
  },
  chart: {
    afterHorizon: '规划期后',
    note: '规划期后仍需支付：{{amount}}，即最后一根柱；未计入总成本。',
  },
  editor: {
    label: '承诺费用的比较口径',
    horizonSlice: '把规划期视为有代表性的一段',
    wholeCommitments: '完整合约',
    horizonSliceHelp:
      '期限长于规划期的预留实例或物理服务器合约，只计规划期内的天数，视规划期为其使用期中典型的一段。',
    wholeCommitmentsHelp: '每份已签合约全额计入，包括规划期后的月份：即该方案承诺支付的现金。',
  },
};
