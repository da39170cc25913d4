import type { DraftDocument } from '../draft/draft-document';
import { getIn } from '../draft/json-path';

const ITEM_PATTERNS: readonly [RegExp, (item: Record<string, unknown>) => unknown][] = [
  [/^workloads\[(\d+)\]/, (item) => item.name],
  [/^strategies\[(\d+)\]/, (item) => item.name],
  [/^phases\[(\d+)\]/, (item) => item.name],
  [/^catalog\.gpus\[(\d+)\]/, (item) => item.name],
  [
    /^catalog\.offers\[(\d+)\]/,
    (item) =>
      [item.provider, item.instanceType]
        .filter((part) => typeof part === 'string' && part !== '')
        .join(' '),
  ],
];

/**
 * The name of the workload, strategy, phase, GPU or offer a field path is inside, for the
 * list of issues ("Fine-tune" rather than "workloads[0]"); undefined for top-level fields.
 */
export function issueItemLabel(document: DraftDocument, path: string): string | undefined {
  for (const [pattern, name] of ITEM_PATTERNS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const listPath = match[0].replace(/\[\d+\]$/, '').split('.');
    const item = getIn(document, [...listPath, Number(match[1])]);
    if (typeof item !== 'object' || item === null) return undefined;
    const label = name(item as Record<string, unknown>);
    return typeof label === 'string' && label.trim() !== '' ? label : undefined;
  }
  return undefined;
}
