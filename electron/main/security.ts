import type { WebPreferences } from 'electron';

/**
 * The Content-Security-Policy sent with every page of the app. Only the app's own files
 * may run or be fetched; nothing remote can load even if a scenario file carried a URL.
 * 'unsafe-inline' styles are the one concession: MUI (emotion) injects <style> tags at
 * runtime. Workers may come from blob: because bundlers can wrap worker code that way.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Web preferences for Headroom's window: the page is treated as untrusted web content
 * that can reach the system only through the preload's named functions.
 */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    // Spellcheck would send typed words to a dictionary service on some platforms and
    // adds nothing to number-heavy forms.
    spellcheck: false,
    experimentalFeatures: false,
  };
}
