import { describe, expect, it } from 'vitest';
import { deadlineWarnings } from '@shared/analysis';
import { baseCatalog, trainingScenario } from '../sim/fixtures';

// 10 reference GPU-hours on one reference GPU: 10 h of work at best.
const od = { id: 'od', offerId: 'vm1', kind: 'onDemand' as const };

describe('deadlines no pool can meet', () => {
  it('warns when the deadline is shorter than start-up plus the work on the fastest pool', () => {
    const s = trainingScenario({
      pools: [od],
      workload: { deadlineHours: 10.2, startupMinutes: 30 },
    });
    const [w, ...rest] = deadlineWarnings(s);
    expect(rest).toEqual([]);
    expect(w).toMatchObject({
      key: 'deadlineShorterThanRun',
      path: 'workloads[0].deadlineHours',
      deadlineHours: 10.2,
      fastestHours: 10.5,
    });
  });

  it('says nothing when one pool is fast enough, or when there is no deadline', () => {
    const catalog = baseCatalog();
    catalog.offers = catalog.offers.map((o) =>
      o.id === 'vm8' ? { ...o, efficiency: { speedFactor: 2 } } : o,
    );
    const fast = { id: 'fast', offerId: 'vm8', kind: 'onDemand' as const };
    const s = trainingScenario({ pools: [od, fast], catalog, workload: { deadlineHours: 6 } });
    expect(deadlineWarnings(s)).toEqual([]);
    expect(deadlineWarnings(trainingScenario({ pools: [od] }))).toEqual([]);
    expect(
      deadlineWarnings(trainingScenario({ pools: [od], workload: { deadlineHours: 11 } })),
    ).toEqual([]);
  });
});
