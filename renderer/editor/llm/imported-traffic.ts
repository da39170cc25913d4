/**
 * An imported traffic file applied to an inference workload as one edit (one undo step): the
 * curves and growth (and a replayed history, or dropping one), and for a workload planned in tokens the request log's size classes with
 * where they came from.
 */
import type { DraftDocument } from '../draft/draft-document';
import { getIn, setIn } from '../draft/json-path';
import type { ImportedSizeMix, TrafficCurveValue } from '../app';
import { llmPath } from './size-class-edits';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The log's classes and arrival dispersion as the import made them (shared/llm/imported-size-mix:
 * the command line stores the same figures). A per-class profile keeps the rates of classes whose names it
 * still finds; a class it has no rate for is left for the planner (validation names it).
 */
export function withSizeMix(doc: DraftDocument, index: number, mix: ImportedSizeMix): DraftDocument {
  const path = llmPath(index);
  const llm = getIn(doc, path);
  if (typeof llm !== 'object' || llm === null) return doc;
  const classes = mix.classes.map((c) => ({ ...c }));
  const names = new Set(classes.map((c) => c.name));
  const profiles = getIn(llm, ['profiles']);
  const keptProfiles = Array.isArray(profiles)
    ? profiles.map((p: unknown) => {
        const rates = getIn(p, ['profile', 'rates']);
        if (getIn(p, ['profile', 'kind']) !== 'ratePerClass' || !Array.isArray(rates)) return p;
        return setIn(p, ['profile', 'rates'], rates.filter((r: unknown) => names.has(getIn(r, ['className']) as string)));
      })
    : profiles;
  const next: Record<string, unknown> = { ...record(llm), sizeClasses: classes, profiles: keptProfiles, source: mix.source.slice(0, 500) };
  // The log's burstiness replaces the one stored; a log too short to measure leaves Poisson arrivals.
  if (mix.arrivalDispersion === undefined) delete next.arrivalDispersion;
  else next.arrivalDispersion = mix.arrivalDispersion;
  return setIn(doc, path, next);
}

export function withImportedTraffic(doc: DraftDocument, index: number, next: TrafficCurveValue): DraftDocument {
  const { sizeMix, replay, ...curve } = next;
  const trafficPath = ['workloads', index, 'traffic'];
  const updated: Record<string, unknown> = { ...record(getIn(doc, trafficPath)), ...curve };
  if (curve.weekend === undefined) delete updated.weekend;
  // An import as curves drops a replayed history; other edits (replay undefined) leave it as it is.
  if (replay === null) delete updated.replay;
  else if (replay !== undefined) updated.replay = replay;
  const withCurve = setIn(doc, trafficPath, updated);
  return sizeMix ? withSizeMix(withCurve, index, sizeMix) : withCurve;
}
