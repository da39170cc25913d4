import { PAPER_SIZES, type PaperSize } from './report-data';

/** The report view's options, after "?" in its address: paper=a4|letter, whatIf=0, export=1. */
export interface ReportQuery {
  paper: PaperSize;
  /** Whether the kept what-if has its section (when there is one); whatIf=0 leaves it out. */
  whatIf: boolean;
  /** Save (desktop) or print (web) as soon as the report is drawn: "Export PDF…" on results. */
  exportNow: boolean;
}

export function readReportQuery(hash: string): ReportQuery {
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  const params = new URLSearchParams(query);
  const paper = params.get('paper');
  return {
    paper: PAPER_SIZES.includes(paper as PaperSize) ? (paper as PaperSize) : 'a4',
    whatIf: params.get('whatIf') !== '0',
    exportNow: params.get('export') === '1',
  };
}
