import { useId, useState } from 'react';
import CompareArrows from '@mui/icons-material/CompareArrows';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import { useTranslation } from 'react-i18next';
import { hrefForPath } from '../router/route-path';
import type { ScenarioRecord } from '../storage';
import { resultsPath } from './library-paths';

/** What a row's menu can do; the screen decides how (dialogs, storage, files). */
export interface RowCommands {
  rename(scenario: ScenarioRecord): void;
  duplicate(scenario: ScenarioRecord): void;
  exportFile(scenario: ScenarioRecord): void;
  compare(scenario: ScenarioRecord): void;
  remove(scenario: ScenarioRecord): void;
}

type CommandName = keyof RowCommands;

const MENU: readonly { command: CommandName; icon: typeof SvgIcon }[] = [
  { command: 'rename', icon: DriveFileRenameOutline },
  { command: 'duplicate', icon: ContentCopyOutlined },
  { command: 'exportFile', icon: FileDownloadOutlined },
  { command: 'compare', icon: CompareArrows },
  { command: 'remove', icon: DeleteOutlined },
];

const LABEL_KEYS = {
  rename: 'library.row.rename',
  duplicate: 'library.row.duplicate',
  exportFile: 'library.row.export',
  compare: 'compare.libraryRow',
  remove: 'library.row.delete',
} as const satisfies Record<CommandName, string>;

/** A row's secondary actions: its results, and a menu for rename, duplicate, export, delete. */
export function RowActions({
  scenario,
  commands,
}: {
  scenario: ScenarioRecord;
  commands: RowCommands;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const run = (command: CommandName) => {
    setAnchor(null);
    commands[command](scenario);
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <Button
        size="small"
        href={hrefForPath(resultsPath(scenario.id))}
        startIcon={<InsertChartOutlined />}
        aria-label={t('library.row.resultsOf', { name: scenario.name })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('library.row.results')}
      </Button>
      <IconButton
        aria-label={t('library.row.more', { name: scenario.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {MENU.map(({ command, icon: Icon }) => (
          <MenuItem key={command} onClick={() => run(command)}>
            <ListItemIcon>
              <Icon fontSize="small" color={command === 'remove' ? 'error' : 'inherit'} />
            </ListItemIcon>
            <ListItemText>{t(LABEL_KEYS[command])}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
