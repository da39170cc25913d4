import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRACE_GAP_SECONDS,
  traceFromFile,
  traceNameOf,
} from '@headroom/renderer/editor/strategies/trace-from-file';
import { SpotInterruptionModel } from '@shared/scenario';

/** Echoes the message key and its values, so a test sees which message and with what. */
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction;

describe('a spot trace from a picked file', () => {
  it('becomes a valid trace model named after the file, with the file’s interval', () => {
    const result = traceFromFile(
      { name: 'us-west-2a_v100_1.json', text: '{"metadata":{"gap_seconds":600},"data":[0,1,1]}' },
      300,
      t,
    );
    expect(result).toEqual({
      ok: true,
      model: {
        model: 'trace',
        name: 'us-west-2a_v100_1',
        gapSeconds: 600,
        unavailable: [0, 1, 1],
        randomStart: true,
      },
    });
    if (result.ok) expect(SpotInterruptionModel.safeParse(result.model).success).toBe(true);
  });

  it('keeps the pool’s interval when the file has none, else takes 600 s', () => {
    const text = { name: 'outages.csv', text: '0\n1\n' };
    expect(traceFromFile(text, 300, t)).toMatchObject({ ok: true, model: { gapSeconds: 300 } });
    expect(traceFromFile(text, null, t)).toMatchObject({
      ok: true,
      model: { gapSeconds: DEFAULT_TRACE_GAP_SECONDS, name: 'outages' },
    });
  });

  it('is refused with the file, the sample number (from 1) and its value', () => {
    expect(traceFromFile({ name: 'bad.txt', text: '0\n7\n' }, null, t)).toEqual({
      ok: false,
      message:
        'editor.spot.traceProblems.badSample {"file":"bad.txt","number":2,"value":"\\"7\\""}',
    });
    expect(traceFromFile({ name: 'x.json', text: '{}' }, null, t)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^editor\.spot\.traceProblems\.unknownJson /),
    });
  });

  it('names a trace after the file without folders or extension, at most 200 characters', () => {
    expect(traceNameOf('C:\\traces\\zone-a.CSV')).toBe('zone-a');
    expect(traceNameOf('/home/me/night.txt')).toBe('night');
    expect(traceNameOf(`${'x'.repeat(300)}.json`)).toHaveLength(200);
  });
});
