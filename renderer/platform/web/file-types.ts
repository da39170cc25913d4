import type { FileFilter, SaveFileRequest } from '@shared/platform/desktop-api';

/** The file input's `accept` list for dialog filters: [{extensions: ["json"]}] -> ".json". */
export function acceptAttribute(filters: readonly FileFilter[] | undefined): string {
  const extensions = (filters ?? []).flatMap((filter) => filter.extensions);
  return [
    ...new Set(extensions.map((extension) => `.${extension.replace(/^\./, '').toLowerCase()}`)),
  ].join(',');
}

const MIME_TYPES: Readonly<Record<string, string>> = {
  json: 'application/json',
  csv: 'text/csv;charset=utf-8',
  html: 'text/html;charset=utf-8',
  htm: 'text/html;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
  pdf: 'application/pdf',
};

/** A MIME type from the file name's extension, so the download opens in the right program. */
export function mimeTypeForFileName(fileName: string): string {
  const extension = fileName.includes('.') ? fileName.split('.').pop()?.toLowerCase() : undefined;
  return (extension && MIME_TYPES[extension]) || 'application/octet-stream';
}

/** Base64 (as binary content crosses the API) to bytes. */
export function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The content of a save request as a Blob; a request must carry text or base64. */
export function blobForSaveRequest(request: SaveFileRequest): Blob {
  const type = mimeTypeForFileName(request.suggestedName);
  if (request.base64 !== undefined) return new Blob([decodeBase64(request.base64)], { type });
  if (request.text !== undefined) return new Blob([request.text], { type });
  throw new Error(
    `Nothing to save for ${request.suggestedName}: the request has neither text nor base64.`,
  );
}

/** "q3-report.pdf" -> "q3-report": Chromium proposes the document title as the PDF's name. */
export function titleForPdfName(suggestedName: string): string {
  return suggestedName.replace(/\.pdf$/i, '');
}
