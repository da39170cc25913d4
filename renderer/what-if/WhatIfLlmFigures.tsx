import { useTranslation } from 'react-i18next';
import type { LlmDeltaFigure } from '@shared/analysis/what-if';
import { useLlmWords } from '../results/use-llm-words';
import type { ResultsFormat } from '../results/use-results-format';
import { usePairedSpreadText } from './use-paired-spread-text';
import { WhatIfFigureRow } from './WhatIfFigureRow';

interface WhatIfLlmFiguresProps {
  /** The strategy's figures of its services planned in tokens (from the comparison; absent without such a service). */
  figures: readonly LlmDeltaFigure[] | undefined;
  fmt: ResultsFormat;
  /** The targets' figures are the estimate itself (the what-if's first figures): no second line repeats it. */
  estimated?: boolean;
}

/**
 * A what-if card's figures of its services planned in tokens, written like the card's other
 * figures (inside its list): each target's share of requests that missed it and the cost per
 * million tokens, before → after (P50s) and the change, with the change read run by run on the
 * same seeds (its P10–P90, or the exact change when every run moved alike) and "within the
 * noise" when that range holds zero, and under a target its analytical estimate before →
 * after. Results saved before the runs' figures were kept show the P50s alone.
 */
export function WhatIfLlmFigures({ figures, fmt, estimated = false }: WhatIfLlmFiguresProps) {
  const { t } = useTranslation();
  const words = useLlmWords();
  const runByRun = usePairedSpreadText(fmt);
  return (
    <>
      {(figures ?? []).map((f) => (
        <WhatIfFigureRow
          key={f.key}
          label={words.deltaLabel(f)}
          delta={f.delta}
          kind={f.kind}
          fmt={fmt}
          testId="what-if-llm-figure"
          withinNoise={f.paired?.withinNoise ?? null}
          title={t(f.paired ? 'llmResults.paired.hint' : 'llmResults.delta.noRunByRun')}
          runByRun={runByRun(f.paired, f.kind)}
          note={estimated ? null : words.estimateChange(f)}
        />
      ))}
    </>
  );
}
