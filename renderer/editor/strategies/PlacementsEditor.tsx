import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import {
  listOf,
  type DraftPlacement,
  type DraftPool,
  type DraftWorkload,
} from '../draft/draft-document';
import { appendTo } from '../draft/json-path';
import { newPlacement } from '../draft/new-items';
import { FieldGroup } from '../fields/FieldGroup';
import { fieldDomId } from '../fields/field-id';
import { useIssueMessage } from '../validation/use-issue-message';
import { useIssuesAt } from '../validation/use-issues';
import { PlacementCard } from './PlacementCard';

interface PlacementsEditorProps {
  strategyIndex: number;
}

/** For each workload, where it runs in this strategy; workloads not yet placed are offered a placement. */
export function PlacementsEditor({ strategyIndex }: PlacementsEditorProps) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const message = useIssueMessage();
  const workloads = listOf(useDraftValue(['workloads']) as DraftWorkload[] | undefined);
  const placements = listOf(
    useDraftValue(['strategies', strategyIndex, 'placements']) as DraftPlacement[] | undefined,
  );
  const pools = listOf(
    useDraftValue(['strategies', strategyIndex, 'pools']) as DraftPool[] | undefined,
  );
  const listPath = ['strategies', strategyIndex, 'placements'] as const;
  const listIssues = useIssuesAt(`strategies[${strategyIndex}].placements`);

  return (
    <FieldGroup title={t('editor.placements.title')} intro={t('editor.placements.intro')}>
      <Stack spacing={1.5} id={fieldDomId(listPath)}>
        {listIssues.length > 0 && (
          <Typography variant="body2" color="error">
            {listIssues.map(message).join(' · ')}
          </Typography>
        )}
        {workloads.map((workload) => {
          const placementIndex = placements.findIndex((p) => p.workloadId === workload.id);
          if (placementIndex < 0) {
            return (
              <Paper
                key={`missing-${workload.id}`}
                variant="outlined"
                sx={{ p: 2, borderColor: 'warning.main' }}
              >
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                >
                  <Typography variant="body2" sx={{ flexGrow: 1 }}>
                    {t('editor.placements.notPlaced', { name: workload.name })}
                  </Typography>
                  <Button
                    size="small"
                    startIcon={<AddOutlined />}
                    onClick={() =>
                      change((doc) =>
                        appendTo(doc, listPath, newPlacement({ pools: [...pools] }, workload.id)),
                      )
                    }
                  >
                    {t('editor.placements.place')}
                  </Button>
                </Stack>
              </Paper>
            );
          }
          return (
            <PlacementCard
              key={`placement-${placementIndex}`}
              strategyIndex={strategyIndex}
              placementIndex={placementIndex}
              workload={workload}
              pools={pools}
            />
          );
        })}
        {/* Placements of unknown workloads, and second placements of one workload, so they can be removed. */}
        {placements.map((placement, placementIndex) =>
          workloads.some((w) => w.id === placement.workloadId) &&
          placements.findIndex((p) => p.workloadId === placement.workloadId) ===
            placementIndex ? null : (
            <PlacementCard
              key={`orphan-${placementIndex}`}
              strategyIndex={strategyIndex}
              placementIndex={placementIndex}
              workload={workloads.find((w) => w.id === placement.workloadId)}
              pools={pools}
            />
          ),
        )}
      </Stack>
    </FieldGroup>
  );
}
