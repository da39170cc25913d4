import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NOT_UTF8_MESSAGE, type ScenarioIssue } from '@shared/scenario';
import { issueText } from '../editor/validation/issue-text';
import { useFormat } from '../i18n/use-format';
import { useIssueWording } from '../results/use-issue-wording';

/**
 * Problems with a file as a whole (not JSON, too large, a newer format, not a backup, a
 * damaged backup's references), which the editor's field messages do not cover.
 */
export const FILE_ISSUE_KEYS = [
  'notJson',
  'fileTooLarge',
  'notObject',
  'badSchemaVersion',
  'newerScenario',
  'noUpgrade',
  'notBackup',
  'backupIsScenarioFile',
  'backupNewerFormat',
  'backupTooLarge',
  'backupVersionIdTwice',
  'backupVersionNumberTwice',
  'backupNoSuchVersion',
  'backupRunIdTwice',
] as const;
export type FileIssueKey = (typeof FILE_ISSUE_KEYS)[number];

function isFileIssueKey(value: unknown): value is FileIssueKey {
  return (FILE_ISSUE_KEYS as readonly unknown[]).includes(value);
}

/**
 * The scenario format's file-level messages (shared/scenario: validate.ts, migrate.ts,
 * file-bytes.ts) carry no key: they are recognised by their fixed English wording, which the
 * unit tests pin by feeding real files through the real parser.
 */
const SCENARIO_FILE_MESSAGES: readonly [RegExp, FileIssueKey][] = [
  [/^not valid JSON/, 'notJson'],
  [/^the file is (?:[\d.]+ MB, )?larger than ([\d.]+) MB/, 'fileTooLarge'],
  [/^a scenario must be a JSON object/, 'notObject'],
  [/^expected a whole number from 1 up \(the scenario format version\)/, 'badSchemaVersion'],
  [/^this file is format (\d+), newer than this Headroom reads \((\d+)\)/, 'newerScenario'],
  [/^no upgrade from format (\d+)/, 'noUpgrade'],
];

/** A file-level problem's message key and values, or null for a field's problem. */
export function fileIssueText(
  issue: ScenarioIssue,
): { key: FileIssueKey; values: Record<string, number> } | null {
  const key = issue.params?.key;
  if (isFileIssueKey(key)) {
    const values: Record<string, number> = {};
    for (const [name, value] of Object.entries(issue.params ?? {}))
      if (typeof value === 'number') values[name] = value;
    return { key, values };
  }
  if (issue.code !== undefined) return null;
  for (const [pattern, fileKey] of SCENARIO_FILE_MESSAGES) {
    const match = pattern.exec(issue.message);
    if (!match) continue;
    if (fileKey === 'fileTooLarge') return { key: fileKey, values: { limitMb: Number(match[1]) } };
    if (fileKey === 'newerScenario')
      return { key: fileKey, values: { version: Number(match[1]), current: Number(match[2]) } };
    if (fileKey === 'noUpgrade') return { key: fileKey, values: { version: Number(match[1]) } };
    return { key: fileKey, values: {} };
  }
  return null;
}

export type EncodingProblem = 'utf16' | 'utf32' | 'notUtf8';

/** Which encoding refusal an open error carries (its message ends with file-bytes.ts's words). */
export function encodingProblem(message: string): EncodingProblem | null {
  if (message.includes(NOT_UTF8_MESSAGE)) return 'notUtf8';
  if (/the file is in UTF-16/.test(message)) return 'utf16';
  if (/the file is in UTF-32/.test(message)) return 'utf32';
  return null;
}

/** Beyond this a number is written as 1.0E300, not as three hundred digits. */
const HUGE = 1e12;

/**
 * A hostile file's numbers (perDay: 1e300) come back in its issues' values: written whole,
 * one would fill the dialog with digits. Such values go in as short scientific text.
 */
function readableNumbers(issue: ScenarioIssue): ScenarioIssue {
  const params = issue.params;
  if (!params || !Object.values(params).some((v) => typeof v === 'number' && Math.abs(v) >= HUGE))
    return issue;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params))
    out[name] =
      typeof value === 'number' && Math.abs(value) >= HUGE
        ? value.toExponential(1).toUpperCase()
        : value;
  return { ...issue, params: out };
}

export interface WordedIssue {
  text: string;
  /** True when no translation exists and the checker's English message is shown. */
  english: boolean;
}

/**
 * Words an import or restore problem in the interface language: file-level problems with
 * their own messages, field problems with the editor's; only an issue neither knows keeps
 * the checker's English (and the dialog says so).
 */
export function useImportIssueWording(): (issue: ScenarioIssue) => WordedIssue {
  const { t } = useTranslation();
  const format = useFormat();
  const fieldWording = useIssueWording(undefined);
  return useCallback(
    (issue: ScenarioIssue) => {
      const file = fileIssueText(issue);
      if (file) {
        const values: Record<string, string> = {};
        for (const [name, value] of Object.entries(file.values))
          values[name] = format.number(value);
        // Values vary by key, which defeats i18next's per-key typing; FileIssueKey still checks the key.
        const translate = t as unknown as (
          key: `importIssues.file.${FileIssueKey}`,
          options: Record<string, string>,
        ) => string;
        return { text: translate(`importIssues.file.${file.key}`, values), english: false };
      }
      return { text: fieldWording(readableNumbers(issue)), english: 'raw' in issueText(issue) };
    },
    [t, format, fieldWording],
  );
}
