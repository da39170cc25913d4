import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';
import { newPool } from '@headroom/renderer/editor/draft/new-items';
import {
  chooseOffer,
  poolDefaults,
  pricePerGpuHour,
  workSpan,
} from '@headroom/renderer/editor/draft/pool-defaults';
import { blankScenarioInput } from '@headroom/renderer/storage/blank-scenario';
import { STARTUP, template } from './fixture';

function withPool(doc: DraftDocument, strategyIndex: number, kind: Parameters<typeof newPool>[2]) {
  const strategy = doc.strategies[strategyIndex]!;
  const pool = newPool(doc, strategy, kind);
  const next: DraftDocument = {
    ...doc,
    strategies: doc.strategies.map((s, i) =>
      i === strategyIndex ? { ...s, pools: [...s.pools, pool] } : s,
    ),
  };
  return { pool, next };
}

describe('defaults of a new pool', () => {
  it('a reserved pool on a 28-day plan takes the offer in use and its shortest term (12 months)', () => {
    const doc = template('03-inference-day-peaks.headroom.json');
    const { pool, next } = withPool(doc, 2, 'reserved');
    expect(pool).toMatchObject({ offerId: 'gcp-a2-highgpu-1g', termMonths: 12, startDay: 0 });
    expect(parseScenario(next).ok).toBe(true);
    expect(poolDefaults(doc, doc.strategies[2]!, 'reserved').offerReason).toBe('inUse');
  });

  it('a bare-metal pool on a 59-day plan orders a term that lasts the horizon, not 1 month', () => {
    const doc = template();
    const { pool, next } = withPool(doc, 0, 'bareMetal');
    expect(pool).toMatchObject({ offerId: 'cn-baremetal-8x-a100', termMonths: 2, orderDay: 0 });
    expect(parseScenario(next).ok).toBe(true);
  });

  it('a reserved pool on a one-year plan lasts the year', () => {
    const doc = template(STARTUP);
    const { pool } = withPool(doc, 0, 'reserved');
    expect(pool).toMatchObject({ termMonths: 12, startDay: 0 });
    expect(workSpan(doc).wholeHorizon).toBe(true);
  });

  it('when every workload is limited to one phase, the commitment starts with it and lasts to its end', () => {
    const base = template(STARTUP);
    const doc: DraftDocument = {
      ...base,
      workloads: base.workloads.map((w) => ({ ...w, phaseIds: ['prod'] })),
    };
    const span = workSpan(doc);
    expect(span).toMatchObject({ startDay: 120, endDay: 365, wholeHorizon: false });
    expect(span.phaseName).toBe(base.phases!.find((p) => p.id === 'prod')!.name);
    const { pool, next } = withPool(doc, 0, 'reserved');
    expect(pool).toMatchObject({ startDay: 120, termMonths: 12 });
    expect(parseScenario(next).ok).toBe(true);
  });

  it('a bare-metal server with a lead time is ordered that much before its phase', () => {
    const base = template();
    const doc: DraftDocument = {
      ...base,
      horizonDays: 120,
      phases: [{ id: 'late', name: 'Late', kind: 'production', startDay: 60, endDay: 120 }],
      workloads: base.workloads.map((w) => ({ ...w, phaseIds: ['late'] })),
      catalog: {
        ...base.catalog,
        offers: base.catalog.offers.map((o) =>
          o.prices?.bareMetal
            ? {
                ...o,
                prices: { ...o.prices, bareMetal: { ...o.prices.bareMetal, leadTimeDays: 14 } },
              }
            : o,
        ),
      },
    };
    const defaults = poolDefaults(doc, doc.strategies[0]!, 'bareMetal');
    expect(defaults.orderDay).toBe(46);
    expect(defaults.term).toEqual({ months: 2, readyDay: 60, covers: true });
  });

  it('with no term long enough it takes the longest and says it falls short', () => {
    const base = template(STARTUP);
    const doc: DraftDocument = {
      ...base,
      horizonDays: 1200,
      workloads: base.workloads.map((w) => ({ ...w, phaseIds: [] })),
    };
    const defaults = poolDefaults(doc, doc.strategies[0]!, 'reserved');
    expect(defaults.term).toEqual({ months: 36, readyDay: 0, covers: false });
  });

  it('on a blank scenario, no pool starts on the 8-GPU H100 at the top of the catalog', () => {
    const doc = blankScenarioInput('Plan', '2027-01-01') as DraftDocument;
    const parsed = parseScenario(doc);
    expect(parsed.ok).toBe(true);
    const full = (parsed.ok ? parsed.scenario : doc) as DraftDocument;
    for (const kind of ['onDemand', 'reserved', 'spot', 'bareMetal'] as const) {
      const { offer, reason } = chooseOffer(full, full.strategies[0]!, kind);
      expect(offer, kind).toBeDefined();
      expect(reason, kind).not.toBe('noPrice');
      const gpu = full.catalog.gpus.find((g) => g.id === offer!.gpuId)!;
      expect(gpu.name, kind).not.toMatch(/H100/);
      const { pool, next } = withPool(full, 0, kind);
      expect(parseScenario(next).ok, `${kind} ${JSON.stringify(pool)}`).toBe(true);
    }
    expect(chooseOffer(full, full.strategies[0]!, 'onDemand').offer!.id).toBe('gcp-a2-highgpu-1g');
  });

  it('the cheapest fitting offer is chosen when nothing in use has the price', () => {
    const doc = template();
    const cheap = pricePerGpuHour(doc.catalog.offers[0]!, 'onDemand');
    expect(cheap).toBeGreaterThan(0);
    expect(cheap).toBeLessThan(Infinity);
    const none = chooseOffer({ ...doc, strategies: [] }, { pools: [] }, 'spot');
    expect(none.reason).toBe('noPrice');
  });
});
