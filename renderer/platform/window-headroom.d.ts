// The desktop app's preload exposes its API as `window.headroom`; on the web it is absent.
import type { HeadroomDesktopApi } from '@shared/platform/desktop-api';

declare global {
  interface Window {
    readonly headroom?: HeadroomDesktopApi;
  }
}

export {};
