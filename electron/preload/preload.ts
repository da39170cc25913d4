import { contextBridge, ipcRenderer } from 'electron';
import type {
  HeadroomDesktopApi,
  OpenedFile,
  OpenFileRequest,
  PrintToPdfRequest,
  SaveFileRequest,
  SaveFileResult,
} from '@shared/platform/desktop-api';
import { IpcChannel } from '../ipc-channels';

/**
 * The whole of what Headroom's page can ask of the desktop: three named functions and a
 * platform tag, exposed as `window.headroom`. Each function forwards to one fixed
 * channel; `ipcRenderer` itself never crosses the bridge, so page code cannot pick its
 * own channel or listen to anything.
 */
const headroomApi: HeadroomDesktopApi = {
  platform: 'electron',
  openFile: (request: OpenFileRequest) =>
    ipcRenderer.invoke(IpcChannel.openFile, request) as Promise<OpenedFile | null>,
  saveFile: (request: SaveFileRequest) =>
    ipcRenderer.invoke(IpcChannel.saveFile, request) as Promise<SaveFileResult>,
  printToPdf: (request: PrintToPdfRequest) =>
    ipcRenderer.invoke(IpcChannel.printToPdf, request) as Promise<SaveFileResult>,
};

contextBridge.exposeInMainWorld('headroom', headroomApi);
