import type { TFunction } from 'i18next';
import { MAX_TRACE_SAMPLES, parseSpotTraceText, type SpotTraceProblem } from '@shared/scenario';

/** Samples every 10 minutes, as in the published AWS traces: the default when a file has no interval. */
export const DEFAULT_TRACE_GAP_SECONDS = 600;

export type TraceFromFile =
  { ok: true; model: Record<string, unknown> } | { ok: false; message: string };

/** "us-west-2a_v100_1.json" -> "us-west-2a_v100_1". */
export function traceNameOf(fileName: string): string {
  return (fileName.split(/[\\/]/).pop() ?? fileName)
    .replace(/\.(json|csv|txt)$/i, '')
    .slice(0, 200);
}

/**
 * A spot pool's "measured trace" interruption model from a picked file, or why the file was
 * refused (the document is then left as it was). A file without its own interval keeps the
 * one the pool had, else 600 s.
 */
export function traceFromFile(
  file: { name: string; text: string },
  previousGapSeconds: number | null,
  t: TFunction,
): TraceFromFile {
  const parsed = parseSpotTraceText(file.text);
  if (!parsed.ok) return { ok: false, message: problemText(parsed, file.name, t) };
  return {
    ok: true,
    model: {
      model: 'trace',
      name: traceNameOf(file.name),
      gapSeconds: parsed.gapSeconds ?? previousGapSeconds ?? DEFAULT_TRACE_GAP_SECONDS,
      unavailable: parsed.unavailable,
      randomStart: true,
    },
  };
}

function problemText(problem: SpotTraceProblem, file: string, t: TFunction): string {
  switch (problem.problem) {
    case 'empty':
      return t('editor.spot.traceProblems.empty', { file });
    case 'tooMany':
      return t('editor.spot.traceProblems.tooMany', {
        file,
        count: problem.count.toLocaleString('en-US'),
        max: MAX_TRACE_SAMPLES.toLocaleString('en-US'),
      });
    case 'badSample':
      return t('editor.spot.traceProblems.badSample', {
        file,
        number: problem.index + 1,
        value: problem.value,
      });
    case 'badGap':
      return t('editor.spot.traceProblems.badGap', { file, value: problem.value });
    case 'unknownJson':
      return t('editor.spot.traceProblems.unknownJson', { file });
  }
}
