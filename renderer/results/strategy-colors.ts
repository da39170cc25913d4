import type { ThemeMode } from '../theme/theme-preference';

/**
 * One colour per strategy (by its position in the scenario), shared by its card and every
 * chart series, so a reader matches a line to a card by colour. Pools keep their own
 * colours (theme.palette.pool) for the by-pool chart; these are for whole strategies.
 * No green: green marks the recommended strategy. The dark set is lighter for dark paper.
 */
const STRATEGY_COLORS: Readonly<Record<ThemeMode, readonly string[]>> = {
  light: ['#2b6cb0', '#c05621', '#6b46c1', '#b83280', '#0b7285', '#8a6d0b', '#4a5568', '#c53030'],
  dark: ['#63b3ed', '#f6ad55', '#b794f4', '#f687b3', '#66d9e8', '#ecc94b', '#cbd5e0', '#fc8181'],
};

export function strategyColor(mode: ThemeMode, index: number): string {
  const colors = STRATEGY_COLORS[mode];
  return colors[((index % colors.length) + colors.length) % colors.length] ?? colors[0] ?? '#888';
}
