// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LlmAssumptions } from '@headroom/renderer/report/LlmAssumptions';
import { LlmServiceFigures } from '@headroom/renderer/results/LlmServiceFigures';
import { routingsOf } from '@headroom/renderer/results/service-routings';
import { useResultsFormat } from '@headroom/renderer/results/use-results-format';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { parseScenario, serviceRoutings, type RouteDescription, type Scenario } from '@shared/scenario';
import type { StrategySummary } from '@shared/sim/results';
import { renderInLanguage } from '../render-in-language';
import { llmStrategy } from './llm-fixtures';

const SHORT = 'short prompts (330 in, 109 out)';
const MEDIUM = 'medium prompts (1100 in, 409 out)';
const LONG = 'long prompts (2655 in, 82 out)';

/** The chat example with a strategy routing short prompts to an L4 and the rest to an A100. */
function routedScenario(): Scenario {
  const text = readFileSync(join(__dirname, '../../../scenarios/10-llm-chat-api-two-gpus.headroom.json'), 'utf8');
  const doc = JSON.parse(text) as { strategies: unknown[] };
  doc.strategies.push({
    id: 'routed',
    name: 'Routed by size',
    pools: [
      { id: 'l4', kind: 'onDemand', offerId: 'l4-1gpu' },
      { id: 'a100', kind: 'onDemand', offerId: 'gcp-a2-highgpu-1g' },
    ],
    placements: [
      {
        workloadId: 'chat',
        poolIds: ['l4', 'a100'],
        routes: [
          { classNames: [SHORT], poolIds: ['l4'] },
          { classNames: [MEDIUM, LONG], poolIds: ['a100'] },
        ],
      },
    ],
  });
  const parsed = parseScenario(doc);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

const TEXT = {
  en: {
    routed: `Routed by size: ${SHORT} → AWS g6 (1 x L4) on demand; ${MEDIUM} and ${LONG} → Google Cloud a2-highgpu-1g on demand`,
    whole: 'On-demand L4: every pool serves the whole request mix',
    card: `Routed: ${SHORT} → AWS g6 (1 x L4) on demand; ${MEDIUM} and ${LONG} → Google Cloud a2-highgpu-1g on demand`,
  },
  'zh-CN': {
    routed: `Routed by size：${SHORT} → AWS g6 (1 x L4)（按量计费）；${MEDIUM}和${LONG} → Google Cloud a2-highgpu-1g（按量计费）`,
    whole: 'On-demand L4：每个资源池都服务全部请求构成',
    card: `分流：${SHORT} → AWS g6 (1 x L4)（按量计费）；${MEDIUM}和${LONG} → Google Cloud a2-highgpu-1g（按量计费）`,
  },
} as const;

function Card({ summary, routings }: { summary: StrategySummary; routings: Record<string, readonly RouteDescription[]> | undefined }) {
  const fmt = useResultsFormat('USD', '2026-01-01', 60);
  return <LlmServiceFigures summary={summary} fmt={fmt} routings={routings} />;
}

describe('size classes routed to pools, in words', () => {
  it('lists every strategy placing the service once one routes it, and none when nobody does', () => {
    const scenario = routedScenario();
    const routings = serviceRoutings(scenario, 'chat');
    expect(routings.map((r) => r.strategyId)).toEqual(['od-l4', 'od-a100', 'base-a100-burst-l4', 'l4-capped', 'routed']);
    expect(routings[4]!.routes?.[1]).toEqual({
      classNames: [MEDIUM, LONG],
      pools: [{ id: 'a100', label: 'Google Cloud a2-highgpu-1g', kind: 'onDemand' }],
    });
    const unrouted = { ...scenario, strategies: scenario.strategies.slice(0, 4) };
    expect(serviceRoutings(unrouted, 'chat')).toEqual([]);
    expect(Object.keys(routingsOf(scenario))).toEqual(['routed']);
  });

  for (const language of ['en', 'zh-CN'] as AppLanguage[]) {
    it(`says in the report's assumptions which classes go to which pools (${language})`, () => {
      const text = TEXT[language as keyof typeof TEXT];
      const root = renderInLanguage(<LlmAssumptions scenario={routedScenario()} />, language);
      const lines = [...root.querySelectorAll('[data-testid="report-routing-line"]')].map((l) => l.textContent);
      expect(lines).toHaveLength(5);
      expect(lines[4]).toBe(text.routed);
      expect(lines[0]).toBe(text.whole);
    });

    it(`says it on the strategy's card too (${language})`, () => {
      const text = TEXT[language as keyof typeof TEXT];
      const routes = routingsOf(routedScenario()).routed;
      const summary = llmStrategy('routed', 'Routed by size', 100);
      const workloadId = summary.workloads[0]!.workloadId;
      const root = renderInLanguage(<Card summary={summary} routings={routes ? { [workloadId]: routes.chat! } : undefined} />, language);
      expect(root.querySelector('[data-testid="llm-routing"]')?.textContent).toBe(text.card);
      const plain = renderInLanguage(<Card summary={summary} routings={undefined} />, language);
      expect(plain.querySelector('[data-testid="llm-routing"]')).toBeNull();
    });
  }
});
