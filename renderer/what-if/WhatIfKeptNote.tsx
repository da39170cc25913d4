import Typography from '@mui/material/Typography';
import type { Scenario } from '@shared/scenario';
import { useKeptWhatIf } from './use-kept-what-if';

/**
 * Beside "What if…" while the what-if is closed: which what-if the report of these results
 * holds, if one was kept, so nobody hands on a report with a what-if they forgot about.
 */
export function WhatIfKeptNote({ scenarioId, versionId, base }: { scenarioId: string; versionId: string; base: Scenario }) {
  const { line } = useKeptWhatIf(scenarioId, versionId, base);
  if (!line) return null;
  return (
    <Typography variant="body2" data-testid="what-if-kept-note" sx={{ flexBasis: '100%' }}>
      {line}
    </Typography>
  );
}
