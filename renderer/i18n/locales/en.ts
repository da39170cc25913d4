import { ownedEn } from './owned';
import { commitmentsEn } from './commitments';
import { billEn } from './bill';
import { cashEn } from './cash';
import { savingsPlansEn } from './savings-plans';
import { quotasEn } from './quotas';
import { contractEn } from './contract';
import { warningsEn } from './warnings';
import { poolDefaultsEn } from './pool-defaults';
import { decisionEn } from './decision';
import { planSearchEn } from './plan-search';
import { llmMixEn } from './llm-mix';
import { curveEn } from './curve';
import { poolUsageEn } from './pool-usage';
import { sharedPoolsEn } from './shared-pools';
import { llmResultsEn } from './llm-results';
import { targetRulesEn } from './target-rules';
import { countsEn } from './counts';
import { llmRoutesEn } from './llm-routes';
import { damageEn } from './damage';
import { editorEn } from './editor';
import { workLimitIssuesEn } from './work-limits';
import { openingGuardEn } from './opening-guard';
import { backupEn } from './backup';
import { libraryEn } from './library';
import { modelEn } from './model';
import { deadlinePolicyEn } from './deadline-policy';
import { spotTraceEn } from './spot-trace';
import { trafficImportEn } from './traffic-import';
import { trafficReplayEn } from './traffic-replay';
import { jobImportEn } from './job-import';
import { gpuMixEn } from './gpu-mix';
import { backtestEn } from './backtest';
import { reportEn } from './report';
import { reportAnalysesEn } from './report-analyses';
import { importIssuesEn } from './import-issues';
import { resultsEn } from './results';
import { whatIfEn } from './what-if';
import { whatIfReportEn } from './what-if-report';
import { compareEn } from './compare';
import { versionsEn } from './versions';
import { catalogBuyingEn } from './catalog-buying';

/**
 * English interface text. This object defines the keys: every other language is typed
 * against `Messages`, so a missing or extra key there is a compile error.
 * Interpolations use i18next's {{name}} syntax and must appear in every translation.
 */
export const en = {
  app: {
    name: 'Headroom',
    tagline: 'GPU capacity and cost planning',
    documentTitle: '{{screen}} · Headroom',
    skipToContent: 'Skip to main content',
  },
  nav: {
    label: 'Main navigation',
    open: 'Open navigation',
    overview: 'Overview',
    scenarios: 'Scenarios',
    settings: 'Settings',
  },
  home: {
    title: 'Plan GPU capacity by the cost of finished work',
    lead: 'Headroom helps finance and engineering leads decide how to buy GPU capacity. Describe the work — training and fine-tuning runs, online inference, batch jobs, development machines — and the GPU offers you can buy. Headroom simulates that work under each buying strategy, counting queues, interruptions and idle capacity, and shows what it costs to get the work done, by when, and how sure you can be.',
    idea: {
      label: 'The one idea',
      headline: 'Compare the cost of finished work, not the hourly price.',
      body: 'A lower hourly rate is not cheaper if the job runs slower, loses work to interruptions or leaves reserved GPUs idle. For example, a fine-tuning job takes 18 hours on a shared GPU instance but under 10 hours on bare metal. Bare metal costs about 30% more per hour, yet the job costs about 28% less and finishes 8 hours sooner.',
    },
    pools: {
      title: 'Four ways to buy GPU time',
      intro:
        'Most plans mix them: a reserved base with on-demand for peaks, or spot for training with an on-demand fallback close to a deadline.',
      goodFor: 'Good for',
      watchOut: 'Watch out for',
      onDemand: {
        name: 'On-demand',
        aka: '按量计费 · pay-as-you-go',
        summary: 'Pay by the hour for what you run, and stop paying when you stop.',
        goodFor: 'Experiments, bursts and work you can’t predict yet.',
        watchOut:
          'The highest hourly price, and popular GPUs can be out of stock when you need them.',
      },
      reserved: {
        name: 'Reserved',
        aka: '包年包月 · subscriptions, savings plans',
        summary:
          'Commit to a number of GPUs for a month, a year or three years in exchange for a discount.',
        goodFor: 'Steady, predictable training and serving.',
        watchOut:
          'You pay whether the GPUs are busy or not; idle reserved capacity raises the cost of every job.',
      },
      spot: {
        name: 'Spot',
        aka: '竞价实例 · preemptible',
        summary: 'Spare capacity at a deep discount that the provider can reclaim at short notice.',
        goodFor: 'Jobs that save checkpoints often and can restart.',
        watchOut:
          'Each interruption loses the work since the last checkpoint and can push a job past its deadline.',
      },
      bareMetal: {
        name: 'Bare metal',
        aka: 'GPU云物理服务器 · dedicated servers',
        summary:
          'Whole dedicated servers, often with eight GPUs each, usually rented by the month.',
        goodFor: 'Long, steady training with no virtualisation overhead and no noisy neighbours.',
        watchOut: 'Lead times of days, minimum terms, and you pay for the whole machine.',
      },
      owned: {
        name: 'Owned servers',
        aka: '自建机房 · on-premises',
        summary: 'Servers you buy, power, house and run yourself, usable after a procurement lead time.',
        goodFor: 'Steady, high utilisation over years: above the break-even utilisation owning beats renting.',
        watchOut: 'A large one-off investment, weeks of lead time, slow expansion, and the operations burden.',
      },
    },
    answers: {
      title: 'What a plan tells you',
      cost: 'Total cost by pool, by workload and by month.',
      unitCost: 'Cost per finished job and per 10,000 inference requests.',
      time: 'Turnaround time, missed deadlines and GPU-hours lost to interruptions.',
      ranges:
        'Ranges, not single numbers: each figure comes from many seeded runs and is shown as P10 / P50 / P90.',
    },
  },
  settings: {
    title: 'Settings',
    intro: 'These preferences are saved on this device.',
    language: {
      title: 'Language',
      label: 'Interface language',
      system: 'System ({{language}})',
      help: 'System follows the language of your operating system or browser.',
    },
    preview: {
      title: 'How numbers, money and dates will look',
      number: 'Number',
      currency: 'Amount',
      percent: 'Percentage',
      date: 'Date',
    },
    theme: {
      title: 'Appearance',
      label: 'Theme',
      system: 'System',
      light: 'Light',
      dark: 'Dark',
      help: 'System follows your operating system’s light or dark setting.',
    },
    platform: {
      title: 'This copy of Headroom',
      electron:
        'Desktop app. Files open and save through your system’s dialogs, and reports are saved straight to PDF.',
      web: 'Web version. Files open through your browser’s file picker and are saved as downloads; PDF reports go through the browser’s print dialog, where you choose “Save as PDF”.',
    },
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no screen at {{path}}.',
    action: 'Go to the overview',
  },
  library: libraryEn,
  catalogBuying: catalogBuyingEn,
  backup: backupEn,
  editor: { ...editorEn, issues: { ...editorEn.issues, ...workLimitIssuesEn } },
  results: resultsEn,
  report: reportEn,
  reportAnalyses: reportAnalysesEn,
  importIssues: importIssuesEn,
  commitments: commitmentsEn,
  warnings: warningsEn,
  poolDefaults: poolDefaultsEn,
  decision: decisionEn,
  planSearch: planSearchEn,
  llmMix: llmMixEn,
  contract: contractEn,
  cash: cashEn,
  savingsPlans: savingsPlansEn,
  quotas: quotasEn,
  owned: ownedEn,
  bill: billEn,
  curve: curveEn,
  whatIf: whatIfEn,
  whatIfReport: whatIfReportEn,
  compare: compareEn,
  versions: versionsEn,
  poolUsage: poolUsageEn,
  sharedPools: sharedPoolsEn,
  llmResults: llmResultsEn,
  targetRules: targetRulesEn,
  counts: countsEn,
  llmRoutes: llmRoutesEn,
  model: modelEn,
  deadlinePolicy: deadlinePolicyEn,
  openingGuard: openingGuardEn,
  spotTrace: spotTraceEn,
  trafficImport: trafficImportEn,
  trafficReplay: trafficReplayEn,
  jobImport: jobImportEn,
  gpuMix: gpuMixEn,
  backtest: backtestEn,
  damage: damageEn,
};

/** The shape every translation must have: the English keys, each with some string. */
export type Messages = typeof en;
