import { isolateText } from '@shared/scenario/isolate-text';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview, PriceAmount, PriceListParse, RejectedRow } from '@shared/catalog/import';
import { useFormat } from '../app';

const COLUMN_KEYS = {
  offer: 'editor.priceImport.columns.offer',
  gpus: 'editor.priceImport.columns.gpus',
  prices: 'editor.priceImport.columns.prices',
  price: 'editor.priceImport.columns.price',
  change: 'editor.priceImport.columns.change',
  line: 'editor.priceImport.columns.line',
  reason: 'editor.priceImport.columns.reason',
  gpu: 'editor.priceImport.columns.gpu',
  note: 'editor.priceImport.columns.note',
} as const;

/** Rows shown per list: the rest are counted (a hostile file may reject a thousand rows). */
const SHOWN = 200;

function Section({ title, headers, rows, more, label }: { title: string; headers: string[]; rows: ReactNode[][]; more: number; label: string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ maxHeight: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              {headers.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((cells, i) => (
              <TableRow key={i}>
                {cells.map((cell, j) => (
                  <TableCell key={j} sx={{ overflowWrap: 'anywhere' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {more > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('editor.priceImport.more', { count: more })}
        </Typography>
      )}
    </Box>
  );
}

/** New offers, price changes old → new, new GPUs and rejected rows, as tables. */
export function ImportPreviewTables({ preview, parsed, currency }: { preview: ImportPreview; parsed: PriceListParse; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  // A refused row's reason in the screen's language, from its code and values (cells quoted as read).
  const rejectText = (r: RejectedRow) => {
    const reason = t(`editor.priceImport.reasons.${r.code}`, { ...r.values, defaultValue: r.reason });
    return r.subject === undefined ? reason : t('editor.priceImport.about', { subject: r.subject, reason });
  };
  const c = (key: keyof typeof COLUMN_KEYS) => t(COLUMN_KEYS[key]);
  const money = (p: { kind: PriceAmount['kind']; amount: number }) => {
    const amount = format.currency(p.amount, currency, { maximumFractionDigits: 4 });
    return p.kind === 'bareMetal' ? t('editor.priceImport.perMonth', { amount }) : t('editor.priceImport.perHour', { amount });
  };
  const kind = (p: PriceAmount) =>
    p.kind === 'reserved' ? t('editor.priceImport.reservedTerm', { months: p.termMonths }) : t(`editor.catalog.priceKinds.${p.kind}`);
  return (
    <>
      <Section
        label={t('editor.priceImport.newOffers', { count: preview.newOffers.length })}
        title={t('editor.priceImport.newOffers', { count: preview.newOffers.length })}
        headers={[c('offer'), c('gpus'), c('prices')]}
        rows={preview.newOffers.slice(0, SHOWN).map((o) => [isolateText(o.label), `${o.gpusPerInstance} × ${isolateText(o.gpuName)}`, o.prices.map((p) => `${kind(p)} ${money(p)}`).join(' · ')])}
        more={Math.max(0, preview.newOffers.length - SHOWN)}
      />
      <Section
        label={t('editor.priceImport.changes', { count: preview.changes.length })}
        title={t('editor.priceImport.changes', { count: preview.changes.length })}
        headers={[c('offer'), c('price'), c('change')]}
        rows={preview.changes.slice(0, SHOWN).map((ch) => [isolateText(ch.label), kind(ch), `${ch.old === null ? t('editor.priceImport.none') : money({ kind: ch.kind, amount: ch.old })} → ${money(ch)}`])}
        more={Math.max(0, preview.changes.length - SHOWN)}
      />
      <Section
        label={t('editor.priceImport.newGpus', { count: preview.newGpus.length })}
        title={t('editor.priceImport.newGpus', { count: preview.newGpus.length })}
        headers={[c('gpu'), c('note')]}
        rows={preview.newGpus.map((g) => [isolateText(g.name), t(g.kind === 'unknown' ? 'editor.priceImport.gpuUnknown' : 'editor.priceImport.gpuDefault')])}
        more={0}
      />
      <Section
        label={t('editor.priceImport.rejected', { count: parsed.rejectedCount })}
        title={t('editor.priceImport.rejected', { count: parsed.rejectedCount })}
        headers={[c('line'), c('reason')]}
        rows={parsed.rejected.slice(0, SHOWN).map((r) => [format.number(r.line), rejectText(r)])}
        more={Math.max(0, parsed.rejectedCount - Math.min(SHOWN, parsed.rejected.length))}
      />
    </>
  );
}
