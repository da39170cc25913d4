import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStorage } from '../app';
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

interface Options {
  scenarioId: string;
  /** The version the editor opened. */
  version: SavedVersion;
  /** What was on screen when it opened: equal to the version, or a draft restored from the stash. */
  document: DraftDocument;
  valid: boolean;
  /** True when the editor opened a restored draft rather than the version itself. */
  startsUnsaved: boolean;
}

interface Written {
  document: DraftDocument | null;
  versionNumber: number;
  at: number;
}

/**
 * Autosave for the editor. Valid documents become versions through the storage's version
 * history (which coalesces a minute of edits into one version). Documents with problems are
 * never versions, so every version, and every run, is of a scenario that simulates; they are
 * stashed on this device instead and offered back when the editor opens again. `flush` writes
 * at once (before Run), and leaving the editor or the page never drops the last edit.
 */
export function useDraftAutosave({ scenarioId, version, document, valid, startsUnsaved }: Options) {
  const { versions } = useStorage();
  const [written, setWritten] = useState<Written>(() => ({
    document: startsUnsaved ? null : document,
    versionNumber: version.number,
    at: version.updatedAt,
  }));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [stashRefused, setStashRefused] = useState(false);

  const versionId = useRef(version.id);
  const savedDocument = useRef<DraftDocument | null>(written.document);
  const latest = useRef({ document, valid });
  useLayoutEffect(() => {
    latest.current = { document, valid };
  });
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));

  const stash = useCallback(
    (doc: DraftDocument) =>
      writeStash(browserStashStorage(), scenarioId, {
        baseVersionId: versionId.current,
        document: doc,
        stashedAt: Date.now(),
      }),
    [scenarioId],
  );

  /** Writes `doc` as a version, after any write already under way. */
  const save = useCallback(
    (doc: DraftDocument): Promise<boolean> => {
      queue.current = queue.current.then(async () => {
        if (doc === savedDocument.current) return true;
        setSaving(true);
        try {
          const result = await versions.autosave(scenarioId, doc);
          if (result.status === 'invalid') return false;
          savedDocument.current = doc;
          versionId.current = result.version.id;
          if (latest.current.document === doc) clearStash(browserStashStorage(), scenarioId);
          setFailure(null);
          setWritten({
            document: doc,
            versionNumber: result.version.number,
            at: result.version.updatedAt,
          });
          return true;
        } catch (error) {
          // The edit stays in the editor and on this device; the next edit tries again.
          stash(doc);
          setFailure(error instanceof Error ? error.message : String(error));
          return false;
        } finally {
          setSaving(false);
        }
      });
      return queue.current;
    },
    [versions, scenarioId, stash],
  );

  useEffect(() => {
    if (document === savedDocument.current) return;
    const timer = valid
      ? setTimeout(() => void save(document), AUTOSAVE_DELAY_MS)
      : setTimeout(() => setStashRefused(!stash(document)), AUTOSAVE_DELAY_MS / 4);
    return () => clearTimeout(timer);
  }, [document, valid, save, stash]);

  // Leaving the editor: write what is unsaved (a version if valid, else the stash).
  useEffect(
    () => () => {
      const { document: doc, valid: ok } = latest.current;
      if (doc === savedDocument.current) return;
      if (ok) void save(doc);
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

  let status: SaveStatus;
  if (document === written.document) {
    status = { state: 'saved', versionNumber: written.versionNumber, at: written.at };
  } else if (!valid) {
    status = { state: 'invalid', stashed: !stashRefused };
  } else if (failure !== null) {
    status = { state: 'error', message: failure };
  } else {
    status = saving ? { state: 'saving' } : { state: 'pending' };
  }

  /** Throws away a restored draft: the stash goes, and the editor shows the version again. */
  const discardStash = useCallback(
    () => clearStash(browserStashStorage(), scenarioId),
    [scenarioId],
  );

  return { status, flush, discardStash };
}
