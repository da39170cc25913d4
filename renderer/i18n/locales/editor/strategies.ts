/**
 * Interface text of the scenario editor: the list of strategies and reordering it. English first; the Chinese object is
 * typed against it so a missing key is a compile error. Composed in ./index.ts.
 */
export const editorStrategiesEn = {
  strategies: {
    intro:
      'Each strategy is one way of buying: a mix of pools, and rules for which work runs where. The results compare them side by side in this order, so put your baseline first.',
    tabsLabel: 'Strategies',
    unnamed: 'Unnamed strategy',
    none: 'No strategies yet. Add one to compare ways of buying.',
    add: 'Add strategy',
    newName: 'New strategy',
    duplicate: 'Duplicate',
    copyName: '{{name}} (copy)',
    about: 'Strategy',
    name: 'Name',
    description: 'Description',
    descriptionHint: 'The idea behind this mix, in a sentence.',
    remove: 'Remove strategy',
    lastOne: 'A scenario needs at least one strategy.',
  },
  reorder: {
    group: 'Order of “{{name}}”',
    vertical: { first: 'Move to top', earlier: 'Move up', later: 'Move down' },
    horizontal: { first: 'Move to start', earlier: 'Move left', later: 'Move right' },
    verticalNamed: {
      first: 'Move “{{name}}” to the top',
      earlier: 'Move “{{name}}” up',
      later: 'Move “{{name}}” down',
    },
    horizontalNamed: {
      first: 'Move “{{name}}” to the start',
      earlier: 'Move “{{name}}” left',
      later: 'Move “{{name}}” right',
    },
  },
};

export const editorStrategiesZhCN: typeof editorStrategiesEn = {
  strategies: {
    intro:
      '每个采购策略代表一种购买方式：若干资源池的组合，以及各项工作在哪里运行的规则。结果页会按此顺序将它们并列比较，建议把基准策略放在最前。',
    tabsLabel: '采购策略',
    unnamed: '未命名策略',
    none: '尚无采购策略。请添加一个来比较不同的购买方式。',
    add: '添加策略',
    newName: '新策略',
    duplicate: '复制',
    copyName: '{{name}}（副本）',
    about: '策略',
    name: '名称',
    description: '说明',
    descriptionHint: '用一句话说明这种组合的思路。',
    remove: '删除策略',
    lastOne: '场景至少需要一个采购策略。',
  },
  reorder: {
    group: '“{{name}}”的顺序',
    vertical: { first: '移到顶部', earlier: '上移', later: '下移' },
    horizontal: { first: '移到最前', earlier: '左移', later: '右移' },
    verticalNamed: {
      first: '将“{{name}}”移到顶部',
      earlier: '将“{{name}}”上移',
      later: '将“{{name}}”下移',
    },
    horizontalNamed: {
      first: '将“{{name}}”移到最前',
      earlier: '将“{{name}}”左移',
      later: '将“{{name}}”右移',
    },
  },
};
