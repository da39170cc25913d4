import type { DraftDocument } from './draft-document';
import { browserStashStorage, clearStash, readStash } from './draft-stash';

export interface InitialDraft {
  document: DraftDocument;
  /** True when the document is a stashed draft the planner had not finished, not the version. */
  restored: boolean;
}

/**
 * What the editor opens: the scenario's current version, or the draft stashed on top of that
 * very version the last time the editor closed with unsaved edits. A draft made on an older
 * version is dropped: the scenario has moved on (restored, or edited in another window).
 */
export function initialDraft(
  scenarioId: string,
  versionId: string,
  document: DraftDocument,
): InitialDraft {
  const storage = browserStashStorage();
  const stash = readStash(storage, scenarioId);
  if (stash && stash.baseVersionId === versionId) {
    return { document: stash.document as DraftDocument, restored: true };
  }
  if (stash) clearStash(storage, scenarioId);
  return { document, restored: false };
}
