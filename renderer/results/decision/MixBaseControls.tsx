import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MixBaseChoice, MixBaseOffer } from '@shared/analysis/llm-mix';

/** The base as the fields hold it: text is kept as typed so a wrong entry can be shown and fixed. */
export interface MixBaseDraft {
  /** '' for no base. */
  offerId: string;
  replicasText: string;
  termMonths: number | null;
}

export const NO_BASE: MixBaseDraft = { offerId: '', replicasText: '1', termMonths: null };

const MAX_BASE_REPLICAS = 1_000;

function replicasOf(text: string): number | null {
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return Number.isInteger(value) && value >= 1 && value <= MAX_BASE_REPLICAS ? value : null;
}

/** The base to solve with: null for none, 'invalid' while the replicas field holds no whole count in range. */
export function baseOf(
  draft: MixBaseDraft,
  offers: readonly MixBaseOffer[],
): MixBaseChoice | null | 'invalid' {
  const offer = offers.find((o) => o.offerId === draft.offerId);
  if (!offer) return null;
  const replicas = replicasOf(draft.replicasText);
  if (replicas === null) return 'invalid';
  const termMonths =
    draft.termMonths !== null && offer.termsMonths.includes(draft.termMonths)
      ? draft.termMonths
      : offer.termsMonths[0]!;
  return { offerId: offer.offerId, replicas, termMonths };
}

/** The draft of a stored base, so the fields show what the kept mix was solved with. */
export function draftOf(base: MixBaseChoice | null | undefined): MixBaseDraft {
  return base
    ? {
        offerId: base.offerId,
        replicasText: String(base.replicas),
        termMonths: base.termMonths ?? null,
      }
    : NO_BASE;
}

interface MixBaseControlsProps {
  offers: readonly MixBaseOffer[];
  value: MixBaseDraft;
  onChange: (next: MixBaseDraft) => void;
}

/** The optional committed base of the mix: an offer to reserve on, how many replicas it holds, and one of the offer's reserved terms. */
export function MixBaseControls({ offers, value, onChange }: MixBaseControlsProps) {
  const { t } = useTranslation();
  if (offers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('llmMix.base.noOffers')}
      </Typography>
    );
  }
  const offer = offers.find((o) => o.offerId === value.offerId);
  const replicasOk = replicasOf(value.replicasText) !== null;
  const term =
    offer && value.termMonths !== null && offer.termsMonths.includes(value.termMonths)
      ? value.termMonths
      : (offer?.termsMonths[0] ?? '');
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('llmMix.base.legend')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('llmMix.base.offer')}
          value={value.offerId}
          onChange={(e) => onChange({ ...value, offerId: e.target.value, termMonths: null })}
          // "None" is a choice, not an empty field: shown, with the label above it.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('llmMix.base.none')}</MenuItem>
          {offers.map((o) => (
            <MenuItem key={o.offerId} value={o.offerId}>
              {o.name} ({o.offerId})
            </MenuItem>
          ))}
        </TextField>
        {offer && (
          <>
            <TextField
              size="small"
              label={t('llmMix.base.replicas')}
              value={value.replicasText}
              onChange={(e) => onChange({ ...value, replicasText: e.target.value })}
              error={!replicasOk}
              helperText={replicasOk ? undefined : t('llmMix.base.replicasError')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ maxWidth: 140 }}
            />
            <TextField
              select
              size="small"
              label={t('llmMix.base.term')}
              value={term}
              onChange={(e) => onChange({ ...value, termMonths: Number(e.target.value) })}
              sx={{ minWidth: 140 }}
            >
              {offer.termsMonths.map((m) => (
                <MenuItem key={m} value={m}>
                  {t('llmMix.base.termMonths', { count: m })}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('llmMix.base.help')}
      </Typography>
    </Stack>
  );
}
