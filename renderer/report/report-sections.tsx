import { AssumptionsSection } from './AssumptionsSection';
import { BestPlanSection } from './BestPlanSection';
import { BillSection } from './BillSection';
import { CashSection } from './CashSection';
import { ChartsSection } from './ChartsSection';
import { CommitmentSection } from './CommitmentSection';
import { CoverSection } from './CoverSection';
import { InterruptionsSection } from './InterruptionsSection';
import { LlmMixReportSection } from './LlmMixReportSection';
import { LlmResultsSection } from './LlmResultsSection';
import { MethodSection } from './MethodSection';
import { OptimiseSection } from './OptimiseSection';
import { OwnedServersSection } from './OwnedServersSection';
import type { ReportSection } from './report-data';
import { SensitivitySection } from './SensitivitySection';
import { SavingsPlansSection } from './SavingsPlansSection';
import { SharedPoolsSection } from './SharedPoolsSection';
import { WhatIfSection } from './WhatIfSection';
import { WhereRanSection } from './WhereRanSection';

/**
 * The report's sections in reading order. The answer comes first and fills the first page;
 * then the services planned in tokens (each target's missed requests, cost per million tokens), then the bill beside GPU cost when the scenario has one, the results in detail (charts, where the work ran, spot interruptions, commitments
 * after the horizon, cash over the whole contract and its net present value);
 * then the assumptions; analyses of these results (commitment optimiser, sensitivity, the
 * plan search, the cheapest mix of GPUs, the what-if kept for the report) go between the assumptions and the method, each as one entry
 * that renders null when its analysis is absent from `data.analyses`.
 */
export const REPORT_SECTIONS: readonly ReportSection[] = [
  { id: 'cover', render: (props) => <CoverSection {...props} /> },
  { id: 'llm-results', render: (props) => <LlmResultsSection {...props} /> },
  { id: 'bill', render: (props) => <BillSection {...props} /> },
  { id: 'charts', render: (props) => <ChartsSection {...props} /> },
  { id: 'where-ran', render: (props) => <WhereRanSection {...props} /> },
  { id: 'interruptions', render: (props) => <InterruptionsSection {...props} /> },
  { id: 'shared-pools', render: (props) => <SharedPoolsSection {...props} /> },
  { id: 'savings-plans', render: (props) => <SavingsPlansSection {...props} /> },
  { id: 'commitment', render: (props) => <CommitmentSection {...props} /> },
  { id: 'cash', render: (props) => <CashSection {...props} /> },
  { id: 'owned', render: (props) => <OwnedServersSection {...props} /> },
  { id: 'assumptions', render: (props) => <AssumptionsSection {...props} /> },
  { id: 'optimise', render: (props) => <OptimiseSection {...props} /> },
  { id: 'sensitivity', render: (props) => <SensitivitySection {...props} /> },
  { id: 'plan-search', render: (props) => <BestPlanSection {...props} /> },
  { id: 'llm-mix', render: (props) => <LlmMixReportSection {...props} /> },
  { id: 'what-if', render: (props) => <WhatIfSection {...props} /> },
  { id: 'method', render: (props) => <MethodSection {...props} /> },
];
