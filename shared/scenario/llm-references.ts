import type { z } from 'zod';
import { profileProblems } from '@shared/llm/serving-profile';
import type { Catalog } from './catalog-schema';
import type { Strategy } from './strategy-schema';
import type { Workload } from './workload-schema';

interface ScenarioParts {
  catalog: Catalog;
  workloads: Workload[];
  strategies: Strategy[];
}

type Ctx = z.RefinementCtx;
type Path = (string | number)[];
type IssueParams = { key: string } & Record<string, string | number>;

function issue(ctx: Ctx, path: Path, message: string, params: IssueParams): void {
  ctx.addIssue({ code: 'custom', path, message, params });
}

/**
 * The cross-references of a service planned in tokens: each serving profile names an offer of
 * the catalog and is usable (shared/llm's profileProblems, beyond what the schema checks field
 * by field); a per-class profile gives a rate for every size class and for no other; and every
 * offer a strategy places the service on has a profile, since the token model has no other way
 * to size a replica there.
 */
export function checkLlmReferences(s: ScenarioParts, ctx: Ctx): void {
  const offers = new Set(s.catalog.offers.map((o) => o.id));
  s.workloads.forEach((w, wi) => {
    if (w.kind !== 'inference' || w.llm === undefined) return;
    const llm = w.llm;
    const at = (...rest: Path): Path => ['workloads', wi, 'llm', ...rest];
    const classes = new Set(llm.sizeClasses.map((c) => c.name));
    llm.profiles.forEach((p, pi) => {
      if (!offers.has(p.offerId)) {
        issue(ctx, at('profiles', pi, 'offerId'), `no offer with id "${p.offerId}"`, { key: 'unknownOffer', id: p.offerId });
      }
      const profile = p.profile;
      if (profile.kind === 'ratePerClass') {
        const named = new Set(profile.rates.map((r) => r.className));
        profile.rates.forEach((r, ri) => {
          if (!classes.has(r.className)) {
            issue(ctx, at('profiles', pi, 'profile', 'rates', ri, 'className'), `no size class named "${r.className}"`, {
              key: 'llmUnknownSizeClass',
              name: r.className,
            });
          }
        });
        for (const c of llm.sizeClasses) {
          if (!named.has(c.name)) {
            issue(ctx, at('profiles', pi, 'profile', 'rates'), `the profile of offer "${p.offerId}" has no rate for the size class "${c.name}"`, {
              key: 'llmRateMissing',
              offer: p.offerId,
              name: c.name,
            });
          }
        }
        return;
      }
      // The schema already refuses a full batch slower than one sequence; this adds the rest.
      for (const problem of profileProblems(profile)) {
        if (problem.field === 'fullBatchTokensPerSecond' && profile.fullBatchTokensPerSecond < profile.singleSequenceTokensPerSecond) continue;
        issue(ctx, at('profiles', pi, 'profile', problem.field), problem.message, {
          key: 'llmFullBatchTooFast',
          most: profile.singleSequenceTokensPerSecond * profile.maxConcurrentSequences,
        });
      }
    });
    const profiled = new Set(llm.profiles.map((p) => p.offerId));
    s.strategies.forEach((strategy, si) => {
      const pools = new Map(strategy.pools.map((p) => [p.id, p]));
      strategy.placements.forEach((placement, pi) => {
        if (placement.workloadId !== w.id) return;
        placement.poolIds.forEach((poolId, k) => {
          const offerId = pools.get(poolId)?.offerId;
          if (offerId === undefined || profiled.has(offerId)) return;
          issue(
            ctx,
            ['strategies', si, 'placements', pi, 'poolIds', k],
            `workload "${w.id}" is planned in tokens but has no serving profile for offer "${offerId}"`,
            { key: 'llmOfferWithoutProfile', workload: w.id, offer: offerId },
          );
        });
      });
    });
  });
}
