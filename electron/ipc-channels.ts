/**
 * The only IPC channels between Headroom's window and its main process. The preload and
 * the main process both import these names, so a typo fails the build instead of leaving
 * a button that silently does nothing. There is deliberately no generic "send anything"
 * channel: each channel is one capability.
 */
export const IpcChannel = {
  openFile: 'headroom:open-file',
  saveFile: 'headroom:save-file',
  printToPdf: 'headroom:print-to-pdf',
} as const;

export type IpcChannelName = (typeof IpcChannel)[keyof typeof IpcChannel];
