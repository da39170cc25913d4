/**
 * What a commitment the optimiser lists or recommends signs: its contract value, the part
 * after the horizon, when it ends, the assumption a horizon-slice answer makes, the answer on
 * both bases, and the longest term the planner accepts.
 */
export const contractEn = {
  longestTerm: 'Longest term you accept',
  longestAny: 'Any term',
  longestHorizon: 'No term past the horizon',
  longestMonths_one: 'Up to {{months}} month',
  longestMonths_other: 'Up to {{months}} months',
  plan: 'Contract value {{contract}} (every signed term in full): {{inHorizon}} inside the horizon, {{after}} after it; the last term ends on {{date}}.',
  tranche: '{{what}}: contract value {{contract}}, {{inHorizon}} inside the horizon, {{after}} after it, ends on {{date}}.',
  npv: 'Net present value of the contract {{npv}} at a discount rate of {{rate}} % a year (each payment discounted monthly to the start).',
  npvUndiscounted: 'Net present value of the contract {{npv}}: no discount rate is set, so payments are not discounted.',
  assumes:
    'Counted on the horizon slice, this answer assumes the service runs until {{month}}, when the last term ends. If it may not, count whole terms or set the longest term you accept.',
  noAcceptedTerm: 'No reserved or bare-metal term of these offers is as short as the longest term you accept, so no commitment was tried.',
  bases: {
    title: 'The answer on both bases',
    description: 'A longer term looks cheaper per hour when only its days inside the horizon count; counting every signed term in full, the answer differs.',
    basis: 'Counted on',
    horizonSlice: 'Horizon slice (only the days inside the horizon)',
    wholeCommitments: 'Whole commitments (every signed term in full)',
    best: 'Best commitment',
    cost: 'Cost P50',
    contract: 'Contract value',
    after: 'After the horizon',
    ends: 'Last term ends',
    nothing: 'Commit nothing (on-demand / spot only)',
  },
  minimum: 'Contract value at the minimum {{contract}}, {{after}} of it after the horizon; the term ends on {{date}}.',
};

export const contractZhCN: typeof contractEn = {
  longestTerm: '可接受的最长期限',
  longestAny: '任意期限',
  longestHorizon: '期限不超过规划期',
  longestMonths_one: '最长 {{months}} 个月',
  longestMonths_other: '最长 {{months}} 个月',
  plan: '合约总额 {{contract}}（所有签约期限全额计）：规划期内 {{inHorizon}}，规划期后 {{after}}；最后一笔期限于 {{date}} 结束。',
  tranche: '{{what}}：合约总额 {{contract}}，规划期内 {{inHorizon}}，规划期后 {{after}}，{{date}} 结束。',
  npv: '合约的净现值 {{npv}}，年折现率 {{rate}}%（每笔付款逐月折现到起始日）。',
  npvUndiscounted: '合约的净现值 {{npv}}：未设折现率，付款不折现。',
  assumes: '按规划期切片计算，此答案假设服务一直运行到 {{month}}（最后一笔期限结束时）。如果未必如此，请按完整期限计算，或设定可接受的最长期限。',
  noAcceptedTerm: '这些报价的预留或裸金属期限都长于您可接受的最长期限，因此没有尝试任何承诺。',
  bases: {
    title: '两种口径下的答案',
    description: '只计规划期内的天数时，期限越长每小时越显便宜；把所有签约期限全额计入，答案就不同了。',
    basis: '计算口径',
    horizonSlice: '规划期切片（只计规划期内的天数）',
    wholeCommitments: '完整承诺（所有签约期限全额计）',
    best: '最佳承诺',
    cost: '成本 P50',
    contract: '合约总额',
    after: '规划期后',
    ends: '最后一笔期限结束',
    nothing: '不做承诺（只用按量 / 竞价）',
  },
  minimum: '最低点的合约总额为 {{contract}}，其中 {{after}} 在规划期后；期限于 {{date}} 结束。',
};
