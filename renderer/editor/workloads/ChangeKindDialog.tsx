import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { intlLocale, useLanguage } from '../app';
import { changeWorkloadKind } from '../draft/change-kind';
import { useDraftDocument, useDraftStore } from '../draft/draft-context';
import type { WorkloadKind } from '../draft/new-items';
import { workloadFieldLabelKey } from './workload-field-label';

interface ChangeKindDialogProps {
  index: number;
  kind: WorkloadKind;
  onClose(): void;
}

/**
 * Asks before a workload changes kind, naming what goes: the old kind's own settings, and
 * placement settings that mean nothing for the new kind, by strategy. Confirming is one edit.
 */
export function ChangeKindDialog({ index, kind, onClose }: ChangeKindDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { change } = useDraftStore();
  const titleId = useId();
  const unitName = t('editor.workloads.batch.defaultUnit');
  const preview = changeWorkloadKind(useDraftDocument(), index, kind, unitName);
  if (!preview) return null;

  const { from } = preview;
  const label = (field: string, of: WorkloadKind | null) => {
    const key = workloadFieldLabelKey(of, field);
    return key ? t(key) : field;
  };
  const list = (items: string[]) =>
    new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(items);
  const name =
    String(preview.document.workloads[index]?.name ?? '') || t('editor.workloads.unnamed');
  const kindLabel = t(`editor.workloads.kinds.${kind}`);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('editor.workloads.changeKind.title', { name, kind: kindLabel })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('editor.workloads.changeKind.keeps')}</DialogContentText>
        {preview.kept.length > 0 && (
          <DialogContentText sx={{ mt: 1 }}>
            {t('editor.workloads.changeKind.keepsAlso', {
              fields: list(preview.kept.map((field) => label(field, kind))),
            })}
          </DialogContentText>
        )}
        {preview.gpus && (
          <DialogContentText sx={{ mt: 1 }}>
            {t('editor.workloads.changeKind.gpus', {
              from: label(preview.gpus.from, from),
              to: label(preview.gpus.to, kind),
              value: preview.gpus.value,
            })}
          </DialogContentText>
        )}
        {preview.removed.length > 0 && (
          <Section title={t('editor.workloads.changeKind.removed')}>
            {preview.removed.map((field) => (
              <li key={field}>{label(field, from)}</li>
            ))}
          </Section>
        )}
        {preview.placements.length > 0 && (
          <Section title={t('editor.workloads.changeKind.placements')}>
            {preview.placements.map((placement) => (
              <li key={placement.strategyIndex}>
                {t('editor.workloads.changeKind.placement', {
                  strategy: placement.strategyName || t('editor.strategies.unnamed'),
                  settings: list(placement.cleared.map((setting) => label(setting, null))),
                })}
              </li>
            ))}
          </Section>
        )}
        <DialogContentText sx={{ mt: 2 }}>
          {t('editor.workloads.changeKind.undo')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('editor.workloads.changeKind.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            change(
              (current) => changeWorkloadKind(current, index, kind, unitName)?.document ?? current,
            );
            onClose();
          }}
        >
          {t('editor.workloads.changeKind.confirm', { kind: kindLabel })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A titled list in the dialog, its items as the caller gives them. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3, color: 'text.secondary' }}>
        {children}
      </Box>
    </Box>
  );
}
