import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { getIn, removeAt, setIn } from '../draft/json-path';
import { placementWithScaling } from '../draft/size-class-routes';
import type { DraftPlacement, DraftPool, DraftWorkload } from '../draft/draft-document';
import { isJobKind } from '../draft/workload-fields';
import { fieldDomId } from '../fields/field-id';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { DeadlinePolicyField } from './DeadlinePolicyField';
import { PlacementPoolList } from './PlacementPoolList';
import { PlacementRoutes } from './PlacementRoutes';

interface PlacementCardProps {
  strategyIndex: number;
  placementIndex: number;
  /** Undefined when the placement names a workload the scenario does not have. */
  workload: DraftWorkload | undefined;
  pools: readonly DraftPool[];
}

/** Where one workload runs in this strategy, on how many GPUs per unit, at which priority, what it does when spot is lost or it is preempted, and how it scales. */
export const PlacementCard = memo(function PlacementCard({
  strategyIndex,
  placementIndex,
  workload,
  pools,
}: PlacementCardProps) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const base = ['strategies', strategyIndex, 'placements', placementIndex] as const;
  const placement = useDraftValue(base);
  const poolIds = getIn(placement, ['poolIds']);
  const usesSpot =
    Array.isArray(poolIds) && pools.some((p) => p.kind === 'spot' && poolIds.includes(p.id));
  // Only jobs leave spot: replicas and dev machines stay where they are placed.
  const canLeaveSpot = usesSpot && isJobKind(workload?.kind);
  const scaling = getIn(placement, ['scaling']);
  const workloadId = String(getIn(placement, ['workloadId']) ?? '');

  return (
    <Paper variant="outlined" sx={{ p: 2 }} id={fieldDomId(base)}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
            {workload ? workload.name : t('editor.placements.unknownWorkload', { id: workloadId })}
          </Typography>
          {workload && (
            <Typography variant="caption" color="text.secondary">
              {t(`editor.workloads.kinds.${workload.kind}`)}
            </Typography>
          )}
        </Box>
        <Tooltip title={t('editor.placements.remove')}>
          <IconButton
            size="small"
            aria-label={t('editor.placements.removeFor', { name: workload?.name ?? workloadId })}
            onClick={() =>
              change((doc) =>
                removeAt(doc, ['strategies', strategyIndex, 'placements'], placementIndex),
              )
            }
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack spacing={2}>
        <PlacementPoolList
          strategyIndex={strategyIndex}
          placementIndex={placementIndex}
          pools={pools}
        />
        <FormGrid minColumnWidth={300}>
          <NumberField
            path={[...base, 'gpusPerUnit']}
            label={t('editor.placements.gpusPerUnit')}
            integer
            hint={t('editor.placements.gpusPerUnitHint')}
          />
          <NumberField
            path={[...base, 'priority']}
            label={t('editor.placements.priority')}
            integer
            hint={t('editor.placements.priorityHint')}
          />
          {isJobKind(workload?.kind) && (
            <NumberField
              path={[...base, 'priorityFallback', 'afterPreemptions']}
              label={t('editor.placements.priorityFallbackAfter')}
              integer
              hint={t('editor.placements.priorityFallbackAfterHint')}
            />
          )}
        </FormGrid>
        {canLeaveSpot && (
          <FormGrid minColumnWidth={300}>
            <SelectField
              path={[...base, 'whenSpotFull']}
              label={t('model.whenSpotFull')}
              hint={t('model.whenSpotFullHint')}
              options={[
                { value: 'nextPool', label: t('model.whenSpotFullOptions.nextPool') },
                { value: 'wait', label: t('model.whenSpotFullOptions.wait') },
              ]}
            />
          </FormGrid>
        )}
        {canLeaveSpot && (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('editor.placements.spotFallback')}
            </Typography>
            <Box sx={{ mb: 2, maxWidth: 720 }}>
              <DeadlinePolicyField path={[...base, 'spotFallback', 'deadlinePolicy']} />
            </Box>
            <FormGrid minColumnWidth={220}>
              <NumberField
                path={[...base, 'spotFallback', 'afterPreemptions']}
                label={t('editor.placements.afterPreemptions')}
                integer
                hint={t('editor.placements.afterPreemptionsHint')}
              />
              <NumberField
                path={[...base, 'spotFallback', 'decisionIntervalMinutes']}
                label={t('model.decisionInterval')}
                unit={t('editor.units.minutes')}
                hint={t('model.decisionIntervalHint')}
              />
            </FormGrid>
          </Box>
        )}
        {workload?.kind === 'inference' && (
          <FormGrid minColumnWidth={300}>
            <SelectField
              path={[...base, 'scaling']}
              label={t('editor.placements.scaling')}
              onSelect={(value) =>
                change((doc) => {
                  const placed = getIn(doc, base);
                  return typeof placed === 'object' && placed !== null
                    ? setIn(doc, base, placementWithScaling(placed as DraftPlacement, value))
                    : doc;
                })
              }
              options={[
                { value: 'autoscale', label: t('editor.placements.scalings.autoscale') },
                { value: 'fixed', label: t('editor.placements.scalings.fixed') },
              ]}
            />
            {scaling === 'fixed' && (
              <NumberField
                path={[...base, 'fixedReplicas']}
                label={t('editor.placements.fixedReplicas')}
                integer
              />
            )}
          </FormGrid>
        )}
        {workload?.kind === 'inference' && (
          <PlacementRoutes
            strategyIndex={strategyIndex}
            placementIndex={placementIndex}
            workload={workload}
            pools={pools}
          />
        )}
      </Stack>
    </Paper>
  );
});
