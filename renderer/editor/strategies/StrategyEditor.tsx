import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { useDraftStore } from '../draft/draft-context';
import { removeAt } from '../draft/json-path';
import { FieldGroup } from '../fields/FieldGroup';
import { IdField } from '../fields/IdField';
import { TextInputField } from '../fields/TextInputField';
import { useEditorLocation } from '../navigation/editor-location-context';
import { PlacementsEditor } from './PlacementsEditor';
import { PoolsEditor } from './PoolsEditor';
import { QuotasEditor } from './QuotasEditor';
import { SavingsPlansEditor } from './SavingsPlansEditor';

interface StrategyEditorProps {
  index: number;
  /** A scenario needs at least one strategy to compare. */
  canRemove: boolean;
}

/** One strategy: its name, its pools, and where each workload runs. Each part subscribes to its own slice. */
export const StrategyEditor = memo(function StrategyEditor({
  index,
  canRemove,
}: StrategyEditorProps) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const { go } = useEditorLocation();
  const base = ['strategies', index] as const;
  const remove = (
    <Button
      color="error"
      startIcon={<DeleteOutlined />}
      disabled={!canRemove}
      onClick={() => {
        change((doc) => removeAt(doc, ['strategies'], index));
        go({ strategy: Math.max(0, index - 1) });
      }}
    >
      {t('editor.strategies.remove')}
    </Button>
  );
  return (
    <Stack spacing={4}>
      <FieldGroup
        title={t('editor.strategies.about')}
        actions={
          canRemove ? (
            remove
          ) : (
            <Tooltip title={t('editor.strategies.lastOne')}>
              <span>{remove}</span>
            </Tooltip>
          )
        }
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <TextInputField
            path={[...base, 'name']}
            label={t('editor.strategies.name')}
            idFollows={{ kind: 'strategy', fallback: 'strategy' }}
          />
          <IdField path={[...base, 'id']} kind="strategy" />
        </Box>
        <Stack sx={{ mt: 2 }}>
          <TextInputField
            path={[...base, 'description']}
            label={t('editor.strategies.description')}
            optional
            multiline
            minRows={2}
            hint={t('editor.strategies.descriptionHint')}
          />
        </Stack>
      </FieldGroup>
      <PoolsEditor strategyIndex={index} />
      <SavingsPlansEditor strategyIndex={index} />
      <Divider />
      <PlacementsEditor strategyIndex={index} />
      <QuotasEditor strategyIndex={index} />
    </Stack>
  );
});
