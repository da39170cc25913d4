import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useHashPath } from '../router/use-hash-path';
import { AppErrorBoundary } from './AppErrorBoundary';
import { NavDrawer } from './NavDrawer';
import { HungScreenNotice } from './HungScreenNotice';
import { NotFoundScreen } from './NotFoundScreen';
import { clearOpening, OPENED_AFTER_MS, sessionStore } from './opening-guard';
import { resolveScreen, type ScreenDefinition } from './screen-definition';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { useFocusOnNavigate } from './use-focus-on-navigate';

interface AppShellProps {
  screens: readonly ScreenDefinition[];
  /** The screen that stopped responding on the last load (see opening-guard.ts), for its notice. */
  hungPath?: string | null;
}

/** Clears the "opening" mark of a screen that has stayed up, the page answering, for a few seconds. */
function useOpenedMark(path: string): void {
  useEffect(() => {
    const timer = setTimeout(() => clearOpening(sessionStore(), path), OPENED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [path]);
}

/** The frame around every screen: app bar, navigation and the routed content. */
export function AppShell({ screens, hungPath = null }: AppShellProps) {
  const path = useHashPath();
  useOpenedMark(path);
  const resolved = resolveScreen(screens, path);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [narrowNavOpen, setNarrowNavOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigate(path, mainRef);

  if (resolved?.screen.fullPage) return resolved.screen.render(resolved.params);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar showMenuButton={!wide} onMenuClick={() => setNarrowNavOpen(true)} />
      <NavDrawer
        screens={screens}
        currentScreenId={resolved?.screen.id}
        variant={wide ? 'permanent' : 'temporary'}
        open={narrowNavOpen}
        onClose={() => setNarrowNavOpen(false)}
      />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        ref={mainRef}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
      >
        <Toolbar />
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, md: 4 } }}>
          {hungPath && <HungScreenNotice path={hungPath} />}
          <AppErrorBoundary resetKey={path}>
            {resolved ? resolved.screen.render(resolved.params) : <NotFoundScreen path={path} />}
          </AppErrorBoundary>
        </Container>
      </Box>
    </Box>
  );
}
