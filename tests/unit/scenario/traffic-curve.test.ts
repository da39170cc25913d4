/* eslint-disable @typescript-eslint/no-explicit-any -- the test edits a parsed JSON document in place */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';

function inferenceScenario(): { doc: any; traffic: any } {
  const doc = JSON.parse(readFileSync('scenarios/03-inference-day-peaks.headroom.json', 'utf8'));
  const index = doc.workloads.findIndex((w: { kind: string }) => w.kind === 'inference');
  return { doc, traffic: doc.workloads[index].traffic };
}

describe('traffic curves', () => {
  it('accept a weekend shape at the weekday resolution', () => {
    const { doc, traffic } = inferenceScenario();
    traffic.weekend = traffic.weekday.map((v: number) => v / 2);
    expect(parseScenario(doc).ok).toBe(true);
  });

  it('refuse a weekend shape at another resolution, naming the field', () => {
    const { doc, traffic } = inferenceScenario();
    traffic.weekday = new Array(48).fill(10);
    traffic.weekend = new Array(24).fill(5);
    const result = parseScenario(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.path)).toContainEqual(
      expect.stringMatching(/^workloads\[\d+\]\.traffic\.weekend$/),
    );
  });

  it('refuse a curve that is not 24, 48, 96 or 288 points', () => {
    const { doc, traffic } = inferenceScenario();
    traffic.weekday = new Array(25).fill(10);
    delete traffic.weekend;
    const result = parseScenario(doc);
    expect(result.ok).toBe(false);
  });
});
