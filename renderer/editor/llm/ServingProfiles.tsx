import { memo } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useDraftSelector, useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf } from '../draft/draft-document';
import { FieldGroup } from '../fields/FieldGroup';
import { fieldDomId } from '../fields/field-id';
import { useOfferOptions } from '../workloads/use-offer-options';
import { nextProfileOffer, withProfileAdded } from './profile-edits';
import { ProfileCard } from './ProfileCard';
import { llmPath } from './size-class-edits';

/** How each offer serves the model: one card per offer, with the figures the token model derives. */
export const ServingProfiles = memo(function ServingProfiles({ index }: { index: number }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const offerOptions = useOfferOptions();
  const profiles = listOf(useDraftValue([...llmPath(index), 'profiles']) as unknown[] | undefined);
  // A yes/no from the whole document (strategies and catalog): re-renders only when it flips.
  const canAdd = useDraftSelector((state) => nextProfileOffer(state.history.present, index) !== null);
  return (
    <FieldGroup
      title={t('editor.llmProfiles.title')}
      intro={t('editor.llmProfiles.intro')}
      actions={
        <Button startIcon={<AddOutlined />} disabled={!canAdd} onClick={() => change((d) => withProfileAdded(d, index))}>
          {t('editor.llmProfiles.add')}
        </Button>
      }
    >
      <Stack spacing={2} id={fieldDomId([...llmPath(index), 'profiles'])}>
        {profiles.map((_p, row) => (
          <ProfileCard key={row} index={index} row={row} offerOptions={offerOptions} />
        ))}
      </Stack>
    </FieldGroup>
  );
});
