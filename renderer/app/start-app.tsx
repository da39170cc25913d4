import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PlatformBridge } from '../platform/platform-bridge';
import type { PreferenceStore } from '../preferences/preference-store';
import { requestPersistentStorage } from '../storage/persistence';
import { App } from './App';
import { sessionStore, startOpeningGuard } from './opening-guard';
import { RootErrorBoundary } from './RootErrorBoundary';

export interface StartOptions {
  container: Element;
  platform: PlatformBridge;
  preferences: PreferenceStore;
  /** Asks the browser to keep the library under storage pressure; injected in tests. */
  persist?: () => Promise<boolean>;
}

/**
 * Starts the app in `container`: asks once for persistent storage (without it a browser may
 * evict a planner's library to free disk) and draws the app inside the last-resort boundary.
 */
export function startApp({ container, platform, preferences, persist = requestPersistentStorage }: StartOptions): Root {
  void persist().catch(() => false);
  // Before React listens to the address: a screen is marked before it is drawn.
  const hungPath = startOpeningGuard(sessionStore(), window.location, window);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <RootErrorBoundary>
        <App platform={platform} preferences={preferences} hungPath={hungPath} />
      </RootErrorBoundary>
    </StrictMode>,
  );
  return root;
}
