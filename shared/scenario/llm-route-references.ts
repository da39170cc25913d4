import type { z } from 'zod';
import type { Strategy } from './strategy-schema';
import type { Workload } from './workload-schema';

interface ScenarioParts {
  workloads: Workload[];
  strategies: Strategy[];
}

type Path = (string | number)[];

/**
 * The size-class routes of a placement (strategy-schema's `routes`) make a partition: only a
 * service planned in tokens and autoscaled has them, every size class is in exactly one route
 * and every pool of the placement in exactly one. A class left out would have nowhere to go; a
 * pool in two routes would be filled twice.
 */
export function checkLlmRoutes(s: ScenarioParts, ctx: z.RefinementCtx): void {
  const issue = (path: Path, message: string, params: { key: string } & Record<string, string | number>): void => {
    ctx.addIssue({ code: 'custom', path, message, params });
  };
  s.strategies.forEach((strategy, si) => {
    strategy.placements.forEach((placement, pi) => {
      const routes = placement.routes;
      if (routes === undefined) return;
      const at = (...rest: Path): Path => ['strategies', si, 'placements', pi, 'routes', ...rest];
      const w = s.workloads.find((x) => x.id === placement.workloadId);
      if (w === undefined) return;
      if (w.kind !== 'inference' || w.llm === undefined) {
        issue(at(), `only a service planned in tokens routes size classes; "${w.id}" is not one`, { key: 'routesNeedTokens', workload: w.id });
        return;
      }
      if (placement.scaling === 'fixed') {
        issue(at(), 'routed size classes scale each route on its own: choose autoscaling', { key: 'routesNeedAutoscale' });
      }
      const names = new Set(w.llm.sizeClasses.map((c) => c.name));
      const routedClass = new Set<string>();
      const placed = new Set(placement.poolIds);
      const routedPool = new Set<string>();
      routes.forEach((route, ri) => {
        route.classNames.forEach((name, ci) => {
          if (!names.has(name)) issue(at(ri, 'classNames', ci), `no size class named "${name}"`, { key: 'llmUnknownSizeClass', name });
          else if (routedClass.has(name)) issue(at(ri, 'classNames', ci), `the size class "${name}" is in two routes`, { key: 'routeClassTwice', name });
          routedClass.add(name);
        });
        route.poolIds.forEach((id, k) => {
          if (!placed.has(id)) issue(at(ri, 'poolIds', k), `the pool "${id}" is not one of this placement's pools`, { key: 'routePoolNotPlaced', pool: id });
          else if (routedPool.has(id)) issue(at(ri, 'poolIds', k), `the pool "${id}" is in two routes`, { key: 'routePoolTwice', pool: id });
          routedPool.add(id);
        });
      });
      for (const c of w.llm.sizeClasses) {
        if (!routedClass.has(c.name)) issue(at(), `the size class "${c.name}" is in no route`, { key: 'routeClassMissing', name: c.name });
      }
      for (const id of placement.poolIds) {
        if (!routedPool.has(id)) issue(at(), `the pool "${id}" serves no route`, { key: 'routePoolMissing', pool: id });
      }
    });
  });
}
