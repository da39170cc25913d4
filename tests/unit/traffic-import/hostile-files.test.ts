/**
 * Damaged and hostile traffic files: each is read as far as it can be, every rejected row
 * named with its line and reason, and a file with nothing usable refused as a whole.
 */
import { describe, expect, it } from 'vitest';
import { buildImportedCurves, importTrafficText, MAX_LINE_CHARS, TrafficFileError, TrafficFileParser } from '@shared/traffic-import';
import { damagedFiles } from './generate-traffic-files';

const options = { utcOffsetMinutes: 0, slotsPerDay: 24, valueMeaning: 'rate' as const };
const files = damagedFiles();
const read = (name: string) => importTrafficText(files[name]!, options);

describe('damaged files', () => {
  it('a truncated last line is rejected with its line; the rest is read', () => {
    const result = read('damaged-truncated.csv');
    expect(result.rejected).toEqual([expect.objectContaining({ line: 25, reason: 'columns' })]);
    expect(result.analysis.samples).toBe(23);
  });

  it('a file of other columns is refused as a whole, naming the first line', () => {
    expect(() => read('damaged-wrong-columns.csv')).toThrow(/no row could be read \(2 rejected; the first: line 2: not a timestamp: "api-1"\); the header was read as time column "host"/);
  });

  it('NaN and negative values are rejected by line and reason', () => {
    expect(read('damaged-nan.csv').rejected.map((r) => [r.line, r.reason])).toEqual([
      [3, 'badValue'],
      [4, 'negative'],
    ]);
  });

  it('a line of 100 KB is rejected without being kept', () => {
    const result = read('damaged-huge-line.csv');
    expect(result.rejected).toEqual([expect.objectContaining({ line: 3, reason: 'tooLong' })]);
    expect(result.rejected[0]!.text.length).toBeLessThanOrEqual(60);
    expect(result.analysis.samples).toBe(2);
  });

  it('a byte-order mark and CRLF line ends read as a plain file', () => {
    const result = read('damaged-bom-crlf.csv');
    expect(result.rejectedCount).toBe(0);
    expect(buildImportedCurves(result.analysis, 'mean', { weekday: new Array<number>(24).fill(0) }).weekday.slice(0, 2)).toEqual([4, 6]);
  });

  it('quoted fields are read, and a decimal comma in quotes is rejected, not guessed at', () => {
    const result = read('damaged-quotes.csv');
    expect(result.analysis.samples).toBe(1);
    expect(result.rejected).toEqual([{ line: 3, reason: 'badValue', text: '7,5' }]);
  });
});

describe('hostile input', () => {
  it('a CRLF split between two chunks is one line end, and a long line split across chunks is still caught', () => {
    const parser = new TrafficFileParser(options);
    parser.feed('t,v\r');
    parser.feed('\n2026-01-05T00:00:00Z,1\r');
    parser.feed('\n2026-01-05T01:00:00Z,');
    for (let i = 0; i < 3; i++) parser.feed('1'.repeat(MAX_LINE_CHARS));
    parser.feed('\n2026-01-05T02:00:00Z,3');
    const parsed = parser.finish();
    expect(parsed.samples.length).toBe(2);
    expect(parsed.rejections.kept).toEqual([expect.objectContaining({ line: 3, reason: 'tooLong' })]);
    expect(parsed.lines).toBe(4);
  });

  it.each([
    ['', /empty/],
    ['   \n\n', /empty/],
    ['{"status":"success","data":{"resultType":"vector","result":[]}}', /neither a Prometheus range-query result/],
    ['{"data": [1, 2', /not valid JSON/],
    ['timestamp,ContextTokens,GeneratedTokens\n2023-11-16 18:15:46,1,x\n', /no row could be read/],
    ['ContextTokens,GeneratedTokens\n1,2\n', /request log has no time column/],
  ])('refuses %j as a whole', (text, message) => {
    expect(() => importTrafficText(text, options)).toThrow(TrafficFileError);
    expect(() => importTrafficText(text, options)).toThrow(message);
  });

  it('a Prometheus point that is "NaN" or "+Inf" is rejected with its series and position', () => {
    const json = JSON.stringify({ data: { resultType: 'matrix', result: [{ metric: {}, values: [[1767571200, '1'], [1767571260, 'NaN'], [1767571320, '+Inf'], ['x', '2']] }] } });
    const result = importTrafficText(json, options);
    expect(result.rejected.map((r) => [r.line, r.reason])).toEqual([[2, 'badValue'], [3, 'badValue'], [4, 'badTime']]);
  });

  it('refuses a history spanning more than the longest span read', () => {
    expect(() => importTrafficText('1990-01-01T00:00:00Z,1\n2020-01-01T00:00:00Z,1\n', options)).toThrow(/spans 10957 days/);
  });

  it.each([
    ['1767571200', 0],
    ['1767571200000', 0],
    ['1767571200.5', 500],
    ['2026-01-05T08:00:00+08:00', 0],
    ['2026-01-05 08:00:00.1234567+0800', 123.4567],
    ['2026-01-04T19:00:00-05:00', 0],
  ])('reads the time %s as 2026-01-05 00:00 UTC (+%d ms)', (time, ms) => {
    const result = importTrafficText(`${time},1\n`, options);
    expect(result.analysis.firstUtcMs).toBeCloseTo(Date.UTC(2026, 0, 5) + ms, 3);
  });

  it('rejects 31 February and hour 25 rather than moving them', () => {
    const result = importTrafficText('2026-02-31T00:00:00Z,1\n2026-01-05T25:00:00Z,1\n2026-01-05T00:00:00Z,1\n', options);
    expect(result.rejected.map((r) => r.reason)).toEqual(['badTime', 'badTime']);
  });
});
