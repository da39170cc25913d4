import { MAX_SCENARIO_FILE_BYTES } from '../scenario/file-bytes';

/**
 * The narrow API the desktop app's preload exposes to the renderer as `window.headroom`.
 * The renderer's platform bridge implements the same shape for the plain web page
 * (file picker and download), so screens never know which one they run on.
 */
export interface FileFilter {
  /** Shown in the native dialog, e.g. "Headroom scenario". */
  name: string;
  /** Extensions without the dot, e.g. ["json"]. */
  extensions: string[];
}

/** What a file is opened as, which sets how large it may be (see openFileLimit). */
export type OpenFileKind = 'scenario' | 'backup';

export interface OpenFileRequest {
  title?: string;
  filters?: FileFilter[];
  /** Default 'scenario'. */
  kind?: OpenFileKind;
}

export interface OpenedFile {
  /** File name without folders, for messages. */
  name: string;
  /** The file's text, UTF-8. Size is capped by the implementation. */
  text: string;
}

export interface SaveFileRequest {
  title?: string;
  suggestedName: string;
  filters?: FileFilter[];
  /** Text content (CSV, JSON, HTML). */
  text?: string;
  /** Binary content (PDF), base64-encoded so it crosses IPC as a plain string. */
  base64?: string;
}

export interface SaveFileResult {
  saved: boolean;
  /** Where it went, when the platform knows (desktop only). */
  path?: string;
}

export interface PrintToPdfRequest {
  /** A complete, self-contained HTML document (inline CSS and SVG, no remote content). */
  html: string;
  suggestedName: string;
}

/**
 * Longest a report may take to turn into a PDF in the desktop app's hidden print window: a
 * report that hangs its renderer (or a print that never answers) is stopped after this, the
 * window closed and nothing written. The slowest shipped report takes about a second.
 */
export const PDF_TIMEOUT_SECONDS = 60;

/** Starts the error the print window's timeout sends to the page, so it can word it in the interface language. */
export const PDF_TIMED_OUT_MARK = 'HEADROOM_PDF_TIMED_OUT';

export interface HeadroomDesktopApi {
  readonly platform: 'electron';
  openFile(request: OpenFileRequest): Promise<OpenedFile | null>;
  saveFile(request: SaveFileRequest): Promise<SaveFileResult>;
  printToPdf(request: PrintToPdfRequest): Promise<SaveFileResult>;
}

/** Largest file the app reads, in bytes: scenario files are small; anything larger is refused. */
export const MAX_OPEN_FILE_BYTES = MAX_SCENARIO_FILE_BYTES;

/**
 * Largest library backup the app reads (and writes), in bytes. A backup with saved runs holds
 * each run's results (often megabytes), so it outgrows a scenario file's limit; 64 MB is read
 * whole, parsed and checked in well under a second by the desktop app and every current
 * browser's File API, and stays far from what a renderer's memory allows.
 */
export const MAX_OPEN_BACKUP_BYTES = 64 * 1024 * 1024;

/** The byte limit for a file opened as `kind`. */
export function openFileLimit(kind: OpenFileKind | undefined): number {
  return kind === 'backup' ? MAX_OPEN_BACKUP_BYTES : MAX_OPEN_FILE_BYTES;
}
