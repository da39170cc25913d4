import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '@headroom/renderer/report/base64';
import { niceTicks, tickIndexes } from '@headroom/renderer/report/charts/scale';
import { fileStem } from '@headroom/renderer/report/file-stem';
import { cssString, pageCounterContent } from '@headroom/renderer/report/report-css';
import { escapeHtml } from '@headroom/renderer/report/report-html';
import { readReportQuery } from '@headroom/renderer/report/report-query';
import { CSV_TABLES, resultsArchive } from '@headroom/renderer/report/results-archive';
import { makeResults } from '../report/fixtures';

/** Reads a CSS string literal back the way a CSS parser does (escapes, then the quotes). */
function readCssString(literal: string): string {
  expect(literal.startsWith('"') && literal.endsWith('"')).toBe(true);
  const body = literal.slice(1, -1);
  // Nothing unescaped that could end the string, the rule or the <style> element.
  expect(body).not.toMatch(/["'<>{};\n\r]/);
  return body.replace(/\\([0-9a-f]{1,6}) /g, (_, hex: string) =>
    String.fromCodePoint(Number.parseInt(hex, 16)),
  );
}

/** A saved run's time: 14 March 2026, 09:26:54 local time (even seconds: zip keeps 2 s steps). */
const RAN_AT = new Date(2026, 2, 14, 9, 26, 54).getTime();

/** Each entry's modification time as the zip's central directory records it (local time). */
function zipEntryTimes(zip: Uint8Array): Map<string, Date> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.byteLength - 22; // end-of-directory record, no comment
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const times = new Map<string, Date>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const time = view.getUint16(at + 12, true);
    const date = view.getUint16(at + 14, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const name = strFromU8(zip.subarray(at + 46, at + 46 + nameLength));
    times.set(
      name,
      new Date(
        (date >> 9) + 1980,
        ((date >> 5) & 15) - 1,
        date & 31,
        time >> 11,
        (time >> 5) & 63,
        (time & 31) * 2,
      ),
    );
    at += 46 + skip;
  }
  return times;
}

describe('report pieces', () => {
  it('writes any scenario name as a CSS string that cannot break out (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        expect(readCssString(cssString(name))).toBe(name);
      }),
    );
    expect(cssString('a"}</style><script>')).not.toContain('<');
    expect(cssString('微调 A100')).toBe('"微调 A100"');
  });

  it('turns the page footer into counters in either language', () => {
    expect(pageCounterContent('Page {{page}} of {{pages}}')).toBe(
      '"Page " counter(page) " of " counter(pages)',
    );
    expect(pageCounterContent('第 {{page}} 页，共 {{pages}} 页')).toBe(
      '"第 " counter(page) " 页\\ff0c 共 " counter(pages) " 页"',
    );
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml('<b a="1">&\'')).toBe('&#60;b a=&#34;1&#34;&#62;&#38;&#39;');
  });

  it('makes round axis ticks that cover the values', () => {
    expect(niceTicks(0, 95)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0, 0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (max) => {
        const ticks = niceTicks(0, max);
        expect(ticks[0]).toBeLessThanOrEqual(0);
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
        expect(ticks.length).toBeLessThanOrEqual(12);
      }),
    );
    expect(tickIndexes(59, 5)).toEqual([0, 15, 29, 44, 58]);
  });

  it('names files after the scenario, safely', () => {
    expect(fileStem('Fine-tuning: shared vs bare-metal')).toBe('Fine-tuning-shared vs bare-metal');
    expect(fileStem('fine-tuning - from  reserved ')).toBe('fine-tuning-from reserved');
    expect(fileStem('Plan A -- spot / on-demand')).toBe('Plan A-spot-on-demand');
    expect(fileStem('规划 — 2026')).toBe('规划 — 2026');
    expect(fileStem('微调任务/GPU')).toBe('微调任务-GPU');
    expect(fileStem('  ..  ')).toBe('headroom');
    expect(fileStem('a\u0000b\nc')).toBe('a-b c'.replace(' ', '-'));
  });

  it('makes a clean file name stem from any name (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (name) => {
        const stem = fileStem(name);
        expect(stem).not.toBe('');
        expect([...stem].length).toBeLessThanOrEqual(80);
        // eslint-disable-next-line no-control-regex -- control characters must be gone
        expect(stem).not.toMatch(/[\\/:*?"<>|\u0000-\u001f\u007f-\u009f]/);
        expect(stem).not.toMatch(/\s-|-\s|--|\s\s/);
        expect(stem).not.toMatch(/^[\s.-]|[\s.-]$/);
      }),
    );
    // Names made of the troublesome pieces, which random strings seldom hit.
    const piece = fc.constantFrom(' ', '-', ':', '/', '.', '\t', 'a', '微', '|');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 100 }), (pieces) => {
        const stem = fileStem(pieces.join(''));
        expect(stem).not.toMatch(/\s-|-\s|--|\s\s|[:/|\t]/);
        expect(stem).not.toMatch(/^[\s.-]|[\s.-]$/);
      }),
    );
  });

  it('reads the report view options from its address', () => {
    expect(readReportQuery('#/scenarios/x/report')).toEqual({
      paper: 'a4',
      whatIf: true,
      exportNow: false,
    });
    expect(readReportQuery('#/scenarios/x/report?paper=letter&export=1')).toEqual({
      paper: 'letter',
      whatIf: true,
      exportNow: true,
    });
    expect(readReportQuery('#/scenarios/x/report?paper=legal&whatIf=0')).toEqual({
      paper: 'a4',
      whatIf: false,
      exportNow: false,
    });
  });

  it('zips every table the command line writes plus results.json, with the byte-order mark', () => {
    const zip = resultsArchive(makeResults(), RAN_AT);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([...CSV_TABLES, 'results.json'].sort());
    for (const name of CSV_TABLES)
      expect([...files[name]!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(JSON.parse(strFromU8(files['results.json']!)).format).toBe('headroom-results');
    // The same results make the same bytes.
    expect(bytesToBase64(resultsArchive(makeResults(), RAN_AT))).toBe(bytesToBase64(zip));
    expect(atob(bytesToBase64(new Uint8Array([0, 255, 1])))).toBe('\u0000\u00ff\u0001');
  });

  it("dates every file in the zip with the run's time, not a fixed date", () => {
    const times = zipEntryTimes(resultsArchive(makeResults(), RAN_AT));
    expect([...times.keys()].sort()).toEqual([...CSV_TABLES, 'results.json'].sort());
    for (const time of times.values()) expect(time.getTime()).toBe(RAN_AT);
    // Another run, another date.
    const later = new Date(2026, 10, 2, 17, 5, 0).getTime();
    for (const time of zipEntryTimes(resultsArchive(makeResults(), later)).values())
      expect(time.getTime()).toBe(later);
    // A time the format cannot hold still makes a valid archive, dated at its epoch.
    for (const time of zipEntryTimes(resultsArchive(makeResults(), Number.NaN)).values())
      expect(time.getTime()).toBe(new Date(1980, 0, 1).getTime());
  });
});
