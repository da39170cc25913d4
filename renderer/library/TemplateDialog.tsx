import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TemplateGallery } from './TemplateGallery';
import type { ShippedTemplate } from './template-summary';

interface TemplateDialogProps {
  open: boolean;
  onClose(): void;
  /** Resolves true once the scenario exists, which closes the dialog. */
  onUse(template: ShippedTemplate): Promise<boolean>;
}

/** "New from template": every shipped example, each with its name and story. */
export function TemplateDialog({ open, onClose, onUse }: TemplateDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  const use = async (template: ShippedTemplate) => {
    setBusy(true);
    try {
      if (await onUse(template)) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>{t('library.templates.dialogTitle')}</DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('library.templates.dialogIntro')}
        </Typography>
        <TemplateGallery busy={busy} onUse={(template) => void use(template)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('library.dialog.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
