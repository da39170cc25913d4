import type { HeadroomDesktopApi } from '@shared/platform/desktop-api';
import type { PlatformBridge } from './platform-bridge';

/** Checks the shape, not just presence: a half-loaded or foreign global must not be trusted. */
export function isDesktopApi(candidate: unknown): candidate is HeadroomDesktopApi {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const api = candidate as Record<string, unknown>;
  return (
    api.platform === 'electron' &&
    typeof api.openFile === 'function' &&
    typeof api.saveFile === 'function' &&
    typeof api.printToPdf === 'function'
  );
}

/**
 * The desktop API when the preload provided one, else the web implementation. The web
 * one is built lazily so the desktop app never creates it.
 */
export function selectPlatform(
  desktopApi: unknown,
  createWebPlatform: () => PlatformBridge,
): PlatformBridge {
  return isDesktopApi(desktopApi) ? desktopApi : createWebPlatform();
}
