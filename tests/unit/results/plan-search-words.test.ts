import { describe, expect, it } from 'vitest';
import { createI18n } from '@headroom/renderer/i18n/create-i18n';
import { choiceWords, contractWords, foundPoolName, planCaveat, reasonWords, savingsPlanName, snapshotAxis, vsBestWords, whyWords, type PlanWords } from '@headroom/renderer/results/decision/plan-search-words';
import { batchScenario, FASTEST_PLAN, L40S_PLAN, searchResult, SPOT_PLAN } from './plan-search-fixture';

function words(language: 'en' | 'zh-CN'): PlanWords {
  const i18n = createI18n(language);
  const locale = language === 'en' ? 'en-US' : 'zh-CN';
  const t = i18n.t.bind(i18n);
  return {
    t,
    money: (v) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(v),
    percent: (f) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(f),
    number: (v) => new Intl.NumberFormat(locale).format(v),
    hours: (h) => t('results.units.hours', { value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(h) }),
    share: (f) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(f),
    day: (iso) => iso,
    month: (iso) => iso.slice(0, 7),
  };
}

const scenario = batchScenario();

describe('a found plan in the interface language', () => {
  it('says why each plan wins in one sentence, in English and Chinese', () => {
    const en = words('en');
    const zh = words('zh-CN');
    expect(reasonWords(en, scenario, SPOT_PLAN.reason, 'turnaroundP95H')).toBe('Spot covers 70% of “Daily short-video batch (短视频批量渲染)” with 2% deadline risk.');
    expect(reasonWords(zh, scenario, SPOT_PLAN.reason, 'turnaroundP95H')).toBe('竞价实例承担了“Daily short-video batch (短视频批量渲染)”70% 的工作，错过截止时间的风险为 2%。');
    expect(reasonWords(en, scenario, L40S_PLAN.reason, 'turnaroundP95H')).toBe('A cheaper GPU (NVIDIA L40S 48GB) does “Daily short-video batch (短视频批量渲染)” for 38% less.');
    expect(reasonWords(en, scenario, FASTEST_PLAN.reason, 'turnaroundP95H')).toBe('The fastest plan: P95 turnaround 8 h sooner than the cheapest.');
    expect(reasonWords(en, scenario, FASTEST_PLAN.reason, 'latencyMissH')).toBe('The fastest plan: 8 h less time over the latency target than the cheapest.');
    expect(reasonWords(zh, scenario, { kind: 'reservedBase', workloadId: 'videos', gpus: 16, busyShare: 0.83 }, 'turnaroundP95H')).toBe('16 块 GPU 的预留基础容量承载“Daily short-video batch (短视频批量渲染)”，忙碌率 83%。');
    expect(reasonWords(en, scenario, { kind: 'bareMetal', workloadId: 'gone', servers: 12, busyShare: 0.91 }, 'turnaroundP95H')).toBe('Bare-metal servers (12), busy 91% of the time, run “gone”.');
    expect(reasonWords(en, scenario, { kind: 'payAsYouGo' }, 'latencyMissH')).toBe('Pay-as-you-go only: demand is too uneven for a commitment to pay off.');
    const chat = { ...scenario, workloads: scenario.workloads.map((x) => ({ ...x, kind: 'inference' as const })) } as typeof scenario;
    expect(reasonWords(en, chat, SPOT_PLAN.reason, 'latencyMissH')).toBe('Spot replicas serve 70% of “Daily short-video batch (短视频批量渲染)”, on-demand behind them.');
    expect(reasonWords(zh, chat, SPOT_PLAN.reason, 'latencyMissH')).toBe('竞价实例副本承担了“Daily short-video batch (短视频批量渲染)”70% 的服务，其后由按量计费实例补位。');
    // A reason stored by a newer app version is still one plain sentence, not a crash.
    expect(reasonWords(en, scenario, { kind: 'someday' } as never, 'latencyMissH')).toBe('A plan no other beats on both cost and speed.');
  });

  it('names each workload’s pools in order, with the share each served', () => {
    expect(choiceWords(words('en'), scenario, SPOT_PLAN.choices[0]!)).toBe(
      '“Daily short-video batch (短视频批量渲染)”: Spot AWS g4dn.xlarge, greedy deadline policy (70%) → On-demand AWS g4dn.xlarge (30%)',
    );
    expect(choiceWords(words('zh-CN'), scenario, SPOT_PLAN.choices[0]!)).toBe(
      '“Daily short-video batch (短视频批量渲染)”：竞价实例 AWS g4dn.xlarge，贪心截止策略（70%） → 按量计费 AWS g4dn.xlarge（30%）',
    );
    expect(choiceWords(words('en'), scenario, { workloadId: 'videos', pools: [{ kind: 'reserved', offerId: 'nebius-l40s', count: 4, termMonths: 12, servedShare: 1 }] })).toBe(
      '“Daily short-video batch (短视频批量渲染)”: 4 × reserved Nebius 1x L40S, 12 months (100%)',
    );
  });

  it('names two commitments in one workload, the later one with the phase it starts at, in both languages', () => {
    const phased = { ...scenario, phases: [{ id: 'prod', name: 'Production', kind: 'production' as const, startDay: 60, endDay: 365 }] };
    const choice = {
      workloadId: 'videos',
      pools: [
        { kind: 'reserved' as const, offerId: 'nebius-l40s', count: 1, termMonths: 12, servedShare: 0.5 },
        { kind: 'reserved' as const, offerId: 'nebius-l40s', count: 3, termMonths: 36, phaseId: 'prod', servedShare: 0.4 },
        { kind: 'onDemand' as const, offerId: 'nebius-l40s', servedShare: 0.1 },
      ],
    };
    expect(choiceWords(words('en'), phased, choice)).toBe(
      '“Daily short-video batch (短视频批量渲染)”: 1 × reserved Nebius 1x L40S, 12 months (50%) → 3 × reserved Nebius 1x L40S, 36 months from Production (40%) → On-demand Nebius 1x L40S (10%)',
    );
    expect(choiceWords(words('zh-CN'), phased, choice)).toBe(
      '“Daily short-video batch (短视频批量渲染)”：1 台预留实例 Nebius 1x L40S，12 个月（50%） → 3 台预留实例 Nebius 1x L40S，36 个月，自Production起（40%） → 按量计费 Nebius 1x L40S（10%）',
    );
  });

  it('names a pool shared with a service, its priorities and when jobs leave it, and why it wins, in both languages', () => {
    const two = { ...scenario, workloads: [...scenario.workloads, { ...scenario.workloads[0]!, id: 'api', name: 'Model API' }] } as typeof scenario;
    const shared = { workloadId: 'api', kind: 'reserved' as const, offerId: 'nebius-l40s', count: 2, termMonths: 12, priority: 0, servicePriority: 10 };
    const choice = { workloadId: 'videos', sharedPool: shared, pools: [{ kind: 'onDemand' as const, offerId: 'nebius-l40s', servedShare: 1 }] };
    expect(choiceWords(words('en'), two, choice)).toBe(
      '“Daily short-video batch (短视频批量渲染)”: shared with “Model API”: 2 × reserved Nebius 1x L40S, 12 months, priority 0 below the service’s 10, never leaves it → On-demand Nebius 1x L40S (100%)',
    );
    expect(choiceWords(words('zh-CN'), two, { ...choice, sharedPool: { ...shared, afterPreemptions: 3 } })).toBe(
      '“Daily short-video batch (短视频批量渲染)”：与“Model API”共享：2 台预留实例 Nebius 1x L40S，12 个月，优先级 0，低于该服务的 10，被抢占 3 次后离开 → 按量计费 Nebius 1x L40S（100%）',
    );
    expect(choiceWords(words('en'), two, { workloadId: 'videos', sharedPool: { ...shared, kind: 'owned', termMonths: undefined, servicePriority: 0 }, pools: [] })).toBe(
      '“Daily short-video batch (短视频批量渲染)”: shared with “Model API”: 2 × owned Nebius 1x L40S, ordered on day 0, first come, first served',
    );
    const reason = { kind: 'sharedPool' as const, workloadId: 'api', sharedBy: ['videos'], gpus: 8, busyShare: 0.66 };
    expect(reasonWords(words('en'), two, reason, 'turnaroundP95H')).toBe('The 8 committed GPUs of “Model API”, busy 66% of the time, also run “Daily short-video batch (短视频批量渲染)”.');
    expect(reasonWords(words('zh-CN'), two, reason, 'turnaroundP95H')).toBe('“Model API”的 8 块承诺 GPU 同时运行“Daily short-video batch (短视频批量渲染)”，忙碌率 66%。');
    // Two plans alike but for when the jobs leave the shared pool: the second says so.
    const stays = { reason, choices: [choice] };
    const leaves = { reason, choices: [{ ...choice, sharedPool: { ...shared, afterPreemptions: 3 } }] };
    expect(whyWords(words('en'), two, [stays, leaves], 'turnaroundP95H')[1]).toMatch(/Unlike Plan 1: .+leaves it after 3 preemptions/);
  });

  it('names a burst pool shared between workloads, the others on it, and why it wins, in both languages', () => {
    const two = { ...scenario, workloads: [...scenario.workloads, { ...scenario.workloads[0]!, id: 'api', name: 'Model API' }] } as typeof scenario;
    const choice = { workloadId: 'videos', pools: [{ kind: 'onDemand' as const, offerId: 'nebius-l40s', servedShare: 0.4, sharedWith: ['api'] }] };
    expect(choiceWords(words('en'), two, choice)).toBe('“Daily short-video batch (短视频批量渲染)”: On-demand Nebius 1x L40S, one pool shared with “Model API” (40% of their GPU time together)');
    expect(choiceWords(words('zh-CN'), two, choice)).toBe('“Daily short-video batch (短视频批量渲染)”：按量计费 Nebius 1x L40S，与“Model API”共用同一资源池（占它们合计 GPU 时间的 40%）');
    const reason = { kind: 'sharedBurst' as const, poolKind: 'onDemand' as const, offerId: 'nebius-l40s', sharedBy: ['api', 'videos'], busyShare: 0.9 };
    expect(reasonWords(words('en'), two, reason, 'turnaroundP95H')).toBe('On-demand Nebius 1x L40S as one pool, busy 90% of its billed time, carries “Model API”, “Daily short-video batch (短视频批量渲染)”: their units share instances.');
    expect(reasonWords(words('zh-CN'), two, reason, 'turnaroundP95H')).toBe('按量计费 Nebius 1x L40S 作为同一资源池承载“Model API”、“Daily short-video batch (短视频批量渲染)”，计费时间内忙碌率 90%：它们的单元共用实例。');
    // Two plans alike but for the sharing: the second says so.
    const apart = { reason, choices: [{ ...choice, pools: [{ ...choice.pools[0]!, sharedWith: undefined }] }] };
    expect(whyWords(words('en'), two, [apart, { reason, choices: [choice] }], 'turnaroundP95H')[1]).toMatch(/Unlike Plan 1: .+one pool shared with “Model API”/);
  });

  it('names a found plan’s pools for the editor: their kind and the workloads that list them, cut to 120 characters', () => {
    const en = words('en');
    const zh = words('zh-CN');
    const workload = scenario.workloads[0]!;
    const strategy = {
      placements: [
        { workloadId: workload.id, poolIds: ['shared', 'own'] },
        { workloadId: 'gone', poolIds: ['shared'] },
      ],
    } as never;
    expect(foundPoolName(en, scenario, strategy, { id: 'own', kind: 'onDemand' })).toBe(`On-demand for ${workload.name}`);
    expect(foundPoolName(en, scenario, strategy, { id: 'shared', kind: 'bareMetal' })).toBe(`Bare-metal for ${workload.name} and gone`);
    expect(foundPoolName(zh, scenario, strategy, { id: 'shared', kind: 'bareMetal' })).toBe(`${workload.name}与gone的GPU云物理服务器`);
    const long = { ...scenario, workloads: [{ ...workload, name: 'W'.repeat(120) }] } as typeof scenario;
    const cut = foundPoolName(en, long, strategy, { id: 'own', kind: 'spot' });
    expect([...cut]).toHaveLength(120);
    expect(cut.endsWith('W…')).toBe(true);
  });

  it('compares with the best existing strategy, and says when the difference is within the noise', () => {
    expect(vsBestWords(words('en'), SPOT_PLAN.vsBestExisting)).toBe('$400 less (± $80)');
    expect(vsBestWords(words('en'), L40S_PLAN.vsBestExisting)).toBe('Within the noise ($20 ± $80)');
    expect(vsBestWords(words('zh-CN'), FASTEST_PLAN.vsBestExisting)).toBe('贵 US$1,000（± US$80）');
    expect(vsBestWords(words('en'), null)).toBe('None of your strategies meets the targets');
  });

  it('reads the speed axis of a live snapshot from its plans', () => {
    expect(snapshotAxis(searchResult())).toBe('turnaroundP95H');
    expect(snapshotAxis({ ...searchResult(), frontier: [{ ...SPOT_PLAN, turnaroundP95H: null, latencyMissH: 2 }] })).toBe('latencyMissH');
  });
});

describe('plans that win for the same reason', () => {
  const other = { ...SPOT_PLAN, key: 'spot-t4-od-l40s', choices: [{ workloadId: 'videos', pools: [{ kind: 'spot' as const, offerId: 'aws-g4dn.xlarge', servedShare: 0.7, deadlinePolicy: 'greedy' as const }, { kind: 'onDemand' as const, offerId: 'nebius-l40s', servedShare: 0.3 }] }] };

  it('say where they differ from the first plan with that reason, in both languages', () => {
    const en = whyWords(words('en'), scenario, [SPOT_PLAN, L40S_PLAN, other], 'turnaroundP95H');
    expect(en[0]).toBe('Spot covers 70% of “Daily short-video batch (短视频批量渲染)” with 2% deadline risk.');
    expect(en[1]).toBe(reasonWords(words('en'), scenario, L40S_PLAN.reason, 'turnaroundP95H'));
    expect(en[2]).toMatch(/^Spot covers 70% .+ Unlike Plan 1: .+L40S.+\.$/);
    expect(en[2]).not.toBe(en[0]);
    const zh = whyWords(words('zh-CN'), scenario, [SPOT_PLAN, other], 'turnaroundP95H');
    expect(zh[1]).toMatch(/与方案 1不同之处：/);
  });

  it('keep one sentence when the plans chose alike (only their shares differ)', () => {
    const same = { ...SPOT_PLAN, key: 'again' };
    expect(whyWords(words('en'), scenario, [SPOT_PLAN, same], 'turnaroundP95H')[1]).toBe(reasonWords(words('en'), scenario, SPOT_PLAN.reason, 'turnaroundP95H'));
  });
});

describe('a plan that commits past the horizon', () => {
  it('carries the caveat that its cost assumes the service runs to the end of its last term', () => {
    const committed = { contract: { contractValue: 337_875, inHorizon: 8_000, afterHorizon: 329_875, npv: 300_000, lastEndDate: '2030-01-04', lastEndDay: 1099 } };
    expect(planCaveat(words('en'), committed)).toBe(
      'This plan signs commitments worth $337,875 (every term in full), $329,875 of it after the horizon; its cost counts only the days inside the horizon, so it assumes the service runs until 2030-01, when the last term ends. If it may not, set the longest term you accept.',
    );
    expect(planCaveat(words('zh-CN'), committed)).toContain('规划期后');
    expect(planCaveat(words('en'), SPOT_PLAN)).toBeNull();
  });
});

describe('owned servers and a savings plan in a found plan', () => {
  const owned = { kind: 'owned' as const, offerId: 'nebius-l40s', count: 2, servedShare: 0.8 };
  const onDemand = { kind: 'onDemand' as const, offerId: 'aws-g4dn.xlarge', servedShare: 0.2 };
  const savingsPlan = { provider: 'AWS', scope: 'compute' as const, commitmentPerHour: 14.5, termMonths: 12 as const, payment: 'noUpfront' as const };
  const money = (w: PlanWords): PlanWords => ({ ...w, money: (v) => `$${v.toFixed(2)}` });

  it('names the owned servers and the savings plan beside the pools, in English and Chinese', () => {
    const choice = { workloadId: 'videos', pools: [owned, onDemand], savingsPlan };
    expect(choiceWords(money(words('en')), scenario, choice)).toBe(
      '“Daily short-video batch (短视频批量渲染)”: 2 × owned Nebius 1x L40S, ordered on day 0 (80%) → On-demand AWS g4dn.xlarge (20%); plus a savings plan of $14.50 an hour, Compute (every instance type and region), 12 months, No upfront (monthly)',
    );
    expect(choiceWords(money(words('zh-CN')), scenario, choice)).toBe(
      '“Daily short-video batch (短视频批量渲染)”：2 台自建服务器 Nebius 1x L40S，第 0 天下单（80%） → 按量计费 AWS g4dn.xlarge（20%）；另加每小时 $14.50 的节省计划，计算型（所有实例类型和地域），12 个月，无预付（按月付）',
    );
  });

  it('says why they win, and names the savings plan a strategy carries', () => {
    expect(reasonWords(words('en'), scenario, { kind: 'owned', workloadId: 'videos', servers: 2, busyShare: 0.64 }, 'turnaroundP95H')).toBe('Owned servers (2), busy 64% of the time, run “Daily short-video batch (短视频批量渲染)”.');
    expect(reasonWords(words('zh-CN'), scenario, { kind: 'owned', workloadId: 'videos', servers: 2, busyShare: 0.64 }, 'turnaroundP95H')).toBe('2 台自建服务器运行“Daily short-video batch (短视频批量渲染)”，忙碌率 64%。');
    const why = { kind: 'savingsPlan' as const, workloadId: 'videos', commitmentPerHour: 14.5, savedShare: 0.3 };
    expect(reasonWords(money(words('en')), scenario, why, 'turnaroundP95H')).toBe('A savings plan of $14.50 an hour on the on-demand use of “Daily short-video batch (短视频批量渲染)” saves 30%.');
    expect(reasonWords(money(words('zh-CN')), scenario, why, 'turnaroundP95H')).toBe('为“Daily short-video batch (短视频批量渲染)”的按量用量购买每小时 $14.50 的节省计划，节省 30%。');
    expect(savingsPlanName(money(words('en')), savingsPlan)).toBe('Savings plan: $14.50 an hour, 12 months, No upfront (monthly)');
    expect(savingsPlanName(money(words('zh-CN')), savingsPlan)).toBe('节省计划：每小时 $14.50，12 个月，无预付（按月付）');
  });

  it('says what the owned servers cost to buy beside what the commitments sign, in both languages', () => {
    const nothing = { contract: { contractValue: 0, inHorizon: 0, afterHorizon: 0, npv: 0, lastEndDate: null, lastEndDay: null } };
    expect(contractWords(words('en'), nothing)).toBe('Nothing committed');
    expect(contractWords(words('en'), { ...nothing, ownedPurchase: 275_000 })).toBe('Servers bought for $275,000');
    expect(contractWords(words('zh-CN'), { ...nothing, ownedPurchase: 275_000 })).toBe('购置服务器 US$275,000');
    const signed = { contract: { contractValue: 651_550, inHorizon: 651_550, afterHorizon: 0, npv: 581_324, lastEndDate: '2030-01-01', lastEndDay: 1096 }, ownedPurchase: 275_000 };
    expect(contractWords(words('en'), signed)).toBe('$651,550 (NPV $581,324), ends 2030-01-01, Servers bought for $275,000');
  });

  it('tells apart two plans that differ only in their savings plan', () => {
    const plain = { ...SPOT_PLAN, key: 'plain', choices: [{ workloadId: 'videos', pools: [onDemand] }] };
    const planned = { ...SPOT_PLAN, key: 'planned', choices: [{ workloadId: 'videos', pools: [onDemand], savingsPlan }] };
    expect(whyWords(money(words('en')), scenario, [plain, planned], 'turnaroundP95H')[1]).toMatch(/Unlike Plan 1: .+a savings plan of \$14\.50 an hour/);
  });
});
