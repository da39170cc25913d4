import type { WebContents } from 'electron';
import { isAppUrl } from './origin';

/**
 * Keeps every web page Headroom creates on the app's own origin. A link in a scenario
 * note, a dropped file or an injected script must not turn the window into a browser
 * for remote content, which would then sit next to the preload's file functions.
 */

interface Cancellable {
  preventDefault: () => void;
}

/** Navigation handler: anything off the app origin is cancelled. */
export function blockForeignNavigation(event: Cancellable, url: string): void {
  if (!isAppUrl(url)) event.preventDefault();
}

/** Headroom never opens second windows from page content (`window.open`, target=_blank). */
export function denyWindowOpen(): { action: 'deny' } {
  return { action: 'deny' };
}

/** `<webview>` is disabled in web preferences; this also refuses any attempt to attach one. */
export function blockWebviewAttach(event: Cancellable): void {
  event.preventDefault();
}

/** Applies the guards to one web contents; main.ts calls this for every one created. */
export function guardNavigation(contents: WebContents): void {
  // `will-navigate` covers the top frame, `will-frame-navigate` every frame (a stray
  // iframe included), `will-redirect` a server-side hop to somewhere else.
  contents.on('will-navigate', (event) => blockForeignNavigation(event, event.url));
  contents.on('will-frame-navigate', (event) => blockForeignNavigation(event, event.url));
  contents.on('will-redirect', (event) => blockForeignNavigation(event, event.url));
  contents.on('will-attach-webview', (event) => blockWebviewAttach(event));
  contents.setWindowOpenHandler(denyWindowOpen);
}
