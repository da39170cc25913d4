import type { PrintToPdfRequest } from '@shared/platform/desktop-api';
import type { PlatformSaveResult } from '../platform-bridge';
import { titleForPdfName } from './file-types';

/**
 * A browser cannot write a PDF by itself. The honest web equivalent: load the report into a
 * hidden iframe and open the print dialog, where the user can choose "Save as PDF". The
 * result never claims a PDF was saved, because the page cannot know.
 *
 * The iframe is sandboxed without scripts (the report is static HTML and SVG), with
 * same-origin so this page may call print() on it, and modals so print() is allowed.
 */
export function printHtmlInBrowser(request: PrintToPdfRequest): Promise<PlatformSaveResult> {
  return new Promise<PlatformSaveResult>((resolve) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-same-origin allow-modals');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    Object.assign(frame.style, {
      position: 'fixed',
      right: '0',
      bottom: '0',
      width: '0',
      height: '0',
      border: '0',
    });

    frame.addEventListener(
      'load',
      () => {
        const view = frame.contentWindow;
        if (!view) {
          frame.remove();
          resolve({ saved: false, reason: 'print-unavailable' });
          return;
        }
        // Chromium suggests the document title as the PDF file name.
        view.document.title = titleForPdfName(request.suggestedName);
        // Removed only after printing: removing it earlier cancels a dialog that is still open.
        view.addEventListener('afterprint', () => frame.remove(), { once: true });
        try {
          view.focus();
          view.print();
          resolve({ saved: false, reason: 'print-dialog' });
        } catch {
          frame.remove();
          resolve({ saved: false, reason: 'print-unavailable' });
        }
      },
      { once: true },
    );

    frame.srcdoc = request.html;
    document.body.append(frame);
  });
}
