import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { hrefForPath } from '../router/route-path';
import type { ScreenDefinition, ScreenNavEntry } from './screen-definition';

export const NAV_DRAWER_WIDTH = 232;

interface NavDrawerProps {
  screens: readonly ScreenDefinition[];
  currentScreenId: string | undefined;
  /** Permanent beside the content on wide windows; a temporary overlay on narrow ones. */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose(): void;
}

interface NavItem {
  id: string;
  nav: ScreenNavEntry;
}

function navItems(
  screens: readonly ScreenDefinition[],
  placement: ScreenNavEntry['placement'],
): NavItem[] {
  return screens.flatMap((screen) =>
    screen.nav?.placement === placement ? [{ id: screen.id, nav: screen.nav }] : [],
  );
}

/** The side navigation: links for the working screens only, the current one marked. */
export function NavDrawer({ screens, currentScreenId, variant, open, onClose }: NavDrawerProps) {
  const { t } = useTranslation();

  const renderList = (items: NavItem[]) => (
    <List>
      {items.map(({ id, nav: { labelKey, icon: Icon, path } }) => {
        const current = id === currentScreenId;
        return (
          <ListItemButton
            key={id}
            component="a"
            href={hrefForPath(path)}
            selected={current}
            aria-current={current ? 'page' : undefined}
            onClick={onClose}
            sx={{ mx: 1, borderRadius: 1 }}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={t(`nav.${labelKey}`)} />
          </ListItemButton>
        );
      })}
    </List>
  );

  return (
    <Drawer
      variant={variant}
      open={variant === 'permanent' || open}
      onClose={onClose}
      sx={{
        width: NAV_DRAWER_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: NAV_DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {/* Clears the fixed app bar above the drawer. */}
      <Toolbar />
      <Box
        component="nav"
        aria-label={t('nav.label')}
        sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}
      >
        {renderList(navItems(screens, 'primary'))}
        <Box sx={{ flexGrow: 1 }} />
        <Divider />
        {renderList(navItems(screens, 'secondary'))}
      </Box>
    </Drawer>
  );
}
