import type { SaveFileRequest } from '@shared/platform/desktop-api';
import type { PlatformSaveResult } from '../platform-bridge';
import { blobForSaveRequest } from './file-types';

/** Revoking the object URL at once can cancel a download that has not started yet. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves by handing the browser a download. The browser decides where it goes (and may ask),
 * so the result says "browser-download" rather than claiming a path.
 */
export async function saveFileInBrowser(request: SaveFileRequest): Promise<PlatformSaveResult> {
  const url = URL.createObjectURL(blobForSaveRequest(request));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = request.suggestedName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return { saved: true, reason: 'browser-download' };
}
