import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { changedSince, isQuotaError, useStorage, type SeenVersion } from '../app';
import type { DraftDocument } from '../draft/draft-document';
import { browserStashStorage, clearStash, writeStash } from '../draft/draft-stash';
import type { SaveStatus } from './save-status';

/** Quiet time after the last edit before it is written, as the storage's own autosave. */
export const AUTOSAVE_DELAY_MS = 800;

export interface SavedVersion {
  id: string;
  number: number;
  updatedAt: number;
}

/** A version of the scenario with its document, as stored now. */
export interface StoredVersion extends SavedVersion {
  document: DraftDocument;
}

interface Options {
  scenarioId: string;
  /** The version the editor opened. */
  version: SavedVersion;
  /** What was on screen when it opened: equal to the version, or a draft restored from the stash. */
  document: DraftDocument;
  valid: boolean;
  /** True when the editor opened a restored draft rather than the version itself. */
  startsUnsaved: boolean;
  /** The scenario's current version as stored now (it changes when another window saves). */
  current: StoredVersion | undefined;
  /** Shows `document` in the editor, with no history: the editor follows another window's save. */
  replaceDocument(document: DraftDocument): void;
}

interface Written {
  document: DraftDocument | null;
  versionNumber: number;
  at: number;
}

/** Another window saved a version this editor did not start from, while it had edits of its own. */
export interface SaveConflict {
  theirs: StoredVersion;
}

const seenOf = (v: SavedVersion): SeenVersion => ({ versionId: v.id, updatedAt: v.updatedAt });

/**
 * Autosave for the editor. Valid documents become versions through the storage's version
 * history (which coalesces a minute of edits into one version). Documents with problems are
 * never versions, so every version, and every run, is of a scenario that simulates; they are
 * stashed on this device instead and offered back when the editor opens again. `flush` writes
 * at once (before Run), and leaving the editor or the page never drops the last edit.
 *
 * The same scenario may be open in two windows (or tabs). Every save says which version it
 * was edited from, and the storage refuses it when another window has saved since. With no
 * edits of its own the editor simply follows the other window; with edits, it stops saving,
 * keeps them on this device and reports a conflict, which the planner settles: keep these
 * edits (as a new version, the other window's stays in the history) or take the other
 * window's.
 */
export function useDraftAutosave({
  scenarioId,
  version,
  document,
  valid,
  startsUnsaved,
  current,
  replaceDocument,
}: Options) {
  const { versions } = useStorage();
  const [written, setWritten] = useState<Written>(() => ({
    document: startsUnsaved ? null : document,
    versionNumber: version.number,
    at: version.updatedAt,
  }));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; storageFull: boolean } | null>(null);
  const [stashRefused, setStashRefused] = useState(false);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  /** The last version another window saved that this editor followed (for a notice). */
  const [followed, setFollowed] = useState<SavedVersion | null>(null);

  /** The stored version this editor's document is based on: saves are checked against it. */
  const seen = useRef<SeenVersion>(seenOf(version));
  /** The next save makes a new version (after a conflict, so the other window's is kept). */
  const forceNewVersion = useRef(false);
  const conflicted = useRef(false);
  const inFlight = useRef(0);
  const savedDocument = useRef<DraftDocument | null>(written.document);
  const latest = useRef({ document, valid });
  useLayoutEffect(() => {
    latest.current = { document, valid };
  });
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));

  const stash = useCallback(
    (doc: DraftDocument) =>
      writeStash(browserStashStorage(), scenarioId, {
        // Offered back on top of the version it is now based on (after a conflict: theirs).
        baseVersionId: seen.current.versionId,
        document: doc,
        stashedAt: Date.now(),
      }),
    [scenarioId],
  );

  const enterConflict = useCallback(
    (theirs: StoredVersion, doc: DraftDocument) => {
      conflicted.current = true;
      seen.current = seenOf(theirs);
      stash(doc);
      setConflict({ theirs });
    },
    [stash],
  );

  /** Writes `doc` as a version, after any write already under way. */
  const save = useCallback(
    (doc: DraftDocument): Promise<boolean> => {
      queue.current = queue.current.then(async () => {
        if (doc === savedDocument.current) return true;
        // Settling a conflict is the planner's call: until then, edits stay on this device.
        if (conflicted.current) {
          stash(doc);
          return false;
        }
        setSaving(true);
        inFlight.current++;
        try {
          const result = await versions.autosave(scenarioId, doc, {
            base: seen.current,
            newVersion: forceNewVersion.current,
          });
          if (result.status === 'invalid') return false;
          if (result.status === 'conflict') {
            const v = result.version;
            enterConflict(
              {
                id: v.id,
                number: v.number,
                updatedAt: v.updatedAt,
                document: v.document as DraftDocument,
              },
              doc,
            );
            return false;
          }
          forceNewVersion.current = false;
          savedDocument.current = doc;
          seen.current = seenOf(result.version);
          if (latest.current.document === doc) clearStash(browserStashStorage(), scenarioId);
          setFailure(null);
          setWritten({
            document: doc,
            versionNumber: result.version.number,
            at: result.version.updatedAt,
          });
          return true;
        } catch (error) {
          // The edit stays in the editor and on this device; the next edit tries again. A full
          // disk or quota is said as such: the planner can free space, and nothing is lost.
          stash(doc);
          setFailure({
            message: error instanceof Error ? error.message : String(error),
            storageFull: isQuotaError(error),
          });
          return false;
        } finally {
          inFlight.current--;
          setSaving(false);
        }
      });
      return queue.current;
    },
    [versions, scenarioId, stash, enterConflict],
  );

  /** The document of the previous render, to tell an undo back to the saved one from opening on it. */
  const previousDocument = useRef(document);
  useEffect(() => {
    const changed = previousDocument.current !== document;
    previousDocument.current = document;
    if (document === savedDocument.current) {
      // Back on the saved version (undo): what was kept for unfinished edits is out of date,
      // and must not come back as "unfinished changes" next time.
      if (changed) clearStash(browserStashStorage(), scenarioId);
      return;
    }
    const timer =
      valid && conflict === null
        ? setTimeout(() => void save(document), AUTOSAVE_DELAY_MS)
        : setTimeout(() => setStashRefused(!stash(document)), AUTOSAVE_DELAY_MS / 4);
    return () => clearTimeout(timer);
  }, [document, valid, save, stash, conflict, scenarioId]);

  // Another window saved: follow it when nothing here is unsaved, else it is a conflict. A
  // version older than the one seen is a late answer from before this editor's own save.
  useEffect(() => {
    if (current === undefined || conflicted.current || inFlight.current > 0) return;
    if (!changedSince(current, seen.current) || current.updatedAt < seen.current.updatedAt) return;
    const doc = latest.current.document;
    if (doc === savedDocument.current) {
      seen.current = seenOf(current);
      savedDocument.current = current.document;
      replaceDocument(current.document);
      setWritten({
        document: current.document,
        versionNumber: current.number,
        at: current.updatedAt,
      });
      setFollowed(current);
    } else {
      enterConflict(current, doc);
    }
  }, [current, saving, replaceDocument, enterConflict]);

  // Leaving the editor: write what is unsaved (a version if valid, else the stash).
  useEffect(
    () => () => {
      const { document: doc, valid: ok } = latest.current;
      if (doc === savedDocument.current) return;
      if (ok && !conflicted.current) void save(doc);
      else stash(doc);
    },
    [save, stash],
  );

  // Closing or reloading the page cannot wait for IndexedDB: stash what is unsaved, so the
  // editor offers it back next time (and saves it then, if it is valid).
  useEffect(() => {
    const onPageHide = () => {
      const { document: doc } = latest.current;
      if (doc !== savedDocument.current) stash(doc);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [stash]);

  /** Saves now; true when the document on screen is the scenario's current version. */
  const flush = useCallback(async (): Promise<boolean> => {
    const { document: doc, valid: ok } = latest.current;
    if (!ok) return false;
    return save(doc);
  }, [save]);

  /** Settles a conflict for this window's edits: they become the newest version. */
  const keepMine = useCallback(async (): Promise<boolean> => {
    conflicted.current = false;
    forceNewVersion.current = true;
    setConflict(null);
    const { document: doc, valid: ok } = latest.current;
    return ok ? save(doc) : false;
  }, [save]);

  /** Settles a conflict for the other window: its version comes on screen; these edits go. */
  const takeTheirs = useCallback(() => {
    if (conflict === null) return;
    const { theirs } = conflict;
    conflicted.current = false;
    seen.current = seenOf(theirs);
    savedDocument.current = theirs.document;
    clearStash(browserStashStorage(), scenarioId);
    replaceDocument(theirs.document);
    setWritten({ document: theirs.document, versionNumber: theirs.number, at: theirs.updatedAt });
    setConflict(null);
  }, [conflict, scenarioId, replaceDocument]);

  let status: SaveStatus;
  if (conflict !== null) {
    status = { state: 'conflict' };
  } else if (document === written.document) {
    status = { state: 'saved', versionNumber: written.versionNumber, at: written.at };
  } else if (!valid) {
    status = { state: 'invalid', stashed: !stashRefused };
  } else if (failure !== null) {
    status = { state: 'error', message: failure.message, storageFull: failure.storageFull };
  } else {
    status = saving ? { state: 'saving' } : { state: 'pending' };
  }

  /** Throws away a restored draft: the stash goes, and the editor shows the version again. */
  const discardStash = useCallback(
    () => clearStash(browserStashStorage(), scenarioId),
    [scenarioId],
  );

  return {
    status,
    flush,
    discardStash,
    conflict,
    keepMine,
    takeTheirs,
    followed,
    dismissFollowed: () => setFollowed(null),
  };
}
