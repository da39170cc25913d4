// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LlmServiceFigures } from '@headroom/renderer/results/LlmServiceFigures';
import { useResultsFormat } from '@headroom/renderer/results/use-results-format';
import { LlmAssumptions } from '@headroom/renderer/report/LlmAssumptions';
import { LlmResultsSection } from '@headroom/renderer/report/LlmResultsSection';
import type { ReportData } from '@headroom/renderer/report/report-data';
import { scenarioShape } from '@headroom/renderer/results/strategy-metrics';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import type { StrategySummary } from '@shared/sim/results';
import { makeResults, makeStrategy } from './fixtures';
import { renderInLanguage } from '../render-in-language';
import { chatService, llmStrategy, target } from './llm-fixtures';

/** Text without its spacing: the browser's and Intl's spaces (thin, no-break) differ by language. */
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '');

function Card({ summary }: { summary: StrategySummary }) {
  const fmt = useResultsFormat('USD', '2026-01-01', 60);
  return <LlmServiceFigures summary={summary} fmt={fmt} />;
}

function Section({ data }: { data: ReportData }) {
  const fmt = useResultsFormat(data.results.currency, data.results.startDate, data.results.horizonDays);
  return <LlmResultsSection data={data} fmt={fmt} colorOf={() => '#000'} />;
}

function exampleScenario(): Scenario {
  const text = readFileSync(join(__dirname, '../../../scenarios/10-llm-chat-api-two-gpus.headroom.json'), 'utf8');
  const parsed = parseScenarioText(text);
  if (!parsed.ok) throw new Error('the example scenario does not parse');
  return parsed.scenario;
}

const CARD = {
  en: {
    heading: 'Served in tokens: Chat API',
    ttft: 'P95 time to first token ≤ 800 ms — 2.1% of requests missed it (allowed 5%; estimate 6.7%)',
    tpot: 'P99 time per output token ≤ 60 ms — 1.4% of requests missed it (allowed 1%; estimate 0.8%)',
    band: 'P10–P90: 1.1% – 3.2%',
    costs: ['Cost per 10,000 requests$3.92', 'Cost per million tokens$0.29', 'Cost per million output tokens$1.86'],
    met: 'Met',
    missed: 'Missed',
  },
  'zh-CN': {
    heading: '按 token 规划的服务：Chat API',
    ttft: 'P95 首 token 延迟 ≤ 800 毫秒：2.1% 的请求未达到（允许 5%；估算 6.7%）',
    tpot: 'P99 每输出 token 时间 ≤ 60 毫秒：1.4% 的请求未达到（允许 1%；估算 0.8%）',
    band: 'P10 至 P90：1.1% – 3.2%',
    costs: ['每万次请求成本US$3.92', '每百万 token 成本US$0.29', '每百万输出 token 成本US$1.86'],
    met: '达标',
    missed: '未达标',
  },
} as const;

describe('the figures of a service planned in tokens on a strategy card', () => {
  for (const language of ['en', 'zh-CN'] as AppLanguage[]) {
    it(`writes each target with the share that missed it, its band and its mark, and the unit costs (${language})`, () => {
      const text = CARD[language as keyof typeof CARD];
      const root = renderInLanguage(<Card summary={llmStrategy('a', 'A', 100)} />, language);
      expect(root.querySelector('h4')?.textContent).toBe(text.heading);
      const targets = [...root.querySelectorAll('[data-llm-target]')];
      expect(targets.map((li) => squash(li.querySelector('[data-testid="llm-target-line"]')?.textContent))).toEqual([squash(text.ttft), squash(text.tpot)]);
      expect(squash(targets[0]!.textContent)).toContain(squash(text.band));
      // TTFT: 3.15 % at the P90 run within 5 %; TPOT: 2.1 % above 1 %.
      expect(targets.map((li) => li.getAttribute('data-missed'))).toEqual(['false', 'true']);
      expect(targets[0]!.querySelector('.MuiChip-label')?.textContent).toBe(text.met);
      expect(targets[1]!.querySelector('.MuiChip-label')?.textContent).toBe(text.missed);
      expect([...root.querySelectorAll('[data-llm-cost]')].map((row) => squash(row.textContent))).toEqual(text.costs.map(squash));
    });
  }

  it('shows nothing for a strategy without a service planned in tokens, and says when no tokens were served', () => {
    expect(renderInLanguage(<Card summary={makeStrategy('b', 'B', 100)} />).textContent).toBe('');
    const none = renderInLanguage(<Card summary={llmStrategy('a', 'A', 1, chatService({ costPerMillionTokens: null }))} />);
    expect(none.querySelector('[data-llm-cost="perMillion"]')?.textContent).toContain('no tokens served');
  });

  it('writes a share under 1 % with two decimals, so a P99 target’s 0.4 % does not read as 0 %', () => {
    const small = chatService({ llmTargets: [target('e2e', 'p99', 30000, 0.0042, 0.01, 0, 0.0031)] });
    const root = renderInLanguage(<Card summary={llmStrategy('a', 'A', 1, small)} />);
    expect(squash(root.querySelector('[data-testid="llm-target-line"]')?.textContent)).toBe(squash('P99 end-to-end time ≤ 30,000 ms — 0.42% of requests missed it (allowed 1%; estimate 0.31%)'));
  });

  it('says when a saved result has only the estimate (from before requests were simulated), rather than one figure twice', () => {
    const old = chatService({ llmTargets: [target('ttft', 'p95', 800, 0.021, 0.05)] });
    const line = (language: AppLanguage) =>
      squash(renderInLanguage(<Card summary={llmStrategy('a', 'A', 1, old)} />, language).querySelector('[data-testid="llm-target-line"]')?.textContent);
    expect(line('en')).toBe(squash('P95 time to first token ≤ 800 ms — 2.1% of requests missed it by the estimate alone (allowed 5%); run again to simulate the requests'));
    expect(line('zh-CN')).toBe(squash('P95 首 token 延迟 ≤ 800 毫秒：仅按估算 2.1% 的请求未达到（允许 5%）；重新运行以模拟请求'));
  });
});

describe('the report on services planned in tokens', () => {
  const scenario = exampleScenario();
  const results = makeResults({ strategies: [llmStrategy('a', 'Autoscale', 900), makeStrategy('b', 'Jobs only', 800)] });
  const data: ReportData = { results, scenario, shape: scenarioShape(scenario), versionNumber: 1, ranAt: null, generatedAt: 0, paper: 'a4', analyses: {} };

  it('lists each strategy’s service with its unit costs and targets, in both languages', () => {
    const en = renderInLanguage(<Section data={data} />, 'en');
    const rows = en.querySelectorAll('[data-testid="report-llm-figures"] tbody tr');
    expect(rows).toHaveLength(2);
    expect(squash(rows[0]!.textContent)).toContain(squash('Chat API$3.92$0.29$1.86'));
    expect(squash(rows[1]!.textContent)).toContain(squash(CARD.en.ttft));
    expect([...rows[1]!.querySelectorAll('.hr-tag')].map((x) => x.textContent)).toEqual(['Met', 'Missed']);
    const zh = renderInLanguage(<Section data={data} />, 'zh-CN');
    expect(squash(zh.textContent)).toContain(squash(CARD['zh-CN'].tpot));
    expect(zh.querySelector('h2')?.textContent).toBe('按 token 规划的服务');
  });

  it('renders nothing when no strategy has such a service', () => {
    expect(renderInLanguage(<Section data={{ ...data, results: makeResults() }} />).textContent).toBe('');
  });

  it('writes the request mix, each offer’s profile marked estimate or measured, and the targets', () => {
    const w = scenario.workloads.find((x) => x.kind === 'inference' && x.llm !== undefined);
    if (w?.kind !== 'inference' || !w.llm) throw new Error('the example has a service planned in tokens');
    const en = renderInLanguage(<LlmAssumptions scenario={scenario} />, 'en');
    const classRows = en.querySelectorAll('table')[0]!.querySelectorAll('tbody tr');
    expect(classRows).toHaveLength(w.llm.sizeClasses.length);
    expect(classRows[0]!.textContent).toContain(w.llm.sizeClasses[0]!.name);
    const status = [...en.querySelectorAll('[data-testid="report-llm-profile-status"]')].map((x) => x.textContent);
    expect(status).toEqual(w.llm.profiles.map((p) => (p.profile.estimate ? 'estimate' : 'measured')));
    const lines = [...en.querySelectorAll('[data-testid="report-assumption-line"]')].map((x) => squash(x.textContent));
    expect(lines).toContain(squash('P95 time to first token ≤ 1,500 ms (at most 5% of requests may miss it)'));
    const zh = renderInLanguage(<LlmAssumptions scenario={scenario} />, 'zh-CN');
    expect(squash(zh.textContent)).toContain(squash('P95 首 token 延迟 ≤ 1,500 毫秒（最多允许 5% 的请求未达到）'));
    expect([...zh.querySelectorAll('[data-testid="report-llm-profile-status"]')].every((x) => x.textContent === '估算' || x.textContent === '实测')).toBe(true);
  });
});
