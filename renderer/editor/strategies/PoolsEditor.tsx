import { useState } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf, type DraftPool } from '../draft/draft-document';
import { appendTo } from '../draft/json-path';
import { newPool, type PoolKind } from '../draft/new-items';
import { poolDefaults, type PoolDefaults } from '../draft/pool-defaults';
import { FieldGroup } from '../fields/FieldGroup';
import { fieldDomId } from '../fields/field-id';
import { useIssueMessage } from '../validation/use-issue-message';
import { useIssuesAt } from '../validation/use-issues';
import { PoolCard } from './PoolCard';
import { POOL_KINDS } from './pool-kinds';

interface PoolsEditorProps {
  strategyIndex: number;
}

/** The mix of pools a strategy buys from, and a menu to add one of each kind. */
export function PoolsEditor({ strategyIndex }: PoolsEditorProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const store = useDraftStore();
  // Why each pool added here has its offer and term, shown on its card (see PoolDefaultNote).
  const [defaultsById, setDefaultsById] = useState<ReadonlyMap<string, PoolDefaults>>(new Map());
  const message = useIssueMessage();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const pools = listOf(
    useDraftValue(['strategies', strategyIndex, 'pools']) as DraftPool[] | undefined,
  );
  const path = ['strategies', strategyIndex, 'pools'] as const;
  const listIssues = useIssuesAt(`strategies[${strategyIndex}].pools`);

  const add = (kind: PoolKind) => {
    setMenu(null);
    const doc = store.getState().history.present;
    const current = listOf(doc.strategies)[strategyIndex];
    if (!current) return;
    const pool = newPool(doc, current, kind);
    setDefaultsById((known) => new Map(known).set(pool.id, poolDefaults(doc, current, kind)));
    store.change((latest) => appendTo(latest, path, pool));
  };

  return (
    <FieldGroup
      title={t('editor.pools.title')}
      intro={t('editor.pools.intro')}
      actions={
        <>
          <Button
            startIcon={<AddOutlined />}
            onClick={(event) => setMenu(event.currentTarget)}
            aria-haspopup="menu"
          >
            {t('editor.pools.add')}
          </Button>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {POOL_KINDS.map((kind) => (
              <MenuItem key={kind} onClick={() => add(kind)}>
                <ListItemIcon>
                  <Box
                    sx={{
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      bgcolor: theme.palette.pool[kind],
                    }}
                  />
                </ListItemIcon>
                <ListItemText
                  primary={t(`editor.pools.kinds.${kind}`)}
                  secondary={t(`editor.pools.kindHints.${kind}`)}
                />
              </MenuItem>
            ))}
          </Menu>
        </>
      }
    >
      {listIssues.length > 0 && (
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          {listIssues.map(message).join(' · ')}
        </Typography>
      )}
      <Box
        id={fieldDomId(path)}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
          gap: 2,
        }}
      >
        {pools.map((pool, poolIndex) => (
          <PoolCard
            key={poolIndex}
            strategyIndex={strategyIndex}
            poolIndex={poolIndex}
            pool={pool}
            defaults={defaultsById.get(pool.id)}
          />
        ))}
      </Box>
    </FieldGroup>
  );
}
