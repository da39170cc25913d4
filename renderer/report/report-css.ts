import type { PaperSize } from './report-data';

/**
 * A CSS string literal holding any text: every character outside plain letters, digits and
 * a few safe marks is written as a CSS escape, so a scenario name can neither end the
 * string, nor the <style> element, nor the rule it sits in.
 */
export function cssString(text: string): string {
  let out = '"';
  for (const ch of text) {
    out += /[\p{L}\p{N} .,:()·–—-]/u.test(ch) ? ch : `\\${ch.codePointAt(0)!.toString(16)} `;
  }
  return `${out}"`;
}

/**
 * "Page {{page}} of {{pages}}" as a CSS content value: the text around the placeholders as
 * strings, the placeholders as the page counters.
 */
export function pageCounterContent(template: string): string {
  return template
    .split(/(\{\{page\}\}|\{\{pages\}\})/)
    .filter((part) => part !== '')
    .map((part) =>
      part === '{{page}}'
        ? 'counter(page)'
        : part === '{{pages}}'
          ? 'counter(pages)'
          : cssString(part),
    )
    .join(' ');
}

export interface PageTexts {
  /** Top left of every page: the scenario name. */
  header: string;
  /** Top right of every page: when the report was made. */
  generated: string;
  /** Bottom of every page, with {{page}} and {{pages}}. */
  footer: string;
}

/**
 * Latin fonts first (their punctuation is proportional: a CJK font's ’ is full width), then
 * CJK fonts of each system for the Chinese characters, which the Latin ones lack.
 */
const FONT_STACK =
  '"Segoe UI", "Helvetica Neue", Arial, "Liberation Sans", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", sans-serif';

/**
 * The report's whole stylesheet, for the report view and for the saved document alike:
 * the page box (A4 or Letter) with the scenario name, the date and "page N of M" in its
 * margins, and rules that keep every table row, chart and figure whole on one page.
 */
export function reportCss(paper: PaperSize, texts: PageTexts): string {
  const size = paper === 'letter' ? 'letter' : 'A4';
  const margin = `font-family: ${FONT_STACK}; font-size: 8pt; color: #555;`;
  return `
@page {
  size: ${size} portrait;
  margin: 18mm 15mm 16mm 15mm;
  @top-left { content: ${cssString(texts.header)}; ${margin} }
  @top-right { content: ${cssString(texts.generated)}; ${margin} }
  @bottom-center { content: ${pageCounterContent(texts.footer)}; ${margin} }
}
.hr-report { font-family: ${FONT_STACK}; color: #1a1d21; font-size: 9.5pt; line-height: 1.45;
  background: #fff; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.hr-report h1 { font-size: 20pt; line-height: 1.2; margin: 0 0 6pt; overflow-wrap: anywhere; }
.hr-report h2 { font-size: 13pt; margin: 16pt 0 6pt; break-after: avoid; }
.hr-report h3 { font-size: 10.5pt; margin: 12pt 0 4pt; break-after: avoid; }
.hr-report p { margin: 0 0 6pt; }
.hr-report .hr-overline { text-transform: uppercase; letter-spacing: .08em; font-size: 8pt;
  color: #2b6cb0; font-weight: 600; margin: 0 0 2pt; }
.hr-report .hr-meta { list-style: none; padding: 0; margin: 0 0 10pt; display: flex;
  flex-wrap: wrap; gap: 2pt 14pt; color: #444; }
.hr-report .hr-muted { color: #5b616b; }
.hr-report .hr-caveat { border-left: 3pt solid #c05621; padding-left: 6pt; color: #7b341e; }
.hr-report .hr-small { font-size: 8pt; }
.hr-report .hr-answer { border: 1px solid #c9d8c9; border-left: 4pt solid #2f855a;
  background: #f3faf5; padding: 8pt 10pt; margin: 6pt 0 10pt; break-inside: avoid; }
.hr-report .hr-answer.hr-answer-warn { border-left-color: #c05621; background: #fdf6ef;
  border-color: #ecd3bd; }
.hr-report .hr-answer h2 { margin: 0 0 4pt; font-size: 9pt; text-transform: uppercase;
  letter-spacing: .06em; color: #2f855a; }
.hr-report .hr-answer-main { font-size: 12pt; font-weight: 600; }
.hr-report .hr-table { width: 100%; border-collapse: collapse; margin: 4pt 0 8pt; }
.hr-report .hr-table th, .hr-report .hr-table td { text-align: left; vertical-align: top;
  padding: 3pt 5pt; border-bottom: 0.6pt solid #dfe2e6; overflow-wrap: anywhere; }
.hr-report .hr-table thead th { font-size: 8pt; color: #444; border-bottom: 1pt solid #8a8f98;
  font-weight: 600; }
.hr-report .hr-table tr { break-inside: avoid; page-break-inside: avoid; }
.hr-report .hr-table thead { display: table-header-group; }
.hr-report .hr-num { text-align: right !important; font-variant-numeric: tabular-nums;
  white-space: nowrap; }
/* Automatic layout: a column is never narrower than its longest header word ("Commitment"),
   which a fixed layout clipped at the page edge; the colgroup's widths are preferences. */
.hr-report .hr-figures { table-layout: auto; }
.hr-report .hr-figures thead th { white-space: normal; overflow-wrap: normal; font-size: 7.5pt; }
/* Headers wrap between words only (WordBreaks marks where); a word never splits. */
.hr-report .hr-words { word-break: keep-all; overflow-wrap: normal; hyphens: manual; }
.hr-report .hr-figures th, .hr-report .hr-figures td { padding: 3pt 3pt; }
.hr-report .hr-figures td { overflow-wrap: normal; }
.hr-report .hr-figures th[scope="row"] { border-left: 3pt solid #ccc; white-space: normal; }
.hr-report .hr-figures td.hr-num { white-space: nowrap; }
.hr-report .hr-figures .hr-band { white-space: normal; }
.hr-report .hr-nowrap { white-space: nowrap; }
.hr-report .hr-band { display: block; font-size: 7.5pt; color: #5b616b; }
.hr-report .hr-figures { font-size: 8.5pt; }
.hr-report .hr-name { display: block; font-weight: 600; }
.hr-report .hr-strong { font-weight: 700; }
.hr-report tr.hr-recommended { background: #f3faf5; }
.hr-report .hr-badge { display: inline-block; font-size: 7.5pt; color: #fff; background: #2f855a;
  border-radius: 2pt; padding: 0 3pt; margin: 1pt 3pt 0 0; font-weight: 600; }
.hr-report .hr-tag { display: inline-block; font-size: 7.5pt; color: #444; border: 0.6pt solid #aaa;
  border-radius: 2pt; padding: 0 3pt; margin: 1pt 3pt 0 0; font-weight: 400; }
.hr-report .hr-tag-warn { color: #9c4221; border-color: #dd9a6b; }
.hr-report .hr-cover { break-after: page; }
/* A section with nothing to show leaves its slot empty: gone from the layout, so the forced
   breaks on either side of it meet at one point and never leave a blank page between them. */
.hr-report .hr-slot:empty { display: none; }
.hr-report .hr-block { break-inside: avoid; page-break-inside: avoid; margin: 0 0 8pt; }
.hr-report .hr-figure { margin: 0; break-inside: avoid; }
.hr-report .hr-chart { width: 100%; height: auto; display: block; }
.hr-report .hr-chart .hr-tick { font-size: 10px; fill: #5b616b; font-family: ${FONT_STACK}; }
.hr-report .hr-legend { display: flex; flex-wrap: wrap; gap: 2pt 10pt; font-size: 8pt;
  color: #333; margin-top: 2pt; }
.hr-report .hr-legend-item { display: inline-flex; align-items: center; gap: 3pt; }
.hr-report .hr-strategy-charts h3 { margin-top: 8pt; }
.hr-report .hr-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 6pt 14pt; }
.hr-report .hr-grid-cell { break-inside: avoid; min-width: 0; }
.hr-report .hr-chart-title { font-size: 8.5pt; font-weight: 600; margin: 0 0 2pt; }
.hr-report .hr-spark-row { display: flex; align-items: center; gap: 6pt; margin-top: 2pt; }
.hr-report .hr-spark { flex: none; }
.hr-report .hr-source { font-size: 8pt; }
.hr-report .hr-description { white-space: pre-wrap; }
.hr-report tr.hr-group-start td { border-top: 1pt solid #8a8f98; }
.hr-report .hr-charts, .hr-report .hr-assumptions, .hr-report .hr-where-ran,
  .hr-report .hr-decision { break-before: page; }
.hr-report tbody.hr-keep { break-inside: avoid; page-break-inside: avoid; }
.hr-report .hr-strategy-title { border-left: 3pt solid #ccc; padding-left: 5pt; }
.hr-report .hr-table th[scope="rowgroup"] { font-weight: 400; }
.hr-report .hr-table th[scope="rowgroup"] .hr-small { display: block; }
.hr-report .hr-line { display: block; }
.hr-report .hr-list { margin: 0 0 6pt; padding-left: 14pt; }
.hr-report .hr-list li { margin: 0 0 2pt; break-inside: avoid; }
.hr-report .hr-method { break-inside: avoid; }
/* The month column holds "September 2027" on one line, whatever the strategies' columns need. */
.hr-report .hr-cash { table-layout: fixed; }
.hr-report .hr-cash .hr-month-col { width: 18%; }
.hr-report .hr-cash th { white-space: normal; overflow-wrap: normal; word-break: normal; }
/* The optimiser's contract: the commitment's name takes the room, wrapping between words only. */
.hr-report .hr-contract .hr-contract-what { width: 34%; }
.hr-report .hr-contract th, .hr-report .hr-contract td { overflow-wrap: normal; word-break: normal; }
/* Names and kinds wrap between words only: "committed" never breaks as "committ-ed". */
.hr-report .hr-pools td, .hr-report .hr-pools th, .hr-report .hr-offers td:first-child {
  hyphens: manual; word-break: normal; overflow-wrap: normal; }
@media screen {
  .hr-report { max-width: ${paper === 'letter' ? '216mm' : '210mm'}; margin: 0 auto;
    padding: 16mm 15mm; box-shadow: 0 1px 4px rgba(0,0,0,.25); box-sizing: border-box; }
}
@media print {
  html, body { margin: 0; padding: 0; background: #fff; }
  .hr-screen-only { display: none !important; }
}
`;
}
