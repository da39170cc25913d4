import type { PlatformBridge } from '../platform-bridge';
import { openFileInBrowser } from './open-file';
import { printHtmlInBrowser } from './print-to-pdf';
import { saveFileInBrowser } from './save-file';

/** The platform bridge for the plain web page: file picker, downloads and print dialog. */
export function createWebPlatform(): PlatformBridge {
  return {
    platform: 'web',
    openFile: openFileInBrowser,
    saveFile: saveFileInBrowser,
    printToPdf: printHtmlInBrowser,
  };
}
