import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TRACE_SAMPLES, parseSpotTraceText } from '@shared/scenario';

const samples = fc.array(fc.constantFrom<0 | 1>(0, 1), { minLength: 1, maxLength: 400 });

describe('reading a spot trace file', () => {
  it('reads the published JSON form, its interval and its 1 = unavailable samples', () => {
    const text = JSON.stringify({
      metadata: { gap_seconds: 600, start_time: 0 },
      data: [0, 0, 1, 0],
    });
    expect(parseSpotTraceText(text)).toEqual({
      ok: true,
      gapSeconds: 600,
      unavailable: [0, 0, 1, 0],
    });
  });

  it("reads Headroom's own form and plain text, with or without a header", () => {
    expect(parseSpotTraceText('{"gapSeconds": 300, "unavailable": [1, 0]}')).toEqual({
      ok: true,
      gapSeconds: 300,
      unavailable: [1, 0],
    });
    expect(parseSpotTraceText('unavailable\n0\n1\r\n1\n')).toEqual({
      ok: true,
      gapSeconds: null,
      unavailable: [0, 1, 1],
    });
    expect(parseSpotTraceText('0,1;0\t1 0')).toMatchObject({ unavailable: [0, 1, 0, 1, 0] });
  });

  it('gives back exactly what was written, in every form', () => {
    fc.assert(
      fc.property(samples, fc.integer({ min: 1, max: 86_400 }), (data, gap) => {
        const expected = { ok: true, unavailable: data };
        expect(
          parseSpotTraceText(JSON.stringify({ metadata: { gap_seconds: gap }, data })),
        ).toEqual({ ...expected, gapSeconds: gap });
        expect(parseSpotTraceText(JSON.stringify({ gapSeconds: gap, unavailable: data }))).toEqual({
          ...expected,
          gapSeconds: gap,
        });
        expect(parseSpotTraceText(`preempted\n${data.join('\n')}\n`)).toEqual({
          ...expected,
          gapSeconds: null,
        });
      }),
    );
  });

  it('refuses anything that is not a clean series of 0 and 1, saying where', () => {
    expect(parseSpotTraceText('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseSpotTraceText('header only')).toMatchObject({
      ok: false,
      problem: 'badSample',
      index: 0,
    });
    expect(parseSpotTraceText('0\n1\n2\n')).toEqual({
      ok: false,
      problem: 'badSample',
      index: 2,
      value: '"2"',
    });
    expect(parseSpotTraceText('{"data": [0, 0.5]}')).toEqual({
      ok: false,
      problem: 'badSample',
      index: 1,
      value: '0.5',
    });
    expect(parseSpotTraceText('{"data": [0, true]}')).toMatchObject({
      problem: 'badSample',
      index: 1,
    });
    expect(parseSpotTraceText('{"data": []}')).toEqual({ ok: false, problem: 'empty' });
    expect(parseSpotTraceText('{"samples": [0, 1]}')).toEqual({
      ok: false,
      problem: 'unknownJson',
    });
    expect(parseSpotTraceText('{"data": [0, 1')).toEqual({ ok: false, problem: 'unknownJson' });
    expect(parseSpotTraceText('"0 1"')).toMatchObject({ ok: false });
    for (const gap of [0, -600, 600.5, 86_401, '600', null]) {
      expect(
        parseSpotTraceText(JSON.stringify({ metadata: { gap_seconds: gap }, data: [0] })),
      ).toMatchObject({
        ok: false,
        problem: 'badGap',
      });
    }
  });

  it('refuses a trace longer than a scenario may hold, and a hostile __proto__ changes nothing', () => {
    const long = `${'0\n'.repeat(MAX_TRACE_SAMPLES + 1)}`;
    expect(parseSpotTraceText(long)).toEqual({
      ok: false,
      problem: 'tooMany',
      count: MAX_TRACE_SAMPLES + 1,
    });
    const hostile = '{"__proto__": {"data": [1]}, "unavailable": [0], "gapSeconds": 60}';
    expect(parseSpotTraceText(hostile)).toEqual({ ok: true, unavailable: [0], gapSeconds: 60 });
    expect(({} as { data?: unknown }).data).toBeUndefined();
  });
});
