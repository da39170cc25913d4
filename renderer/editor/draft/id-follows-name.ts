/**
 * An id made from an item's name follows the name when the planner renames the item, so a
 * strategy duplicated as "All on-demand (copy)" and renamed "Reserved base" is no longer
 * "all-on-demand-copy" in files, results and the command line. An id the planner chose
 * (one that is not what the old name would give) is left alone.
 */
import { listOf, type DraftDocument } from './draft-document';
import { getIn, setIn, type FieldPath } from './json-path';
import { renameId, type RenamableKind } from './rename-id';
import { idFromName, idsOf, uniqueId } from './unique-id';

/** True when `id` is what `name` gives, possibly made unique with a "-2", "-3" ... suffix. */
export function idComesFromName(id: string, name: string, fallback: string): boolean {
  const base = idFromName(name, fallback);
  if (id === base) return true;
  return id.startsWith(`${base}-`) && /^\d+$/.test(id.slice(base.length + 1));
}

/**
 * The document after the item at `itemPath` (its list is the path without the last index)
 * was renamed from `oldName`: its id and every reference to it follow the new name when the
 * id came from the old name; otherwise the document as it is.
 */
export function idFollowingName(
  doc: DraftDocument,
  itemPath: FieldPath,
  oldName: string,
  kind: RenamableKind,
  fallback: string,
  strategyIndex = 0,
): DraftDocument {
  const item = getIn(doc, itemPath) as { id?: unknown; name?: unknown } | undefined;
  const id = item?.id;
  const name = item?.name;
  if (typeof id !== 'string' || typeof name !== 'string' || name === oldName) return doc;
  if (!idComesFromName(id, oldName, fallback)) return doc;
  if (idComesFromName(id, name, fallback)) return doc;
  const siblings = idsOf(listOf(getIn(doc, itemPath.slice(0, -1)) as unknown[] | undefined));
  const next = uniqueId(
    idFromName(name, fallback),
    siblings.filter((s) => s !== id),
  );
  if (next === id) return doc;
  const renamed = renameId(doc, kind, id, next, strategyIndex);
  const idPath = [...itemPath, 'id'];
  return getIn(renamed, idPath) === next ? renamed : setIn(renamed, idPath, next);
}
