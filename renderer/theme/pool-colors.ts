import type { ThemeMode } from './theme-preference';

/**
 * One colour per buying pool, used wherever a pool appears (cards, chart series, legends)
 * so that "orange" means spot on every screen. Chosen to stay apart for the common kinds
 * of colour blindness; the dark-mode set is lighter to keep contrast on dark paper.
 */
export interface PoolColors {
  onDemand: string;
  reserved: string;
  spot: string;
  bareMetal: string;
  owned: string;
}

export const POOL_COLORS: Readonly<Record<ThemeMode, PoolColors>> = {
  light: { onDemand: '#1f6fb2', reserved: '#1b8a7a', spot: '#c8691c', bareMetal: '#6f52b5', owned: '#7a6a1f' },
  dark: { onDemand: '#6aaee8', reserved: '#4fc2ae', spot: '#f0a057', bareMetal: '#a78ee6', owned: '#d9c45e' },
};

declare module '@mui/material/styles' {
  interface Palette {
    pool: PoolColors;
  }
  interface PaletteOptions {
    pool?: PoolColors;
  }
}
