import { memo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { FieldGroup } from '../fields/FieldGroup';
import { fieldDomId } from '../fields/field-id';
import { getIn, setIn } from '../draft/json-path';
import { routesByStrategy, withRoutesRestored } from '../draft/size-class-routes';
import { withLlm, withoutLlm } from './llm-block';
import { ServingProfiles } from './ServingProfiles';
import { ArrivalDispersionField } from './ArrivalDispersionField';
import { SizeClassTable } from './SizeClassTable';
import { TargetList } from './TargetList';
import { llmPath } from './size-class-edits';

/**
 * "Plan in tokens (LLM serving)": the switch between the request model and the token model, and
 * while on, the mix, the targets and each offer's serving profile. Switching off removes the
 * block as one edit and offers Undo at once, so no figures are lost by a slip.
 */
export const LlmSection = memo(function LlmSection({ index }: { index: number }) {
  const { t } = useTranslation();
  const { change, getState } = useDraftStore();
  const llm = useDraftValue(llmPath(index));
  const on = typeof llm === 'object' && llm !== null;
  // The block switched off, with the routes its placements had, until the snackbar closes: Undo
  // puts back exactly them, even after other edits.
  const [removed, setRemoved] = useState<{ block: unknown; routes: Map<unknown, unknown> } | null>(null);

  return (
    <>
      <FieldGroup title={t('editor.llm.title')} intro={t('editor.llm.intro')}>
        <FormControlLabel
          control={
            <Switch
              id={fieldDomId(llmPath(index))}
              checked={on}
              onChange={(e) => {
                if (e.target.checked) {
                  change((doc) => withLlm(doc, index, t('editor.llm.classes.newName') + ' 1'));
                  setRemoved(null);
                } else {
                  const doc = getState().history.present;
                  setRemoved(on ? { block: llm, routes: routesByStrategy(doc, getIn(doc, ['workloads', index, 'id'])) } : null);
                  change((current) => withoutLlm(current, index));
                }
              }}
            />
          }
          label={t('editor.llm.switch')}
        />
        {!on && <FormHelperText>{t('editor.llm.switchHint')}</FormHelperText>}
        {on && (
          <Alert severity="info" sx={{ mt: 1 }} data-testid="llm-replaces">
            {t('editor.llm.replaces')}
          </Alert>
        )}
      </FieldGroup>
      {on && (
        <Stack spacing={4}>
          <SizeClassTable index={index} />
          <ArrivalDispersionField index={index} />
          <TargetList index={index} />
          <ServingProfiles index={index} />
        </Stack>
      )}
      <Snackbar
        open={removed !== null}
        autoHideDuration={10_000}
        onClose={(_e, reason) => reason !== 'clickaway' && setRemoved(null)}
        message={t('editor.llm.removed')}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              const saved = removed;
              if (saved)
                change((doc) =>
                  withRoutesRestored(setIn(doc, llmPath(index), saved.block), getIn(doc, ['workloads', index, 'id']), saved.routes),
                );
              setRemoved(null);
            }}
          >
            {t('editor.llm.undo')}
          </Button>
        }
      />
    </>
  );
});
