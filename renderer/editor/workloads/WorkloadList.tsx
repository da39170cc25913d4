import { useState } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useDraftSelector, useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf, type DraftWorkload } from '../draft/draft-document';
import { addWorkload, newWorkload, type WorkloadKind } from '../draft/new-items';
import { useEditorLocation } from '../navigation/editor-location-context';
import { MoveButtons } from '../reorder/MoveButtons';
import { issuesWithin } from '../validation/validate-draft';
import { isWorkloadKind, WORKLOAD_ICONS, WORKLOAD_KINDS } from './workload-kinds';

/**
 * The scenario's workloads, the open one marked, buttons to move it in the list, and a menu to
 * add one of each kind.
 */
export function WorkloadList() {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const issues = useDraftSelector((state) => state.validation.issues);
  const { location, go } = useEditorLocation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const workloads = listOf(useDraftValue(['workloads']) as DraftWorkload[] | undefined);
  const openIndex = Math.min(location.workload, workloads.length - 1);

  const add = (kind: WorkloadKind) => {
    setMenu(null);
    const index = workloads.length;
    change((doc) =>
      addWorkload(
        doc,
        newWorkload(
          doc,
          kind,
          t(`editor.workloads.newName.${kind}`),
          t('editor.workloads.batch.defaultUnit'),
        ),
      ),
    );
    go({ workload: index });
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List dense disablePadding aria-label={t('editor.workloads.listLabel')}>
        {workloads.map((workload, index) => {
          const Icon = isWorkloadKind(workload.kind)
            ? WORKLOAD_ICONS[workload.kind]
            : ErrorOutlineOutlined;
          const problems = issuesWithin(issues, `workloads[${index}]`).length;
          return (
            <ListItemButton
              key={index}
              selected={index === openIndex}
              aria-current={index === openIndex ? 'true' : undefined}
              onClick={() => go({ workload: index })}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={workload.name || t('editor.workloads.unnamed')}
                secondary={
                  problems > 0
                    ? t('editor.workloads.problems', { count: problems })
                    : isWorkloadKind(workload.kind)
                      ? t(`editor.workloads.kinds.${workload.kind}`)
                      : undefined
                }
                slotProps={{
                  primary: { sx: { overflowWrap: 'anywhere' } },
                  secondary: { color: problems > 0 ? 'error' : 'text.secondary' },
                }}
              />
            </ListItemButton>
          );
        })}
      </List>
      {workloads.length > 1 && openIndex >= 0 && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            px: 1,
            py: 0.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <MoveButtons list="workloads" index={openIndex} />
        </Box>
      )}
      <Button
        fullWidth
        startIcon={<AddOutlined />}
        onClick={(event) => setMenu(event.currentTarget)}
        aria-haspopup="menu"
        sx={{ borderTop: 1, borderColor: 'divider', borderRadius: 0, py: 1 }}
      >
        {t('editor.workloads.add')}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {WORKLOAD_KINDS.map((kind) => {
          const Icon = WORKLOAD_ICONS[kind];
          return (
            <MenuItem key={kind} onClick={() => add(kind)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={t(`editor.workloads.kinds.${kind}`)}
                secondary={t(`editor.workloads.kindHints.${kind}`)}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </Paper>
  );
}
