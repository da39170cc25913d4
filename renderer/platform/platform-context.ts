import { createContext, useContext } from 'react';
import type { PlatformBridge } from './platform-bridge';

export const PlatformContext = createContext<PlatformBridge | null>(null);

/** The platform bridge (desktop or web) for opening, saving and printing files. */
export function usePlatform(): PlatformBridge {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside a PlatformContext provider.');
  return platform;
}
