import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HeadroomMark } from './HeadroomMark';

interface TopBarProps {
  /** Shown on narrow windows, where the navigation is an overlay. */
  showMenuButton: boolean;
  onMenuClick(): void;
}

/** The app bar: product name and, on narrow windows, the button that opens navigation. */
export function TopBar({ showMenuButton, onMenuClick }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Toolbar sx={{ gap: 1.5 }}>
        {showMenuButton && (
          <IconButton edge="start" onClick={onMenuClick} aria-label={t('nav.open')}>
            <MenuIcon />
          </IconButton>
        )}
        <HeadroomMark color="primary" />
        <Typography component="div" variant="h6" sx={{ fontWeight: 700, letterSpacing: '0.01em' }}>
          {t('app.name')}
        </Typography>
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'block' },
            color: 'text.secondary',
            borderLeft: 1,
            borderColor: 'divider',
            pl: 1.5,
          }}
        >
          {t('app.tagline')}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
