import type {
  OpenFileRequest,
  OpenedFile,
  PrintToPdfRequest,
  SaveFileRequest,
  SaveFileResult,
} from '@shared/platform/desktop-api';

export type PlatformKind = 'electron' | 'web';

/**
 * Why a save went the way it did, when the platform cannot simply say "saved to <path>":
 * - browser-download: handed to the browser as a download; where it lands is the browser's call.
 * - print-dialog: the browser's print dialog was opened; the user may or may not save a PDF.
 * - print-unavailable: this browser could not open a print dialog for the report.
 */
export type SaveOutcomeReason = 'browser-download' | 'print-dialog' | 'print-unavailable';

export interface PlatformSaveResult extends SaveFileResult {
  reason?: SaveOutcomeReason;
}

/**
 * What screens use to reach files and PDF output: the desktop API (`window.headroom`,
 * typed in @shared/platform/desktop-api) or the web implementation with the same calls.
 * The desktop API satisfies this interface as it is; the web one adds `reason` so a
 * screen can tell the user honestly what happened.
 */
export interface PlatformBridge {
  readonly platform: PlatformKind;
  /** Resolves null when the user cancels. Rejects with FileTooLargeError past MAX_OPEN_FILE_BYTES. */
  openFile(request: OpenFileRequest): Promise<OpenedFile | null>;
  saveFile(request: SaveFileRequest): Promise<PlatformSaveResult>;
  printToPdf(request: PrintToPdfRequest): Promise<PlatformSaveResult>;
}
