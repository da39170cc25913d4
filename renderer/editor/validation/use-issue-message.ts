import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioIssue } from '@shared/scenario';
import { useFormat } from '../app';
import type { Messages } from '../app';
import { useDraftStore } from '../draft/draft-context';
import { listOf } from '../draft/draft-document';
import { issueText, type IssueMessageKey } from './issue-text';

/** Compile-time check that every message key the issue wording can produce has a text. */
type Covered = IssueMessageKey extends keyof Messages['editor']['issues'] ? true : never;
export const ISSUE_KEYS_COVERED: Covered = true;

const THINGS = ['gpu', 'offer', 'phase', 'workload', 'strategy', 'pool'] as const;
type Thing = (typeof THINGS)[number];

function isThing(value: unknown): value is Thing {
  return (THINGS as readonly unknown[]).includes(value);
}

/**
 * Words a validation issue in the interface language: numbers formatted for the language,
 * workloads and strategies called by their names rather than their ids.
 */
export function useIssueMessage(): (issue: ScenarioIssue) => string {
  const { t } = useTranslation();
  const format = useFormat();
  // Names are looked up when a message is worded, without subscribing to the whole document.
  const store = useDraftStore();

  return useCallback(
    (issue: ScenarioIssue) => {
      const text = issueText(issue);
      if ('raw' in text) return text.raw;
      const values: Record<string, string> = {};
      for (const [name, value] of Object.entries(text.values)) {
        values[name] = typeof value === 'number' ? format.number(value) : value;
      }
      const document = store.getState().history.present;
      if (typeof text.values.workload === 'string') {
        const workload = listOf(document.workloads).find((w) => w.id === text.values.workload);
        if (workload?.name) values.workload = workload.name;
      }
      if (typeof text.values.strategy === 'string') {
        const strategy = listOf(document.strategies).find((s) => s.id === text.values.strategy);
        if (strategy?.name) values.strategy = strategy.name;
      }
      const kind = text.values.kind;
      if (isThing(kind)) values.thing = t(`editor.issues.things.${kind}`);
      // The values vary by issue (some carry a `count`-free set of names), which defeats
      // i18next's per-key typing; the key itself is checked by IssueMessageKey.
      const translate = t as unknown as (
        key: `editor.issues.${IssueMessageKey}`,
        options: Record<string, string>,
      ) => string;
      return translate(`editor.issues.${text.key}`, values);
    },
    [t, format, store],
  );
}
