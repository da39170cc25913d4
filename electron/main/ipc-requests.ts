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
/** Upper bound for a base64 save (a PDF report or a zip of CSV tables): 48 MB of bytes. */
export const MAX_BASE64_CHARS = 64 * 1024 * 1024;
/** Bounds on the small fields: a dialog title, a file name, a filter's name and lists. */
export const MAX_TITLE_CHARS = 200;
export const MAX_NAME_CHARS = 200;
export const MAX_FILTERS = 4;
export const MAX_EXTENSIONS = 4;

/**
 * The kinds of file Headroom saves: scenarios and backups (.json, e.g. name.headroom.json),
 * tables (.csv), tables zipped (.zip) and reports (.pdf). A save dialog offers nothing else,
 * so a page can never suggest saving an executable or a script.
 */
export const SAVE_EXTENSIONS = ['json', 'csv', 'zip', 'pdf'] as const;
/** Binary kinds, the only ones a base64 save may carry. */
const BINARY_EXTENSIONS = ['zip', 'pdf'];
/** What the app opens: scenarios and backups, and spot traces (JSON, CSV or plain text). */
export const OPEN_EXTENSIONS = ['json', 'csv', 'txt', 'zip'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(record: Record<string, unknown>, key: string, max: number = MAX_PAYLOAD_CHARS): string | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new InvalidRequestError(`${key} must be text.`);
  if (value.length > max) throw new InvalidRequestError(`${key} is longer than ${max} characters.`);
  return value;
}

function requiredString(record: Record<string, unknown>, key: string, max?: number): string {
  const value = optionalString(record, key, max);
  if (value === undefined) throw new InvalidRequestError(`${key} is required.`);
  return value;
}

function parseFilters(value: unknown, allowed: readonly string[]): FileFilter[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new InvalidRequestError('filters must be a list.');
  if (value.length > MAX_FILTERS) throw new InvalidRequestError(`At most ${MAX_FILTERS} filters.`);
  return value.map((filter: unknown) => {
    if (!isRecord(filter) || typeof filter.name !== 'string' || !Array.isArray(filter.extensions)) {
      throw new InvalidRequestError('Each filter needs a name and a list of extensions.');
    }
    if (filter.name.length > MAX_TITLE_CHARS) throw new InvalidRequestError('A filter name is too long.');
    if (filter.extensions.length === 0 || filter.extensions.length > MAX_EXTENSIONS) {
      throw new InvalidRequestError(`A filter lists 1 to ${MAX_EXTENSIONS} extensions.`);
    }
    const extensions = filter.extensions.map((extension: unknown) => {
      // Only Headroom's own kinds, as plain extensions ("json", "csv"): no dots, patterns or paths.
      if (typeof extension !== 'string' || !allowed.includes(extension.toLowerCase())) {
        throw new InvalidRequestError(`A filter extension must be one of ${allowed.join(', ')}.`);
      }
      return extension.toLowerCase();
    });
    return { name: filter.name, extensions };
  });
}

/** The extension of a suggested name ("plan.headroom.json" -> "json"), lower case. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A suggested name of one of Headroom's kinds, bounded; `kinds` narrows it further. */
function parseSuggestedName(record: Record<string, unknown>, kinds: readonly string[]): string {
  const name = requiredString(record, 'suggestedName', MAX_NAME_CHARS);
  if (!kinds.includes(extensionOf(name))) {
    throw new InvalidRequestError(`suggestedName must end in .${kinds.join(', .')}.`);
  }
  return name;
}

export function parseOpenFileRequest(value: unknown): OpenFileRequest {
  const record = isRecord(value) ? value : {};
  const request: OpenFileRequest = {};
  const title = optionalString(record, 'title', MAX_TITLE_CHARS);
  const filters = parseFilters(record.filters, OPEN_EXTENSIONS);
  if (title !== undefined) request.title = title;
  if (filters !== undefined) request.filters = filters;
  // Only the kinds the app opens; the kind sets the size limit, so nothing else is taken.
  if (record.kind !== undefined) {
    if (record.kind !== 'scenario' && record.kind !== 'backup') {
      throw new InvalidRequestError('kind must be "scenario" or "backup".');
    }
    request.kind = record.kind;
  }
  return request;
}

export function parseSaveFileRequest(value: unknown): SaveFileRequest {
  if (!isRecord(value)) throw new InvalidRequestError('A save request is required.');
  const request: SaveFileRequest = { suggestedName: parseSuggestedName(value, SAVE_EXTENSIONS) };
  const title = optionalString(value, 'title', MAX_TITLE_CHARS);
  const filters = parseFilters(value.filters, SAVE_EXTENSIONS);
  const text = optionalString(value, 'text');
  const base64 = optionalString(value, 'base64', MAX_BASE64_CHARS);
  if ((text === undefined) === (base64 === undefined)) {
    throw new InvalidRequestError('A save request carries either text or base64 content.');
  }
  if (base64 !== undefined && !BINARY_EXTENSIONS.includes(extensionOf(request.suggestedName))) {
    throw new InvalidRequestError('Only a .pdf or .zip file is saved from base64 content.');
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
    suggestedName: parseSuggestedName(value, ['pdf']),
  };
}
