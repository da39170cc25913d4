import { useState } from 'react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MemoryOutlined from '@mui/icons-material/MemoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf } from '../draft/draft-document';
import { getIn, removeAt } from '../draft/json-path';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SelectField, type SelectOption } from '../fields/SelectField';
import { useField } from '../fields/use-field';
import { ClassRateField } from './ClassRateField';
import { KvCacheDialog } from './KvCacheDialog';
import { ProfileFiguresBox } from './ProfileFiguresBox';
import { withProfileKind, type ProfileKind } from './profile-edits';
import { llmPath } from './size-class-edits';

const THROUGHPUT_FIELDS = ['prefillTokensPerSecond', 'singleSequenceTokensPerSecond', 'fullBatchTokensPerSecond'] as const;

/** The estimate box, marked like an estimated price in the catalog (an amber "Estimate" chip). */
function EstimateField({ path }: { path: (string | number)[] }) {
  const { t } = useTranslation();
  const field = useField(path);
  // Absent means an estimate, as the schema's default says.
  const estimate = field.value !== false;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <FormControlLabel
        control={<Checkbox id={field.id} checked={estimate} onChange={(e) => field.set(e.target.checked)} />}
        label={t('editor.llmProfiles.estimate')}
      />
      {estimate && (
        <Chip size="small" variant="outlined" color="warning" label={t('editor.catalog.status.estimate')} sx={{ height: 20, '& .MuiChip-label': { px: 0.75, fontSize: '0.6875rem' } }} />
      )}
    </Stack>
  );
}

/** One offer's serving profile: the offer, its kind and figures, and what the token model derives from them. */
export function ProfileCard({ index, row, offerOptions }: { index: number; row: number; offerOptions: SelectOption[] }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const [kvOpen, setKvOpen] = useState(false);
  const base = [...llmPath(index), 'profiles', row];
  const profilePath = [...base, 'profile'];
  const kind = useDraftValue([...profilePath, 'kind']);
  const profiles = listOf(useDraftValue([...llmPath(index), 'profiles']) as unknown[] | undefined);
  const classes = listOf(useDraftValue([...llmPath(index), 'sizeClasses']) as unknown[] | undefined);
  const kinds: SelectOption[] = (['throughput', 'ratePerClass'] as const).map((value) => ({ value, label: t(`editor.llmProfiles.kinds.${value}`) }));
  const offerLabel = offerOptions.find((o) => o.value === getIn(profiles[row], ['offerId']))?.label ?? '';

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="llm-profile" aria-label={t('editor.llmProfiles.profileOf', { offer: offerLabel })} component="section">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(200px, 1fr)' } }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <FormGrid minColumnWidth={220}>
                <SelectField path={[...base, 'offerId']} label={t('editor.llmProfiles.offer')} options={offerOptions} showDetail />
                <SelectField
                  path={[...profilePath, 'kind']}
                  label={t('editor.llmProfiles.kind')}
                  options={kinds}
                  onSelect={(value) => change((doc) => withProfileKind(doc, index, row, value as ProfileKind))}
                />
              </FormGrid>
            </Box>
            <IconButton
              aria-label={t('editor.llmProfiles.remove', { offer: offerLabel })}
              disabled={profiles.length <= 1}
              onClick={() => change((doc) => removeAt(doc, [...llmPath(index), 'profiles'], row))}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
          {kind === 'throughput' && (
            <FormGrid minColumnWidth={200}>
              {THROUGHPUT_FIELDS.map((field) => (
                <NumberField
                  key={field}
                  path={[...profilePath, field]}
                  label={t(`editor.llmProfiles.${field}`)}
                  unit={t('editor.llm.tokensPerSecond')}
                  hint={t(`editor.llmProfiles.hints.${field}`)}
                />
              ))}
              <Stack spacing={0.5}>
                <NumberField path={[...profilePath, 'maxConcurrentSequences']} label={t('editor.llmProfiles.maxConcurrentSequences')} integer />
                <Button size="small" startIcon={<MemoryOutlined />} onClick={() => setKvOpen(true)} sx={{ alignSelf: 'flex-start' }}>
                  {t('editor.llmKv.open')}
                </Button>
              </Stack>
            </FormGrid>
          )}
          {kind === 'ratePerClass' && (
            <FormGrid minColumnWidth={200}>
              {classes.map((c, i) => {
                const name = getIn(c, ['name']);
                return typeof name === 'string' ? <ClassRateField key={i} ratesPath={[...profilePath, 'rates']} className={name} /> : null;
              })}
            </FormGrid>
          )}
          <EstimateField path={[...profilePath, 'estimate']} />
        </Stack>
        <ProfileFiguresBox index={index} row={row} />
      </Box>
      {kvOpen && <KvCacheDialog index={index} row={row} onClose={() => setKvOpen(false)} />}
    </Paper>
  );
}
