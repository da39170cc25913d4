/**
 * Makes every IndexedDB write fail as a full disk or a used-up quota does: the object store's
 * add and put throw the browser's QuotaExceededError. Returns the function that lifts it.
 */
import { IDBObjectStore } from 'fake-indexeddb';

export function quotaExceeded(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

export function refuseWrites(): () => void {
  const proto = IDBObjectStore.prototype as unknown as Record<'add' | 'put', unknown>;
  const original = { add: proto.add, put: proto.put };
  const refuse = () => {
    throw quotaExceeded();
  };
  proto.add = refuse;
  proto.put = refuse;
  return () => {
    proto.add = original.add;
    proto.put = original.put;
  };
}
