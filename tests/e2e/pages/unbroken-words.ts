import { reportWords } from '@headroom/renderer/report/report-words';

/**
 * The words of `texts` (Chinese words of two characters or more, as the report wraps them) that
 * no line of a `pdftotext -layout` page holds whole: a narrow column broke inside them ("占" at
 * the end of one line and "比" on the next). Empty when every word sits on one line.
 */
export function wordsBrokenAcrossLines(layoutText: string, texts: readonly string[]): string[] {
  const lines = layoutText.split('\n');
  const words = texts.flatMap((text) => reportWords(text, 'zh-CN')).filter((w) => /^\p{Script=Han}{2,}$/u.test(w));
  return [...new Set(words)].filter((w) => !lines.some((line) => line.includes(w)));
}
