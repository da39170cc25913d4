import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import { issueText } from '@headroom/renderer/editor/validation/issue-text';
import { twoJobs } from '../sim/savings-plan-fixture';

/** The issues of the fixture scenario with its strategy's savings plans replaced. */
function issuesWith(plans: unknown[]) {
  const doc = JSON.parse(JSON.stringify(twoJobs(undefined))) as { strategies: { savingsPlans?: unknown[] }[] };
  doc.strategies[0]!.savingsPlans = plans;
  const result = parseScenario(doc);
  return result.ok ? [] : result.issues;
}

const plan = { id: 'sp', provider: 'test', scope: 'compute', commitmentPerHour: 10, termMonths: 12 };

describe('a savings plan that cannot be right is refused, naming its field', () => {
  it('a valid plan passes', () => {
    expect(issuesWith([plan])).toEqual([]);
  });

  it('names the commitment, the term and the payment', () => {
    const paths = issuesWith([{ ...plan, commitmentPerHour: 0, termMonths: 24, payment: 'monthly' }]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['strategies[0].savingsPlans[0].commitmentPerHour', 'strategies[0].savingsPlans[0].termMonths', 'strategies[0].savingsPlans[0].payment']));
  });

  it('an instance plan needs its family’s offers, of its provider, that exist', () => {
    expect(issuesWith([{ ...plan, scope: 'instance' }]).map((i) => i.path)).toEqual(['strategies[0].savingsPlans[0].offerIds']);
    const issues = issuesWith([{ ...plan, scope: 'instance', offerIds: ['vm1', 'nope'] }]);
    expect(issues.map((i) => i.path)).toEqual(['strategies[0].savingsPlans[0].offerIds[1]']);
    expect(issueText(issues[0]!)).toMatchObject({ key: 'unknownOffer', values: { id: 'nope' } });
  });

  it('names a provider no offer is sold by, a plan id used twice, and a rate for no offer', () => {
    const issues = issuesWith([{ ...plan, provider: 'Nobody' }, { ...plan, rates: [{ offerId: 'gone', rate: 0.7 }] }]);
    expect(issues.map((i) => i.path).sort()).toEqual([
      'strategies[0].savingsPlans[0].provider',
      'strategies[0].savingsPlans[1].id',
      'strategies[0].savingsPlans[1].rates[0].offerId',
    ]);
    expect(issues.map((i) => issueText(i)).find((t) => 'key' in t && t.key === 'duplicateId')).toBeDefined();
  });
});
