import { useState } from 'react';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PoolKind, ScenarioWarning } from '@shared/scenario';
import { useFormat } from '../app';
import { useDraftSelector, useDraftStore } from '../draft/draft-context';
import { applyWarningFix } from '../draft/warning-fix';
import { useEditorLocation } from '../navigation/editor-location-context';

/** Every figure of a warning, numbers formatted for the interface language. */
function warningValues(
  w: ScenarioWarning,
  number: (n: number) => string,
  kindWord: (kind: PoolKind) => string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(w)) {
    if (key === 'key' || key === 'path' || key === 'message' || key === 'fix') continue;
    out[key] = typeof value === 'number' ? number(value) : String(value ?? '');
  }
  if ('poolKind' in w) out.poolKind = kindWord(w.poolKind);
  // The sentence's form for one or more runs is picked by the count, a number.
  if (w.key === 'longRun') out.count = w.runs;
  return out;
}

/**
 * Beside the problem count: what a valid scenario will do that may surprise (work that never
 * arrives, targets no strategy can meet, a run that takes minutes). Warnings do not stop Run.
 */
export function WarningsButton() {
  const { t } = useTranslation();
  const format = useFormat();
  const { reveal } = useEditorLocation();
  const { change } = useDraftStore();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const warnings = useDraftSelector((state) => state.validation.warnings);
  if (warnings.length === 0) return null;
  const number = (n: number) => format.number(n, { maximumFractionDigits: 2 });
  // The figures differ by warning, which the typed t() cannot follow through a union of keys;
  // every key's text is checked against its figures by the locale test instead.
  const wording = t as unknown as (key: string, values: Record<string, string | number>) => string;
  return (
    <>
      <Button
        color="warning"
        variant="outlined"
        startIcon={<WarningAmberOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        data-testid="warning-count"
      >
        {t('warnings.button', { count: warnings.length })}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 440, maxWidth: 'calc(100vw - 32px)', maxHeight: '60vh' } },
        }}
      >
        <Box sx={{ px: 2, pt: 2, pb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('warnings.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('warnings.intro')}
          </Typography>
        </Box>
        <List dense disablePadding aria-label={t('warnings.listLabel')} data-testid="warning-list">
          {warnings.map((w, index) => (
            <ListItem
              key={`${w.key}-${w.path}-${index}`}
              disablePadding
              data-warning={w.key}
              sx={{ flexDirection: 'column', alignItems: 'stretch' }}
            >
              <ListItemButton
                onClick={() => {
                  setAnchor(null);
                  reveal(w.path);
                }}
              >
                <ListItemText primary={wording(`warnings.${w.key}`, warningValues(w, number, (kind) => t(`poolUsage.table.kinds.${kind}`)))} />
              </ListItemButton>
              {'fix' in w && (
                <Box sx={{ px: 2, pb: 1 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    data-testid="warning-fix"
                    onClick={() => change((doc) => applyWarningFix(doc, w.fix))}
                  >
                    {t(`warnings.fix.${w.fix.kind}`)}
                  </Button>
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      </Popover>
    </>
  );
}
