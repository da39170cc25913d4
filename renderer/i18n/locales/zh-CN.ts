import { ownedZhCN } from './owned';
import { commitmentsZhCN } from './commitments';
import { billZhCN } from './bill';
import { cashZhCN } from './cash';
import { savingsPlansZhCN } from './savings-plans';
import { quotasZhCN } from './quotas';
import { contractZhCN } from './contract';
import { warningsZhCN } from './warnings';
import { poolDefaultsZhCN } from './pool-defaults';
import { decisionZhCN } from './decision';
import { planSearchZhCN } from './plan-search';
import { llmMixZhCN } from './llm-mix';
import { curveZhCN } from './curve';
import { poolUsageZhCN } from './pool-usage';
import { sharedPoolsZhCN } from './shared-pools';
import { llmResultsZhCN } from './llm-results';
import { targetRulesZhCN } from './target-rules';
import { countsZhCN } from './counts';
import { llmRoutesZhCN } from './llm-routes';
import { damageZhCN } from './damage';
import { editorZhCN } from './editor';
import { workLimitIssuesZhCN } from './work-limits';
import { openingGuardZhCN } from './opening-guard';
import type { Messages } from './en';
import { backupZhCN } from './backup';
import { libraryZhCN } from './library';
import { reportZhCN } from './report';
import { reportAnalysesZhCN } from './report-analyses';
import { importIssuesZhCN } from './import-issues';
import { resultsZhCN } from './results';
import { whatIfZhCN } from './what-if';
import { whatIfReportZhCN } from './what-if-report';
import { compareZhCN } from './compare';
import { versionsZhCN } from './versions';
import { modelZhCN } from './model';
import { deadlinePolicyZhCN } from './deadline-policy';
import { spotTraceZhCN } from './spot-trace';
import { trafficImportZhCN } from './traffic-import';
import { trafficReplayZhCN } from './traffic-replay';
import { jobImportZhCN } from './job-import';
import { gpuMixZhCN } from './gpu-mix';
import { backtestZhCN } from './backtest';
import { catalogBuyingZhCN } from './catalog-buying';

/**
 * Simplified Chinese interface text, typed against the English keys: a missing or extra
 * key is a compile error. Pool names follow the terms on Chinese cloud consoles
 * (按量计费, 预留实例, 竞价实例, GPU云物理服务器) so readers recognise them from their bills; the
 * terms themselves are fixed in ../glossary.ts.
 */
export const zhCN: Messages = {
  app: {
    name: 'Headroom',
    tagline: 'GPU 算力容量与成本规划',
    documentTitle: '{{screen}} · Headroom',
    skipToContent: '跳到主要内容',
  },
  nav: {
    label: '主导航',
    open: '打开导航菜单',
    overview: '概览',
    scenarios: '场景',
    settings: '设置',
  },
  home: {
    title: '按完成工作的成本规划 GPU 算力',
    lead: 'Headroom 帮助财务和技术负责人决定如何采购 GPU 算力。您只需描述要完成的工作（训练与微调、在线推理、批处理任务、开发环境）以及可选购的 GPU 规格与报价，Headroom 就会在每种采购策略下模拟这些工作，把排队、中断和资源闲置都计算在内，告诉您完成这些工作要花多少钱、何时能完成、结果有多大把握。',
    idea: {
      label: '核心理念',
      headline: '比较完成工作的成本，而不是每小时单价。',
      body: '每小时单价更低，并不代表更省钱：任务可能跑得更慢，可能因中断而丢失进度，预留的 GPU 也可能闲置。例如，一个微调任务在共享 GPU 实例上需要 18 小时，在 GPU 云物理服务器上不到 10 小时。物理服务器每小时贵约 30%，完成这个任务的成本却低约 28%，还能提前 8 小时完成。',
    },
    pools: {
      title: '四种 GPU 采购方式',
      intro:
        '实际方案往往组合使用：例如用预留实例承担基础负载、用按量计费应对高峰；或用竞价实例跑训练，临近截止时间再改用按量计费兜底。',
      goodFor: '适合',
      watchOut: '注意',
      onDemand: {
        name: '按量计费',
        aka: '按需实例 · On-demand',
        summary: '按实际使用时长付费，释放实例即停止计费。',
        goodFor: '实验、突发负载，以及用量尚难预测的工作。',
        watchOut: '单价最高；热门 GPU 在需要时可能售罄。',
      },
      reserved: {
        name: '预留实例',
        aka: '即阿里云、腾讯云的包年包月；也包括节省计划 · Reserved',
        summary: '承诺在一个月、一年或三年内使用一定数量的 GPU，以此换取折扣。',
        goodFor: '稳定、可预期的训练和在线服务。',
        watchOut: '无论是否用满都要付费；预留资源闲置会推高每项任务的成本。',
      },
      spot: {
        name: '竞价实例',
        aka: '抢占式实例 · Spot',
        summary: '以大幅折扣使用云厂商的闲置算力，但实例可能在短时间通知后被回收。',
        goodFor: '经常保存检查点、中断后可以续跑的任务。',
        watchOut: '每次中断都会丢失上一个检查点之后的进度，还可能让任务错过截止时间。',
      },
      bareMetal: {
        name: 'GPU云物理服务器',
        aka: '裸金属、专属集群 · Bare metal',
        summary: '独享整台服务器（通常每台 8 卡），一般按月租用。',
        goodFor: '长期稳定的训练：没有虚拟化开销，也不受其他租户干扰。',
        watchOut: '交付需要数天，有最短租期，而且要为整台机器付费。',
      },
      owned: {
        name: '自建服务器',
        aka: '自建机房 · Owned servers',
        summary: '自己购买、供电、托管并运维的服务器，采购周期过后才能使用。',
        goodFor: '多年稳定的高利用率：利用率高于盈亏平衡点时，自建比租用便宜。',
        watchOut: '一次性投入大、采购周期以周计、扩容慢，还要承担运维负担。',
      },
    },
    answers: {
      title: '规划能回答的问题',
      cost: '按资源池、按工作负载、按月份汇总的总成本。',
      unitCost: '每个完成任务的成本，以及每万次推理请求的成本。',
      time: '完成时间、错过截止时间的次数，以及因中断损失的 GPU 小时数。',
      ranges:
        '给出区间而不是单一数字：每个指标都来自多次固定随机种子的模拟，以 P10 / P50 / P90 呈现。',
    },
  },
  settings: {
    title: '设置',
    intro: '以下偏好设置保存在当前设备上。',
    language: {
      title: '语言',
      label: '界面语言',
      system: '跟随系统（{{language}}）',
      help: '“跟随系统”会使用操作系统或浏览器的语言。',
    },
    preview: {
      title: '数字、金额与日期的显示效果',
      number: '数字',
      currency: '金额',
      percent: '百分比',
      date: '日期',
    },
    theme: {
      title: '外观',
      label: '主题',
      system: '跟随系统',
      light: '浅色',
      dark: '深色',
      help: '“跟随系统”会随操作系统的浅色或深色设置自动切换。',
    },
    platform: {
      title: '运行环境',
      electron: '桌面版：通过系统对话框打开和保存文件，报告可直接保存为 PDF。',
      web: '网页版：通过浏览器选择要打开的文件，保存的文件会出现在浏览器的下载列表中；PDF 报告需通过浏览器的打印对话框生成，请选择“另存为 PDF”。',
    },
  },
  notFound: {
    title: '找不到该页面',
    body: '没有与 {{path}} 对应的页面。',
    action: '返回概览',
  },
  library: libraryZhCN,
  catalogBuying: catalogBuyingZhCN,
  backup: backupZhCN,
  editor: { ...editorZhCN, issues: { ...editorZhCN.issues, ...workLimitIssuesZhCN } },
  results: resultsZhCN,
  report: reportZhCN,
  reportAnalyses: reportAnalysesZhCN,
  importIssues: importIssuesZhCN,
  commitments: commitmentsZhCN,
  warnings: warningsZhCN,
  poolDefaults: poolDefaultsZhCN,
  decision: decisionZhCN,
  planSearch: planSearchZhCN,
  llmMix: llmMixZhCN,
  contract: contractZhCN,
  cash: cashZhCN,
  savingsPlans: savingsPlansZhCN,
  quotas: quotasZhCN,
  owned: ownedZhCN,
  bill: billZhCN,
  curve: curveZhCN,
  whatIf: whatIfZhCN,
  whatIfReport: whatIfReportZhCN,
  compare: compareZhCN,
  versions: versionsZhCN,
  poolUsage: poolUsageZhCN,
  sharedPools: sharedPoolsZhCN,
  llmResults: llmResultsZhCN,
  targetRules: targetRulesZhCN,
  counts: countsZhCN,
  llmRoutes: llmRoutesZhCN,
  model: modelZhCN,
  deadlinePolicy: deadlinePolicyZhCN,
  openingGuard: openingGuardZhCN,
  spotTrace: spotTraceZhCN,
  trafficImport: trafficImportZhCN,
  trafficReplay: trafficReplayZhCN,
  jobImport: jobImportZhCN,
  gpuMix: gpuMixZhCN,
  backtest: backtestZhCN,
  damage: damageZhCN,
};
