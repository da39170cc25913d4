/**
 * Interface text of the scenario editor: the scenario's general settings (name, horizon, currency, runs). English first; the Chinese object is
 * typed against it so a missing key is a compile error. Composed in ./index.ts.
 */
export const editorGeneralEn = {
  general: {
    about: 'About this scenario',
    name: 'Name',
    description: 'Description',
    descriptionHint: 'What the scenario is for, and where its numbers come from.',
    money: 'Money',
    moneyIntro:
      'All prices in the catalog are in the scenario’s currency; changing it does not convert them.',
    currency: 'Currency',
    currencyHint: 'Results are shown in this currency.',
    waitingValue: 'Value of a person-hour of waiting',
    waitingValueHint:
      'What an hour of someone waiting for a result is worth. Leave 0 to count machine costs only.',
    displayCurrency: 'Also show amounts in a second currency',
    displayCurrencyCode: 'Second currency',
    displayCurrencyRate: '1 {{from}} in {{to}}',
    displayCurrencyRateHint: 'Your exchange rate, for display only.',
    calendar: 'Calendar',
    calendarIntro:
      'The simulation starts at local midnight of the start date and runs for the horizon.',
    startDate: 'Start date',
    horizon: 'Horizon',
    horizonHint: {
      months: 'About {{value}} months, through {{end}}',
      years: 'About {{value}} years, through {{end}}',
    },
    timeZone: 'Time zone',
    timeZoneHint: 'Traffic curves and working hours are read in this time zone.',
  },
};

export const editorGeneralZhCN: typeof editorGeneralEn = {
  general: {
    about: '关于此场景',
    name: '名称',
    description: '说明',
    descriptionHint: '此场景的用途，以及其中数字的来源。',
    money: '金额',
    moneyIntro: '产品目录中的所有价格均以场景币种计；更改币种不会换算这些价格。',
    currency: '币种',
    currencyHint: '结果以此币种显示。',
    waitingValue: '每人每小时等待的价值',
    waitingValueHint: '有人等待结果时，每小时值多少钱。填 0 则只计算机器成本。',
    displayCurrency: '同时以第二种货币显示金额',
    displayCurrencyCode: '第二种货币',
    displayCurrencyRate: '1 {{from}} 折合 {{to}}',
    displayCurrencyRateHint: '您采用的汇率，仅用于显示。',
    calendar: '日历',
    calendarIntro: '模拟从开始日期的当地零点开始，持续整个规划周期。',
    startDate: '开始日期',
    horizon: '规划周期',
    horizonHint: {
      months: '约 {{value}} 个月，至 {{end}}',
      years: '约 {{value}} 年，至 {{end}}',
    },
    timeZone: '时区',
    timeZoneHint: '流量曲线和工作时间均按此时区解读。',
  },
};
