import { useEffect, useRef, useState } from 'react';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from '../draft/draft-context';
import { setIn } from '../draft/json-path';
import { PriceListImportDialog } from './PriceListImportDialog';
import { readPriceListFile, type PriceListReading } from './price-list-reader';

/**
 * "Import price list…": picks a file (the browser's or the desktop's own picker, which hands
 * over a File that can be streamed however large), reads it in a worker, and shows the preview.
 * The catalog changes only on Apply, in one step that Undo takes back.
 */
export function PriceListImportButton() {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const input = useRef<HTMLInputElement>(null);
  const job = useRef<{ cancel(): void } | null>(null);
  const [reading, setReading] = useState<PriceListReading | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  useEffect(() => () => job.current?.cancel(), []);

  const close = () => {
    job.current?.cancel();
    job.current = null;
    setReading(null);
  };

  return (
    <>
      <Button startIcon={<UploadFileOutlined />} onClick={() => input.current?.click()}>
        {t('editor.priceImport.button')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".csv,.json,text/csv,application/json"
        data-testid="price-list-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          job.current?.cancel();
          job.current = readPriceListFile(file, setReading);
        }}
      />
      {reading && (
        <PriceListImportDialog
          reading={reading}
          onCancel={close}
          onApply={(catalog, counts) => {
            change((doc) => setIn(doc, ['catalog'], catalog));
            close();
            setApplied(t('editor.priceImport.applied', counts));
          }}
        />
      )}
      <Snackbar open={applied !== null} autoHideDuration={6000} onClose={() => setApplied(null)} message={applied ?? ''} />
    </>
  );
}
