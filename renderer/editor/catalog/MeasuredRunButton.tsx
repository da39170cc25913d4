import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { measuredRunRecord } from '@shared/catalog';
import { useDraftStore } from '../draft/draft-context';
import { setIn } from '../draft/json-path';
import { MeasuredRunDialog } from './MeasuredRunDialog';

interface Props {
  index: number;
  offerId: string;
  offerName: string;
  gpusPerInstance: number;
}

/** "Enter a measured run…": the dialog, and on Apply the offer's pipeline factor and the run, as one undoable edit. */
export function MeasuredRunButton({ index, offerId, offerName, gpusPerInstance }: Props) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const [open, setOpen] = useState(false);
  const offer = ['catalog', 'offers', index] as const;
  return (
    <>
      <Button size="small" startIcon={<SpeedOutlined />} onClick={() => setOpen(true)}>
        {t('editor.measuredRun.button')}
      </Button>
      {open && (
        <MeasuredRunDialog
          offerId={offerId}
          offerName={offerName}
          defaultGpus={gpusPerInstance}
          onCancel={() => setOpen(false)}
          onApply={(input, result, kind) => {
            change((doc) => setIn(setIn(doc, [...offer, 'efficiency', 'pipeline'], result.after), [...offer, 'measuredRun'], measuredRunRecord(input, result, kind)));
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
