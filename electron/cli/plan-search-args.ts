import type { OfferFilter } from '@shared/analysis/plan-search';
import { cutText } from '@shared/scenario';

/** `--find-plan`: search the mix of pools per workload (shared/analysis/plan-search). */
export interface FindPlanArgs {
  budgetSeconds?: number;
  offers: OfferFilter;
}

export const PLAN_SEARCH_OPTIONS = {
  'find-plan': { type: 'boolean' },
  budget: { type: 'string' },
  providers: { type: 'string' },
  regions: { type: 'string' },
  gpus: { type: 'string' },
  offers: { type: 'string' },
} as const;

export const PLAN_SEARCH_USAGE = `
Find the best plan (searches, per workload, which pools to buy from and in what order):
  --find-plan         on-demand, reserved with on-demand burst, spot with on-demand fallback
                      (and a deadline policy for jobs with a deadline), bare-metal, reserved
                      base + spot + on-demand, a service's committed pool shared with jobs at
                      a lower priority; prints the frontier of cost against speed
  --budget SECONDS    time the search may take (default 30); it returns its best so far
  --providers A,B     only offers of these providers (comma-separated; default all)
  --regions R1,R2     only offers in these regions
  --gpus ID1,ID2      only offers of these GPUs (catalog GPU ids)
  --offers ID1,ID2    these offers too (alone: only these)
  --longest-term T    also with --find-plan: the longest commitment term tried
`;

interface PlanSearchValues {
  'find-plan'?: boolean;
  budget?: string;
  providers?: string;
  regions?: string;
  gpus?: string;
  offers?: string;
}

/** Most seconds a search may be given: a day. */
const MAX_BUDGET_SECONDS = 86_400;

function list(name: string, text: string | undefined): string[] | string | undefined {
  if (text === undefined) return undefined;
  const items = text.split(',').map((s) => s.trim());
  if (items.some((s) => s === '')) return `--${name} takes a comma-separated list with no empty item, not "${cutText(text)}"`;
  return items;
}

/** The plan-search options, undefined without --find-plan, or the message naming the flag that is wrong. */
export function parsePlanSearchArgs(values: PlanSearchValues): FindPlanArgs | undefined | string {
  const flags = (['budget', 'providers', 'regions', 'gpus', 'offers'] as const).filter((k) => values[k] !== undefined);
  if (values['find-plan'] !== true) return flags.length > 0 ? `--${flags[0]} goes with --find-plan` : undefined;
  let budgetSeconds: number | undefined;
  if (values.budget !== undefined) {
    const text = values.budget.trim().replace(/\s*s$/, '');
    const n = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || !(n > 0) || n > MAX_BUDGET_SECONDS)
      return `--budget must be a number of seconds above 0 and at most ${MAX_BUDGET_SECONDS}, not "${cutText(values.budget)}"`;
    budgetSeconds = n;
  }
  const offers: OfferFilter = {};
  for (const [flag, field] of [['providers', 'providers'], ['regions', 'regions'], ['gpus', 'gpuIds'], ['offers', 'offerIds']] as const) {
    const items = list(flag, values[flag]);
    if (typeof items === 'string') return items;
    if (items) offers[field] = items;
  }
  return { ...(budgetSeconds !== undefined ? { budgetSeconds } : {}), offers };
}
