import type { Offer, PaymentOption, SavingsPlan, SavingsPlanScope, Scenario } from '@shared/scenario';
import { addMonthsSeconds, DAY_S } from '@shared/sim/calendar';
import { adviseSavingsPlan, type SavingsPlanAdvice } from '../optimise-savings-plan';
import type { LongestTerm } from '../optimise-commitment';
import { planStrategy, specSavingsPlan, withWorkload, type Plan, type SavingsPlanSpec } from './plan-shape';

/**
 * Sizes a savings plan for a strategy's on-demand usage (adviseSavingsPlan): the command line
 * and the tests size it here, the app in an analysis worker, off the page's thread.
 */
export type SavingsPlanSizer = (
  scenario: Scenario,
  strategyId: string,
  plan: SavingsPlan,
  options: { runs: number; baseSeed: number },
) => SavingsPlanAdvice | Promise<SavingsPlanAdvice>;

export const sizeSavingsPlanHere: SavingsPlanSizer = (scenario, strategyId, plan, options) => adviseSavingsPlan(scenario, strategyId, plan, options);

type PlanTerms = Omit<SavingsPlanSpec, 'commitmentMicro'>;

const TERMS = [12, 36] as const;
// Ties go to the first: a compute plan (it covers more) and no upfront (less cash at once).
const SCOPES: readonly SavingsPlanScope[] = ['compute', 'instance'];
const PAYMENTS: readonly PaymentOption[] = ['noUpfront', 'partialUpfront', 'allUpfront'];

function rateOf(offer: Offer, scope: SavingsPlanScope, termMonths: 12 | 36, payment: PaymentOption): number | undefined {
  return offer.prices.savingsPlans?.find((r) => r.scope === scope && r.termMonths === termMonths && r.payment === payment)?.rate;
}

function acceptsPlanTerm(scenario: Scenario, termMonths: number, longest: LongestTerm | undefined): boolean {
  if (longest === undefined) return true;
  if (longest === 'horizon') return addMonthsSeconds(scenario.startDate, 0, termMonths) <= scenario.horizonDays * DAY_S;
  return termMonths <= longest;
}

/**
 * The savings plans worth sizing for a plan: the provider of its first on-demand pool whose
 * offer lists savings-plan rates, and for each term the planner accepts, the scope and payment
 * with the lowest mean rate over that provider's on-demand offers in the plan (every one of
 * them must list a rate for it). The search's objective is cost, on which payment changes only
 * the rate; its cash is shown with the plan. The plan is carried by the first workload with
 * such a pool (`index`). Null when none applies.
 */
export function savingsPlanTerms(scenario: Scenario, plan: Plan, longest: LongestTerm | undefined): { index: number; terms: PlanTerms[] } | null {
  const eligible = plan.flatMap((w, index) =>
    w.pools.flatMap((p) => {
      const offer = p.kind === 'onDemand' ? scenario.catalog.offers.find((o) => o.id === p.offerId) : undefined;
      return offer && (offer.prices.savingsPlans?.length ?? 0) > 0 ? [{ offer, index }] : [];
    }),
  );
  const first = eligible[0];
  if (first === undefined) return null;
  const provider = first.offer.provider;
  const covered = [...new Map(eligible.filter((e) => e.offer.provider === provider).map((e) => [e.offer.id, e.offer])).values()];
  const out: PlanTerms[] = [];
  for (const termMonths of TERMS) {
    if (!acceptsPlanTerm(scenario, termMonths, longest)) continue;
    let pick: { terms: PlanTerms; rate: number } | null = null;
    for (const scope of SCOPES) {
      for (const payment of PAYMENTS) {
        const rates = covered.map((o) => rateOf(o, scope, termMonths, payment));
        if (rates.some((r) => r === undefined)) continue;
        const rate = (rates as number[]).reduce((s, r) => s + r, 0) / rates.length;
        if (pick !== null && rate >= pick.rate) continue;
        const offerIds = scope === 'instance' ? { offerIds: covered.map((o) => o.id) } : {};
        pick = { terms: { provider, scope, ...offerIds, termMonths, payment }, rate };
      }
    }
    if (pick) out.push(pick.terms);
  }
  return { index: first.index, terms: out };
}

export interface SavingsPlanSizing {
  scenario: Scenario;
  longestTerm: LongestTerm | undefined;
  sizeSavingsPlan: SavingsPlanSizer;
  /** The runs the plan is sized on: the search's screening runs, on its seeds. */
  runs: number;
  baseSeed: number;
}

const SIZING_ID = 'candidate';

/**
 * The plan with a savings plan, one per term worth trying, each at the best commitment an hour
 * for the plan's on-demand usage it covers (the optimiser of savings-plan-optimum.ts, on the
 * search's screening runs). A term whose best commitment is none (the usage too uneven to pay
 * for any) gives no plan; a plan that has a savings plan already gives none.
 */
export async function withSavingsPlans(ctx: SavingsPlanSizing, plan: Plan): Promise<Plan[]> {
  if (plan.some((w) => w.savingsPlan)) return [];
  const found = savingsPlanTerms(ctx.scenario, plan, ctx.longestTerm);
  if (found === null) return [];
  const strategy = planStrategy(ctx.scenario, plan, { id: SIZING_ID, name: SIZING_ID });
  const scenario = { ...ctx.scenario, strategies: [strategy] };
  const choice = plan[found.index]!;
  const out: Plan[] = [];
  for (const terms of found.terms) {
    const probe = specSavingsPlan({ ...terms, commitmentMicro: 1_000_000 }, 'sizing', ctx.scenario.currency);
    const advice = await ctx.sizeSavingsPlan(scenario, SIZING_ID, probe, { runs: ctx.runs, baseSeed: ctx.baseSeed });
    if (advice.best.commitmentMicro <= 0 || advice.best.savingMicro <= 0) continue;
    out.push(withWorkload(plan, { ...choice, savingsPlan: { ...terms, commitmentMicro: advice.best.commitmentMicro } }));
  }
  return out;
}
