/** The notice shown when the app opens the library instead of a screen that stopped responding last time. */
export const openingGuardEn = {
  notice:
    'The last time this window opened {{address}}, the page stopped responding before it finished, so Headroom opened the library instead. Your scenarios are unchanged.',
  openAgain: 'Open it again',
  dismiss: 'Dismiss',
};

export const openingGuardZhCN: typeof openingGuardEn = {
  notice: '上次此窗口打开 {{address}} 时，页面在完成之前停止响应，因此 Headroom 改为打开场景库。您的场景没有任何改动。',
  openAgain: '重新打开',
  dismiss: '关闭',
};
