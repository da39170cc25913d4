/**
 * The app's worker reads a picked file piece by piece: a 1 MiB piece may end inside a
 * character (Chinese text in a quoted field) or between CR and LF, and the result must be the
 * same as reading the whole text at once.
 */
import { describe, expect, it } from 'vitest';
import { importTrafficBlob } from '@headroom/renderer/file-import/import-traffic-blob';
import { importTrafficText, MAX_TRAFFIC_CSV_BYTES, TRAFFIC_CHUNK_CHARS } from '@shared/traffic-import';
import { requestLogCsv } from './generate-traffic-files';

const options = { utcOffsetMinutes: 0, slotsPerDay: 96, valueMeaning: 'rate' as const };

describe('importTrafficBlob', () => {
  it('gives what the whole text gives, across pieces that split characters and line ends, and reports progress', async () => {
    // Rows of a history with a note column in Chinese (3 bytes a character), CRLF line ends.
    const rows = ['timestamp,value,note'];
    let length = 0;
    for (let i = 0; length < 2.5 * TRAFFIC_CHUNK_CHARS; i++) {
      rows.push(`${new Date(Date.UTC(2026, 0, 5) + i * 60_000).toISOString()},${(i % 97) + 1},"流量，高峰"`);
      length += rows[rows.length - 1]!.length + 2;
    }
    const text = `${rows.join('\r\n')}\r\n`;
    const shares: number[] = [];
    const fromBlob = await importTrafficBlob(new Blob([text]), options, (s) => shares.push(s));
    const fromText = importTrafficText(text, options);
    expect(fromBlob.rejectedCount).toBe(0);
    expect(fromBlob.analysis.samples).toBe(fromText.analysis.samples);
    expect(fromBlob.analysis.weekdaySlots).toEqual(fromText.analysis.weekdaySlots);
    expect(shares.length).toBeGreaterThan(2);
    expect(shares[shares.length - 1]).toBe(1);
  });

  it('reads a request log the same way', async () => {
    const text = requestLogCsv(10);
    const result = await importTrafficBlob(new Blob([text]), options, () => {});
    expect(result.analysis.samples).toBe(importTrafficText(text, options).analysis.samples);
  });

  it('refuses a file over the limit before reading it', async () => {
    const huge = { size: MAX_TRAFFIC_CSV_BYTES + 1, slice: () => { throw new Error('read'); } } as unknown as Blob;
    await expect(importTrafficBlob(huge, options, () => {})).rejects.toThrow(/at most 512 MB/);
  });
});
