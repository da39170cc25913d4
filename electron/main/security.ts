import type { WebPreferences } from 'electron';

/** One policy for the header and the page's meta tag (see shared/platform/content-security-policy.ts). */
export { CONTENT_SECURITY_POLICY } from '@shared/platform/content-security-policy';

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
