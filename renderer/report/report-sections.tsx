import { AssumptionsSection } from './AssumptionsSection';
import { ChartsSection } from './ChartsSection';
import { CoverSection } from './CoverSection';
import { MethodSection } from './MethodSection';
import type { ReportSection } from './report-data';

/**
 * The report's sections in reading order. The answer comes first and fills the first page;
 * analyses of these results (what-if, sensitivity, commitment optimiser) go between the
 * assumptions and the method, each as one entry that renders null when its analysis is
 * absent from `data.analyses`.
 */
export const REPORT_SECTIONS: readonly ReportSection[] = [
  { id: 'cover', render: (props) => <CoverSection {...props} /> },
  { id: 'charts', render: (props) => <ChartsSection {...props} /> },
  { id: 'assumptions', render: (props) => <AssumptionsSection {...props} /> },
  { id: 'method', render: (props) => <MethodSection {...props} /> },
];
