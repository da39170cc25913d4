/**
 * Whether a failed save failed because the browser or the operating system refused to store
 * more (the disk is full, or the site's storage quota is used up). Such a refusal reaches the
 * app in many wrappings: a DOMException from IndexedDB or localStorage, Dexie's
 * QuotaExceededError, an AbortError whose `inner` is the quota error (the transaction was
 * aborted because of it), a BulkError listing it among its `failures`, or an Error `cause`.
 */

/** Names browsers give the refusal: the standard one, and older Firefox's. */
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED', 'QUOTA_EXCEEDED_ERR']);
/** Legacy DOMException codes: 22 (QUOTA_EXCEEDED_ERR), and 1014 in older Firefox. */
const QUOTA_CODES = new Set([22, 1014]);
/** Wrappings are shallow in practice; the bound keeps a cyclic or hostile error from looping. */
const MAX_DEPTH = 6;

function nested(error: object): unknown[] {
  const record = error as Record<string, unknown>;
  const out: unknown[] = [record.inner, record.cause];
  if (Array.isArray(record.failures)) out.push(...record.failures.slice(0, 20));
  return out.filter((value) => value !== undefined && value !== null);
}

export function isQuotaError(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  if (typeof name === 'string' && QUOTA_NAMES.has(name)) return true;
  const isDomException = typeof DOMException !== 'undefined' && error instanceof DOMException;
  if (isDomException && typeof code === 'number' && QUOTA_CODES.has(code)) return true;
  return nested(error).some((inner) => isQuotaError(inner, depth + 1));
}
