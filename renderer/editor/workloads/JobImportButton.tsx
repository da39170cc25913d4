import { useState } from 'react';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { JobTargetKind } from '@shared/job-import';
import { JobImportDialog } from '../app';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { setIn } from '../draft/json-path';

/**
 * "Import job history…" on a training or batch workload: the fitted arrivals, sizes and GPUs are
 * set together on Apply, as one edit that Undo takes back.
 */
export function JobImportButton({ index, kind }: { index: number; kind: JobTargetKind }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState(false);
  const id = useDraftValue(['workloads', index, 'id']);
  const name = useDraftValue(['workloads', index, 'name']);
  const startDate = useDraftValue(['startDate']);
  return (
    <>
      <Button startIcon={<UploadFileOutlined />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('jobImport.open')}
      </Button>
      <JobImportDialog
        open={open}
        kind={kind}
        workload={{ id: typeof id === 'string' ? id : '', name: typeof name === 'string' ? name : '' }}
        startDate={typeof startDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? startDate : '1970-01-01'}
        onClose={() => setOpen(false)}
        onApply={(patch) => {
          setOpen(false);
          change((doc) => Object.entries(patch).reduce((d, [field, value]) => setIn(d, ['workloads', index, field], value), doc));
          setApplied(true);
        }}
      />
      <Snackbar open={applied} autoHideDuration={5000} onClose={() => setApplied(false)} message={t('jobImport.applied')} />
    </>
  );
}
