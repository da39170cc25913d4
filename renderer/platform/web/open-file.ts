import {
  openFileLimit,
  type OpenFileRequest,
  type OpenedFile,
} from '@shared/platform/desktop-api';
import { decodeScenarioFile } from '@shared/scenario/file-bytes';
import { FileTooLargeError } from '../file-too-large-error';
import { acceptAttribute } from './file-types';

/**
 * Opens the browser's file picker through a hidden <input type=file>. Resolves null on
 * cancel (the input's `cancel` event); `request.title` cannot be shown by a browser.
 */
export function openFileInBrowser(request: OpenFileRequest): Promise<OpenedFile | null> {
  const limit = openFileLimit(request.kind);
  return new Promise<OpenedFile | null>((resolve, reject) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.hidden = true;
    const accept = acceptAttribute(request.filters);
    if (accept) input.accept = accept;

    input.addEventListener(
      'cancel',
      () => {
        input.remove();
        resolve(null);
      },
      { once: true },
    );
    input.addEventListener(
      'change',
      () => {
        const file = input.files?.[0];
        input.remove();
        if (!file) {
          resolve(null);
        } else if (file.size > limit) {
          // Checked before reading, so a huge file is never pulled into memory.
          reject(new FileTooLargeError(file.name, file.size, limit));
        } else {
          file.arrayBuffer().then((buffer) => {
            // The same checks as the desktop app and the command line: BOM accepted, UTF-16 refused by name.
            const decoded = decodeScenarioFile(new Uint8Array(buffer), buffer.byteLength, limit);
            if (decoded.ok) resolve({ name: file.name, text: decoded.text });
            else reject(new Error(`${file.name}: ${decoded.message}`));
          }, reject);
        }
      },
      { once: true },
    );

    // Attached to the document because some browsers ignore click() on a detached input.
    document.body.append(input);
    input.click();
  });
}
