import { savingsPlanUpfrontShare, type Offer, type SavingsPlan, type Strategy } from '@shared/scenario';
import { addMonthsSeconds } from './calendar';
import type { CompiledPool, CompiledSavingsPlan } from './compiled';

const HOUR_S = 3600;
const MICRO = 1_000_000;

/** The plan's rate on an offer: its own quote for the offer, else the catalog's for its scope, term and payment; null when neither. */
export function planRate(plan: SavingsPlan, offer: Offer): number | null {
  const own = plan.rates?.find((r) => r.offerId === offer.id);
  if (own) return own.rate;
  const listed = offer.prices.savingsPlans?.find((r) => r.scope === plan.scope && r.termMonths === plan.termMonths && r.payment === plan.payment);
  return listed?.rate ?? null;
}

/**
 * The on-demand pools a plan covers: its provider's, of its family for an instance plan, with a
 * rate (planRate); the highest discount first.
 */
export function planPools(plan: SavingsPlan, pools: readonly CompiledPool[]): { pool: number; rate: number }[] {
  const out: { pool: number; rate: number }[] = [];
  for (const p of pools) {
    if (p.kind !== 'onDemand' || p.offer.provider !== plan.provider) continue;
    if (plan.scope === 'instance' && !(plan.offerIds ?? []).includes(p.offer.id)) continue;
    const rate = planRate(plan, p.offer);
    if (rate !== null) out.push({ pool: p.index, rate });
  }
  return out.sort((a, b) => a.rate - b.rate || a.pool - b.pool);
}

/** The strategy's plans in the order they apply: instance plans first, then compute plans (each group in file order). */
export function compileSavingsPlans(strategy: Strategy, startDate: string, pools: readonly CompiledPool[]): CompiledSavingsPlan[] {
  const plans = strategy.savingsPlans ?? [];
  const ordered = [...plans.filter((p) => p.scope === 'instance'), ...plans.filter((p) => p.scope === 'compute')];
  return ordered.map((plan) => ({
    id: plan.id,
    name: plan.name ?? plan.id,
    plan,
    commitmentMicro: Math.round(plan.commitmentPerHour * MICRO),
    openHour: plan.startDay * 24,
    closeHour: addMonthsSeconds(startDate, plan.startDay, plan.termMonths) / HOUR_S,
    pools: planPools(plan, pools),
    upfrontShare: savingsPlanUpfrontShare(plan.payment),
  }));
}
