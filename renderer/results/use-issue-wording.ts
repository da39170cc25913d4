import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioIssue } from '@shared/scenario';
import { issueText, type IssueMessageKey } from '../editor/validation/issue-text';
import { useFormat } from '../i18n/use-format';

const THINGS = ['gpu', 'offer', 'phase', 'workload', 'strategy', 'pool'] as const;
type Thing = (typeof THINGS)[number];

function isThing(value: unknown): value is Thing {
  return (THINGS as readonly unknown[]).includes(value);
}

interface Named {
  id?: unknown;
  name?: unknown;
}

/** The name of the item with this id in a list that may be anything (the document is suspect). */
function nameIn(list: unknown, id: string): string | undefined {
  if (!Array.isArray(list)) return undefined;
  const item = (list as Named[]).find((entry) => entry?.id === id);
  return typeof item?.name === 'string' && item.name !== '' ? item.name : undefined;
}

/**
 * Words a validation issue in the interface language with the editor's messages (the same
 * words the planner sees beside the field there), naming workloads and strategies by name.
 */
export function useIssueWording(document: unknown): (issue: ScenarioIssue) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback(
    (issue: ScenarioIssue) => {
      const text = issueText(issue);
      if ('raw' in text) return text.raw;
      const values: Record<string, string> = {};
      for (const [name, value] of Object.entries(text.values))
        values[name] = typeof value === 'number' ? format.number(value) : value;
      const doc = (document ?? {}) as { workloads?: unknown; strategies?: unknown };
      if (typeof text.values.workload === 'string')
        values.workload = nameIn(doc.workloads, text.values.workload) ?? text.values.workload;
      if (typeof text.values.strategy === 'string')
        values.strategy = nameIn(doc.strategies, text.values.strategy) ?? text.values.strategy;
      if (isThing(text.values.kind)) values.thing = t(`editor.issues.things.${text.values.kind}`);
      // Values vary by issue, which defeats i18next's per-key typing; IssueMessageKey still
      // checks the key (the editor words its issues the same way).
      const translate = t as unknown as (
        key: `editor.issues.${IssueMessageKey}`,
        options: Record<string, string>,
      ) => string;
      return translate(`editor.issues.${text.key}`, values);
    },
    [document, format, t],
  );
}
