import { useState } from 'react';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useDraftSelector, useDraftStore } from '../draft/draft-context';
import { listOf, type DraftDocument, type DraftPlacement, type DraftPool } from '../draft/draft-document';
import { withPoolPlaced } from '@shared/scenario';
import { getIn, moveItem, pathKey, removeAt, setIn } from '../draft/json-path';
import {
  placementWithoutRoutedPool,
  placementWithPoolRouted,
  placementWithRoutesInPoolOrder,
} from '../draft/size-class-routes';
import { withWorkingSpotFallback } from '../draft/spot-fallback-default';
import { fieldDomId } from '../fields/field-id';
import { helperText } from '../fields/field-helper';
import { useField } from '../fields/use-field';
import { useIssueMessage } from '../validation/use-issue-message';
import { isPoolKind } from './pool-kinds';
import { usePlacementPoolLabel } from './use-placement-pool-label';

interface PlacementPoolListProps {
  strategyIndex: number;
  placementIndex: number;
  pools: readonly DraftPool[];
}

/**
 * The pools a workload may use, in order of preference, with buttons to reorder, drop and add.
 * A placement that routes size classes keeps its routes in step: a pool dropped leaves its
 * route, one added joins the last route, and each route fills its pools in this list's order.
 */
export function PlacementPoolList({
  strategyIndex,
  placementIndex,
  pools,
}: PlacementPoolListProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { change } = useDraftStore();
  const byPath = useDraftSelector((state) => state.validation.byPath);
  const message = useIssueMessage();
  const base = ['strategies', strategyIndex, 'placements', placementIndex] as const;
  const path = [...base, 'poolIds'] as const;
  const poolLabel = usePlacementPoolLabel();
  /** The edit of the pool list, then `follow` on the placement (its routes). */
  const changeList = (
    edit: (doc: DraftDocument) => DraftDocument,
    follow: (placement: DraftPlacement) => DraftPlacement,
  ) =>
    change((doc) => {
      const edited = edit(doc);
      const placement = getIn(edited, base);
      if (typeof placement !== 'object' || placement === null) return edited;
      return setIn(edited, base, follow(placement as DraftPlacement));
    });
  const field = useField(path);
  const [adding, setAdding] = useState('');
  const poolIds = Array.isArray(field.value) ? (field.value as unknown[]).map(String) : [];
  const available = pools.filter((pool) => !poolIds.includes(pool.id));
  const label = poolLabel;

  return (
    <Box id={fieldDomId(path)}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {t('editor.placements.poolsCaption')}
      </Typography>
      <Stack component="ol" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {poolIds.map((id, k) => {
          const pool = pools.find((p) => p.id === id);
          const itemIssues = byPath.get(`${pathKey(path)}[${k}]`) ?? [];
          return (
            <Box
              component="li"
              key={`${id}-${k}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                pl: 1,
                border: 1,
                borderColor: itemIssues.length > 0 ? 'error.main' : 'divider',
                borderLeft: `4px solid ${pool && isPoolKind(pool.kind) ? theme.palette.pool[pool.kind] : theme.palette.error.main}`,
                borderRadius: 1,
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, width: 20, flexShrink: 0 }}>
                {k + 1}
              </Typography>
              <Box sx={{ flexGrow: 1, minWidth: 0, py: 0.5 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {label(pool, id)}
                </Typography>
                {itemIssues.length > 0 && (
                  <Typography variant="caption" color="error">
                    {itemIssues.map(message).join(' · ')}
                  </Typography>
                )}
              </Box>
              <IconButton
                size="small"
                disabled={k === 0}
                aria-label={t('editor.placements.moveUp', { pool: label(pool, id) })}
                onClick={() => changeList((doc) => moveItem(doc, path, k, k - 1), placementWithRoutesInPoolOrder)}
              >
                <ArrowUpwardOutlined fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                disabled={k === poolIds.length - 1}
                aria-label={t('editor.placements.moveDown', { pool: label(pool, id) })}
                onClick={() => changeList((doc) => moveItem(doc, path, k, k + 1), placementWithRoutesInPoolOrder)}
              >
                <ArrowDownwardOutlined fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('editor.placements.removePool', { pool: label(pool, id) })}
                onClick={() =>
                  changeList(
                    (doc) => removeAt(doc, path, k),
                    // A second entry of the same pool (being fixed) keeps its route.
                    (p) => (listOf(p.poolIds).includes(id) ? p : placementWithoutRoutedPool(p, id)),
                  )
                }
              >
                <CloseOutlined fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      {field.errors.length > 0 && (
        <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
          {helperText(field.errors, undefined)}
        </Typography>
      )}
      {available.length > 0 && (
        <TextField
          select
          size="small"
          value={adding}
          label={t('editor.placements.addPool')}
          onChange={(event) => {
            const id = event.target.value;
            setAdding('');
            // A committed pool goes before the elastic ones, where it can receive work; the
            // planner can still move it.
            const shapes = pools.map((p) => ({ id: String(p.id), kind: p.kind }));
            const spot = pools.some((p) => p.id === id && p.kind === 'spot');
            if (id)
              changeList(
                (doc) => {
                  const placed = setIn(doc, path, withPoolPlaced(poolIds, shapes, id));
                  return spot
                    ? withWorkingSpotFallback(placed, strategyIndex, placementIndex)
                    : placed;
                },
                (p) => placementWithPoolRouted(p, id),
              );
          }}
          sx={{ mt: 1, minWidth: 240 }}
        >
          {available.map((pool) => (
            <MenuItem key={pool.id} value={pool.id}>
              {label(pool, pool.id)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {/* listOf keeps the type checker honest about pools that are not objects. */}
      {listOf(pools).length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('editor.placements.noPools')}
        </Typography>
      )}
    </Box>
  );
}
