import { useState } from 'react';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Scenario } from '@shared/scenario';
import type { OpenScenario } from '../storage';
import { initialHistory, loadWhatIf, saveWhatIf } from './what-if-history';
import { WhatIfKeptNote } from './WhatIfKeptNote';
import { WhatIfMode, type WhatIfNotice } from './WhatIfMode';

/**
 * The results screen's way into the what-if: a button, or the what-if itself when it is open
 * (it stays open across visits in this session, like its moves).
 */
export function WhatIfEntry({ open, base }: { open: OpenScenario; base: Scenario }) {
  const { t } = useTranslation();
  const scenarioId = open.scenario.id;
  const versionId = open.version.id;
  const [notice, setNotice] = useState<WhatIfNotice | null>(null);
  const [shown, setShown] = useState(() => loadWhatIf(scenarioId, versionId)?.open ?? false);
  const close = () => {
    const kept = loadWhatIf(scenarioId, versionId);
    saveWhatIf(scenarioId, { versionId, open: false, history: kept?.history ?? initialHistory() });
    setShown(false);
    setNotice(null);
  };
  if (shown) return (
      <WhatIfMode key={versionId} open={open} base={base} onClose={close} notice={notice} onNotice={setNotice} />
    );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Button variant="outlined" startIcon={<TuneOutlined />} onClick={() => setShown(true)} data-testid="what-if-open">
        {t('whatIf.open')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('whatIf.openHelp')}
      </Typography>
      <WhatIfKeptNote scenarioId={scenarioId} versionId={versionId} base={base} />
    </Stack>
  );
}
