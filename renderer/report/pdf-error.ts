import { PDF_TIMED_OUT_MARK } from '@shared/platform/desktop-api';

/**
 * Whether a failed PDF export is the print window's timeout (electron/main/pdf.ts): its error
 * crosses IPC as text ("Error invoking remote method …: Error: HEADROOM_PDF_TIMED_OUT: …"),
 * so it is recognised by its mark and worded in the interface language.
 */
export function isPdfTimeout(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes(PDF_TIMED_OUT_MARK);
}
