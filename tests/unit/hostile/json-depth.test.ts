/**
 * JSON nested past any real file's depth is refused as it is read, naming the depth and the
 * limit, before a parser holds a frame per level (a 2 MB file of `[` took 674 MB, a 60 MB
 * Prometheus answer 3.1 GB). Inputs are small: the check must come on the first chunk.
 */
import { describe, expect, it } from 'vitest';
import { priceListParser } from '@shared/catalog/import';
import { jsonTooDeep, MAX_JSON_DEPTH } from '@shared/json/json-depth';
import { parseScenarioText, parseSpotTraceText } from '@shared/scenario';
import { importTrafficText, TrafficFileError } from '@shared/traffic-import';

const brackets = (n: number) => '['.repeat(n);

describe('a depth limit on every JSON reader', () => {
  it('counts brackets, not brackets inside strings, and names the line that went past', () => {
    expect(jsonTooDeep(`{"a":"${'['.repeat(500)}"}`)).toBeNull();
    expect(jsonTooDeep(`{"a":"\\"[[["}`)).toBeNull();
    expect(jsonTooDeep(`${brackets(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBeNull();
    expect(jsonTooDeep(`{\n"a":\n${brackets(MAX_JSON_DEPTH)}`)).toEqual({ depth: MAX_JSON_DEPTH + 1, line: 3 });
  });

  it('the AWS offer file stops on the first chunk past the limit, not at the end of the file', () => {
    const parser = priceListParser('aws', 'AWS');
    const first = new TextEncoder().encode(`{"products":\n${brackets(100_000)}`);
    expect(() => parser.push(first)).toThrow(/nests deeper than 64 levels \(line 2 reaches level 65\)/);
  });

  it('a Prometheus answer nested deep is refused by line and depth', () => {
    const text = `{"status":"success","data":${brackets(200_000)}`;
    let error: unknown;
    try {
      importTrafficText(text, { utcOffsetMinutes: 0, slotsPerDay: 24, valueMeaning: 'rate' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TrafficFileError);
    expect(error).toMatchObject({ problem: 'tooDeep', line: 1 });
    expect((error as Error).message).toMatch(/deeper than 64 levels/);
  });

  it('a scenario file and a spot trace of brackets are refused, not parsed', () => {
    const scenario = parseScenarioText(brackets(1_000_000));
    expect(scenario.ok).toBe(false);
    if (!scenario.ok) expect(scenario.issues[0]!.message).toMatch(/deeper than 64 levels/);
    expect(parseSpotTraceText(brackets(1_000_000))).toEqual({ ok: false, problem: 'unknownJson' });
  });
});
