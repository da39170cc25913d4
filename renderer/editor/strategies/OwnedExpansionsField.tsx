import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { getIn, removeAt, setIn, type FieldPath } from '../draft/json-path';
import { finiteNumber, listOf } from '../draft/draft-document';
import { NumberField } from '../fields/NumberField';

/** Days after the pool's own order that a new expansion is ordered, as a first guess the planner edits (a quarter). */
const FIRST_GUESS_DAYS_LATER = 90;

/**
 * An owned pool's later orders of more servers: each a number of servers and the day they are
 * ordered (they arrive after the pool's lead time again). Added and removed one by one.
 */
export function OwnedExpansionsField({ base }: { base: FieldPath }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const path = [...base, 'expansions'];
  const expansions = listOf(useDraftValue(path) as unknown[] | undefined);
  const add = () =>
    change((doc) => {
      const orderDay = (finiteNumber(getIn(doc, [...base, 'orderDay'])) ?? 0) + FIRST_GUESS_DAYS_LATER;
      const now = listOf(getIn(doc, path) as unknown[] | undefined);
      return setIn(doc, path, [...now, { servers: 1, orderDay }]);
    });
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Typography variant="subtitle2" component="h5">
        {t('owned.editor.expansions')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('owned.editor.expansionsHint')}
      </Typography>
      <Stack spacing={1}>
        {expansions.map((_e, k) => (
          <Stack key={k} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <NumberField path={[...path, k, 'servers']} label={t('owned.editor.expansionServers', { number: k + 1 })} integer />
            <NumberField path={[...path, k, 'orderDay']} label={t('owned.editor.expansionOrderDay', { number: k + 1 })} />
            <Tooltip title={t('owned.editor.removeExpansion', { number: k + 1 })}>
              <IconButton
                size="small"
                aria-label={t('owned.editor.removeExpansion', { number: k + 1 })}
                onClick={() => change((doc) => removeAt(doc, path, k))}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ))}
      </Stack>
      <Button size="small" startIcon={<AddOutlined />} onClick={add} sx={{ mt: 1 }}>
        {t('owned.editor.addExpansion')}
      </Button>
    </Box>
  );
}
