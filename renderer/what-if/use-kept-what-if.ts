import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scenario } from '@shared/scenario';
import { useFormat } from '../i18n/use-format';
import { readRunAnalyses, useLatestRun, type KeptWhatIf, type RunRecord } from '../storage';
import { useWhatIfChangeWords } from './what-if-change-words';

export interface KeptWhatIfState {
  /** The saved run of this very version, which a kept what-if goes with (null: none yet). */
  run: RunRecord | null;
  kept: KeptWhatIf | undefined;
  /** "In the report: the what-if kept <date>: <changes>." when one is kept. */
  line: string | null;
}

/** The what-if the report of this version's results holds, and the run it is kept with. */
export function useKeptWhatIf(scenarioId: string, versionId: string, base: Scenario): KeptWhatIfState {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useWhatIfChangeWords(base);
  const latest = useLatestRun(scenarioId);
  // Only a run of this very version: the what-if's baseline is its document on its seeds.
  const run = latest?.run && latest.run.versionId === versionId ? latest.run : null;
  // Read once per saved run, not on every what-if move: checking the run's analyses against
  // their schemas took tens of milliseconds of each move's redraw on the chat example.
  const kept = useMemo(() => (run ? readRunAnalyses(run).whatIf : undefined), [run]);
  const line = useMemo(
    () =>
      kept
        ? t('whatIfReport.keep.kept', {
            date: format.dateTime(kept.computedAt),
            changes: words(kept.options).join('; ') || t('whatIfReport.changes.none'),
          })
        : null,
    [kept, t, format, words],
  );
  return useMemo(() => ({ run, kept, line }), [run, kept, line]);
}
