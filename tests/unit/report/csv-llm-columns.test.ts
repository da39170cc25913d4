import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { resultsToCsvFiles } from '@shared/report';
import type { ScenarioResults, WorkloadRunMetrics } from '@shared/sim/results';
import { llmStrategy } from './llm-fixtures';
import { makeResults, makeStrategy } from './fixtures';

function rowsOf(file: string): Record<string, string>[] {
  return Papa.parse<Record<string, string>>(file.replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true }).data;
}

function headerOf(file: string): string[] {
  return file.replace(/^\ufeff/, '').split('\r\n')[0]!.split(',');
}

/** The representative run of the chat API: 10,000 requests, 300 and 80 missed its two targets. */
function chatRun(): WorkloadRunMetrics {
  return {
    ...makeStrategy('x', 'X', 1).representative.workloads[0]!,
    workloadId: 'chat',
    name: 'Chat API',
    kind: 'inference',
    requestsTotal: 10_000,
    llmTargetsMissed: [300, 80],
    tokensServed: { prompt: 9_000_000, output: 2_000_000 },
    costPerMillionTokensMicro: 287_000,
    costPerMillionOutputTokensMicro: 1_860_000,
  };
}

function results(): ScenarioResults {
  const chat = llmStrategy('chat-od', 'On-demand', 900);
  chat.representative = { ...chat.representative, workloads: [chatRun()] };
  return makeResults({ strategies: [makeStrategy('shared', 'Shared', 1800), chat] });
}

describe('CSV columns of services planned in tokens', () => {
  it('appends cost per million tokens and each target to the workload summary, older columns first and unchanged', () => {
    const before = headerOf(resultsToCsvFiles(makeResults())['summary-by-workload.csv']!);
    const file = resultsToCsvFiles(results())['summary-by-workload.csv']!;
    const header = headerOf(file);
    // The older columns keep their order; the new ones come after them.
    expect(header.slice(0, before.indexOf('cost_per_million_tokens_p10'))).toEqual(before.slice(0, before.indexOf('cost_per_million_tokens_p10')));
    expect(header.slice(header.indexOf('request_miss_share_mean') + 1, header.indexOf('request_miss_share_mean') + 4)).toEqual([
      'cost_per_million_tokens_p10',
      'cost_per_million_tokens_p50',
      'cost_per_million_tokens_p90',
    ]);
    expect(header.slice(-14)).toEqual([
      'llm_target_1', 'llm_target_1_miss_share_p10', 'llm_target_1_miss_share_p50', 'llm_target_1_miss_share_p90', 'llm_target_1_miss_share_mean', 'llm_target_1_allowed_share', 'llm_target_1_missed',
      'llm_target_2', 'llm_target_2_miss_share_p10', 'llm_target_2_miss_share_p50', 'llm_target_2_miss_share_p90', 'llm_target_2_miss_share_mean', 'llm_target_2_allowed_share', 'llm_target_2_missed',
    ]);
    const [training, chat] = rowsOf(file);
    expect(training!.cost_per_million_tokens_p50).toBe('');
    expect(training!.llm_target_1).toBe('');
    expect(chat!.cost_per_million_tokens_p50).toBe('0.2870');
    expect(chat!.cost_per_million_output_tokens_p50).toBe('1.8600');
    expect(chat!.llm_target_1).toBe('P95 TTFT ≤ 800 ms');
    expect(chat!.llm_target_1_miss_share_p50).toBe('0.0210');
    expect(chat!.llm_target_1_allowed_share).toBe('0.0500');
    expect(chat!.llm_target_1_missed).toBe('false');
    expect(chat!.llm_target_2_missed).toBe('true');
  });

  it('appends tokens served, cost per million tokens and requests that missed each target to cost by workload', () => {
    const rows = rowsOf(resultsToCsvFiles(results())['cost-by-workload.csv']!);
    const chat = rows.find((r) => r.workload_id === 'chat')!;
    expect(chat).toMatchObject({
      prompt_tokens_served: '9000000',
      output_tokens_served: '2000000',
      cost_per_million_tokens: '0.2870',
      cost_per_million_output_tokens: '1.8600',
      llm_target_1_requests_missed: '300',
      llm_target_2_requests_missed: '80',
    });
    const other = rows.find((r) => r.workload_id === 'ft')!;
    expect(other.cost_per_million_tokens).toBe('');
    expect(other.llm_target_1_requests_missed).toBe('');
  });

  it('writes no target columns when no workload is planned in tokens', () => {
    const header = headerOf(resultsToCsvFiles(makeResults())['summary-by-workload.csv']!);
    expect(header.some((h) => h.startsWith('llm_target_'))).toBe(false);
    expect(header.at(-1)).toBe('cost_per_million_output_tokens_mean');
  });
});
