import { MAX_OPEN_FILE_BYTES } from '@shared/platform/desktop-api';

/** A picked file is bigger than the app will read; scenario files are far smaller. */
export class FileTooLargeError extends Error {
  readonly code = 'file-too-large';

  constructor(
    readonly fileName: string,
    readonly sizeBytes: number,
    readonly limitBytes: number = MAX_OPEN_FILE_BYTES,
  ) {
    super(`${fileName} is ${sizeBytes} bytes; the limit is ${limitBytes} bytes.`);
    this.name = 'FileTooLargeError';
  }
}
