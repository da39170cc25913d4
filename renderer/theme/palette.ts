import type { PaletteOptions } from '@mui/material/styles';
import { POOL_COLORS } from './pool-colors';
import type { ThemeMode } from './theme-preference';

/**
 * A calm, low-saturation palette: a steady blue for actions, cool greys for structure,
 * and strong colour kept for data (pools, warnings) so charts stand out from chrome.
 */
export const PALETTES: Readonly<Record<ThemeMode, PaletteOptions>> = {
  light: {
    mode: 'light',
    primary: { main: '#1d5a8e', contrastText: '#ffffff' },
    secondary: { main: '#4f6475' },
    // Darker than the stock orange and light blue, so the white text of a filled notice
    // (a backup that left something out, a hung screen) reads at 4.5:1 or better.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0267a8', contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#18212b', secondary: '#4d5b69' },
    divider: 'rgba(24, 33, 43, 0.12)',
    pool: POOL_COLORS.light,
  },
  dark: {
    mode: 'dark',
    primary: { main: '#8cbcea', contrastText: '#0d1620' },
    secondary: { main: '#a9bac8' },
    background: { default: '#0f151b', paper: '#161e26' },
    text: { primary: '#e6ebf0', secondary: '#a3b0bc' },
    divider: 'rgba(230, 235, 240, 0.12)',
    pool: POOL_COLORS.dark,
  },
};
