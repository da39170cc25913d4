import type {
  FileFilter,
  OpenFileRequest,
  PrintToPdfRequest,
  SaveFileRequest,
} from '@shared/platform/desktop-api';

/**
 * Runtime checks for what the renderer sends. TypeScript types end at the IPC boundary:
 * whatever arrives is treated as unknown input and rebuilt field by field, so an
 * unexpected property can never reach a dialog or the file system.
 */

export class InvalidRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidRequestError';
  }
}

/** Upper bound for text and HTML crossing IPC: far above any real scenario or report. */
export const MAX_PAYLOAD_CHARS = 64 * 1024 * 1024;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new InvalidRequestError(`${key} must be text.`);
  if (value.length > MAX_PAYLOAD_CHARS) throw new InvalidRequestError(`${key} is too large.`);
  return value;
}

function requiredString(record: Record<string, unknown>, key: string): string {
  const value = optionalString(record, key);
  if (value === undefined) throw new InvalidRequestError(`${key} is required.`);
  return value;
}

function parseFilters(value: unknown): FileFilter[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new InvalidRequestError('filters must be a list.');
  return value.map((filter: unknown) => {
    if (!isRecord(filter) || typeof filter.name !== 'string' || !Array.isArray(filter.extensions)) {
      throw new InvalidRequestError('Each filter needs a name and a list of extensions.');
    }
    const extensions = filter.extensions.map((extension: unknown) => {
      // Plain extensions only ("json", "csv"): no dots, wildcards beyond "*", or paths.
      if (typeof extension !== 'string' || !/^(\*|[A-Za-z0-9]{1,16})$/.test(extension)) {
        throw new InvalidRequestError('A filter extension is not valid.');
      }
      return extension;
    });
    return { name: filter.name, extensions };
  });
}

export function parseOpenFileRequest(value: unknown): OpenFileRequest {
  const record = isRecord(value) ? value : {};
  const request: OpenFileRequest = {};
  const title = optionalString(record, 'title');
  const filters = parseFilters(record.filters);
  if (title !== undefined) request.title = title;
  if (filters !== undefined) request.filters = filters;
  return request;
}

export function parseSaveFileRequest(value: unknown): SaveFileRequest {
  if (!isRecord(value)) throw new InvalidRequestError('A save request is required.');
  const request: SaveFileRequest = { suggestedName: requiredString(value, 'suggestedName') };
  const title = optionalString(value, 'title');
  const filters = parseFilters(value.filters);
  const text = optionalString(value, 'text');
  const base64 = optionalString(value, 'base64');
  if ((text === undefined) === (base64 === undefined)) {
    throw new InvalidRequestError('A save request carries either text or base64 content.');
  }
  if (base64 !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    throw new InvalidRequestError('base64 content is not valid.');
  }
  if (title !== undefined) request.title = title;
  if (filters !== undefined) request.filters = filters;
  if (text !== undefined) request.text = text;
  if (base64 !== undefined) request.base64 = base64;
  return request;
}

export function parsePrintToPdfRequest(value: unknown): PrintToPdfRequest {
  if (!isRecord(value)) throw new InvalidRequestError('A print request is required.');
  return {
    html: requiredString(value, 'html'),
    suggestedName: requiredString(value, 'suggestedName'),
  };
}
