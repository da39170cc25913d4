import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CatalogInput } from '@shared/catalog';
import type { PriceListParse } from '@shared/catalog/import';
import { useCounts } from '../app';
import { ImportChoicesFields } from './ImportChoicesFields';
import { ImportPreviewTables } from './ImportPreviewTables';
import type { PriceListReading } from './price-list-reader';
import { priceListFailureText } from './price-list-refusal-text';
import { useImportPreview } from './use-import-preview';

interface Props {
  reading: PriceListReading;
  onCancel(): void;
  onApply(catalog: CatalogInput, counts: { offers: number; changes: number }): void;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Reading (progress, Cancel), a file that could not be read, or the preview with Apply / Cancel. */
export function PriceListImportDialog({ reading, onCancel, onApply }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="lg" aria-labelledby="price-import-title">
      <DialogTitle id="price-import-title">{t('editor.priceImport.title')}</DialogTitle>
      {reading.state === 'read' ? (
        <PreviewContent parsed={reading.parsed} fileName={reading.fileName} onCancel={onCancel} onApply={onApply} />
      ) : (
        <>
          <DialogContent>
            {reading.state === 'reading' ? (
              <Stack spacing={1}>
                <Typography variant="body2">
                  {t('editor.priceImport.reading', { file: reading.fileName, done: megabytes(reading.bytesRead), total: megabytes(reading.totalBytes) })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={reading.totalBytes > 0 ? (100 * reading.bytesRead) / reading.totalBytes : 0}
                  aria-label={t('editor.priceImport.readingLabel')}
                />
              </Stack>
            ) : (
              <Alert severity="error">{priceListFailureText(t, reading)}</Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t('editor.priceImport.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function PreviewContent({ parsed, fileName, onCancel, onApply }: { parsed: PriceListParse; fileName: string } & Omit<Props, 'reading'>) {
  const { t } = useTranslation();
  const counts = useCounts();
  const { choices, setChoices, state, scenarioCurrency } = useImportPreview(parsed, fileName);
  const preview = state.ok ? state.preview : null;
  const empty = preview !== null && preview.newOffers.length === 0 && preview.changes.length === 0 && preview.confirmed === 0;
  const canApply = state.ok && !state.rateNeeded && preview!.problems.length === 0 && !empty;
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('editor.priceImport.summary', {
              format: t(`editor.priceImport.formats.${parsed.format}`),
              file: fileName,
              rows: counts('rows', parsed.rowsRead),
              offers: counts('offers', parsed.offers.length),
              skipped: counts('rows', parsed.skipped),
              rejected: counts('rows', parsed.rejectedCount),
            })}
          </Typography>
          <ImportChoicesFields parsed={parsed} choices={choices} onChange={setChoices} scenarioCurrency={scenarioCurrency} rateNeeded={state.ok && state.rateNeeded} />
          {!state.ok && <Alert severity="error">{t('editor.priceImport.brokenCatalog')}</Alert>}
          {preview?.problems.map((problem) => (
            <Alert key={problem} severity="error">
              {t('editor.priceImport.problem', { problem })}
            </Alert>
          ))}
          {preview && preview.filteredOut > 0 && (
            <Typography variant="body2">{t('editor.priceImport.filteredOut', { count: preview.filteredOut })}</Typography>
          )}
          {preview && preview.confirmed > 0 && <Typography variant="body2">{t('editor.priceImport.confirmed', { count: preview.confirmed })}</Typography>}
          {empty && <Alert severity="info">{t('editor.priceImport.nothing')}</Alert>}
        </Stack>
        {preview && <ImportPreviewTables preview={preview} parsed={parsed} currency={scenarioCurrency} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('editor.priceImport.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!canApply}
          onClick={() => preview && onApply(preview.catalog, { offers: preview.newOffers.length, changes: preview.changes.length })}
        >
          {t('editor.priceImport.apply')}
        </Button>
      </DialogActions>
    </>
  );
}
