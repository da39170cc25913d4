import { createContext, useContext } from 'react';
import { getAppStorage, type HeadroomStorage } from './storage';

/**
 * Lets a subtree (a test, a storybook-like preview) use another database:
 * `<StorageContext value={createStorage(db)}>`. Without a provider, hooks use the app's.
 */
export const StorageContext = createContext<HeadroomStorage | null>(null);

export function useStorage(): HeadroomStorage {
  return useContext(StorageContext) ?? getAppStorage();
}
