/**
 * Asks the browser to keep this origin's data under storage pressure. Without it IndexedDB
 * is "best effort" and a browser may evict a planner's scenarios to free disk. Electron and
 * installed apps usually grant it silently; a plain web page may be refused. Never throws.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
