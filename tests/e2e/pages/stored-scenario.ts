import type { Page } from '@playwright/test';

/** The parts of a stored scenario document these tests change. */
export interface DocumentEdit {
  /** Sets an offer's on-demand price per hour. */
  onDemandPrice?: { offerId: string; perHour: number };
  /** Sets the number of seeded runs per strategy. */
  runs?: number;
}

/**
 * Saves an edited copy of a scenario's current document as its next version, straight in
 * IndexedDB, as an autosaved edit would. Stands in for the editor's forms (tested on their
 * own) so that this suite only depends on the results screen. The page must be reloaded to
 * see the change, since the app's live queries only watch writes made through Dexie.
 */
export async function saveEditedVersion(
  page: Page,
  scenarioId: string,
  edit: DocumentEdit,
): Promise<void> {
  await page.evaluate(
    async ({ scenarioId, edit }) => {
      const request = indexedDB.open('headroom');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction(['scenarios', 'versions'], 'readwrite');
      const get = <T>(store: string, key: string) =>
        new Promise<T>((resolve, reject) => {
          const r = tx.objectStore(store).get(key);
          r.onsuccess = () => resolve(r.result as T);
          r.onerror = () => reject(r.error);
        });
      interface Doc {
        catalog: { offers: { id: string; prices: { onDemand?: { perHour: number } } }[] };
        simulation: { runs: number };
      }
      type Version = { id: string; number: number; document: Doc };
      const scenario = await get<{ currentVersionId: string } & Record<string, unknown>>(
        'scenarios',
        scenarioId,
      );
      const current = await get<Version>('versions', scenario.currentVersionId);
      const document = structuredClone(current.document);
      if (edit.onDemandPrice) {
        const offer = document.catalog.offers.find((o) => o.id === edit.onDemandPrice?.offerId);
        if (!offer?.prices.onDemand) throw new Error('no such offer with an on-demand price');
        offer.prices.onDemand.perHour = edit.onDemandPrice.perHour;
      }
      if (edit.runs !== undefined) document.simulation.runs = edit.runs;
      const now = Date.now();
      const id = `e2e-${now}-${Math.random().toString(36).slice(2)}`;
      tx.objectStore('versions').put({
        ...current,
        id,
        number: current.number + 1,
        createdAt: now,
        updatedAt: now,
        origin: 'edit',
        note: null,
        document,
      });
      tx.objectStore('scenarios').put({ ...scenario, currentVersionId: id, updatedAt: now });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { scenarioId, edit },
  );
}
