import { useTranslation } from 'react-i18next';
import type { StrategySummary } from '@shared/sim/results';
import { llmDeltaFigures } from '../results/llm-figures';
import { useLlmWords } from '../results/use-llm-words';
import type { ResultsFormat } from '../results/use-results-format';
import { WhatIfFigureRow } from './WhatIfFigureRow';

interface WhatIfLlmFiguresProps {
  before: StrategySummary | undefined;
  after: StrategySummary | undefined;
  fmt: ResultsFormat;
}

/**
 * A what-if card's figures of its services planned in tokens, written like the card's other
 * figures (inside its list): each target's share of requests that missed it and the cost per
 * million tokens, before → after and the change. The change is between the P50s: the runs'
 * own figures of these services are not kept, so it is not paired run by run.
 */
export function WhatIfLlmFigures({ before, after, fmt }: WhatIfLlmFiguresProps) {
  const { t } = useTranslation();
  const words = useLlmWords();
  return (
    <>
      {llmDeltaFigures(before, after).map((f) => (
        <WhatIfFigureRow
          key={f.key}
          label={words.deltaLabel(f)}
          delta={f.delta}
          kind={f.kind}
          fmt={fmt}
          testId="what-if-llm-figure"
          withinNoise={null}
          title={t('llmResults.delta.noRunByRun')}
        />
      ))}
    </>
  );
}
