import { createTheme, type Theme } from '@mui/material/styles';
import { enUS as muiEnUS, zhCN as muiZhCN, type Localization } from '@mui/material/locale';
import type { AppLanguage } from '../i18n/languages';
import { PALETTES } from './palette';
import type { ThemeMode } from './theme-preference';

/** MUI's own strings (pagination, close buttons, ...) in the interface language. */
const MUI_LOCALES: Readonly<Record<AppLanguage, Localization>> = { en: muiEnUS, 'zh-CN': muiZhCN };

/**
 * System fonts only: the CSP allows no remote fonts, and every desktop already has good
 * Latin and CJK faces. CJK families follow the Latin ones so Latin digits stay consistent.
 */
const FONT_FAMILY = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  'sans-serif',
].join(', ');

/** Narrow windows (phones, split screens) get smaller headings so titles don't fill the screen. */
const NARROW = '@media (max-width:599.95px)';

export function createAppTheme(mode: ThemeMode, language: AppLanguage): Theme {
  return createTheme(
    {
      palette: PALETTES[mode],
      // A planner who asks the system for less motion gets dialogs, menus and panels that
      // appear at once instead of sliding or fading in (WCAG 2.3.3).
      motion: { reducedMotion: 'system' },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: FONT_FAMILY,
        h1: {
          fontSize: '1.875rem',
          fontWeight: 600,
          lineHeight: 1.25,
          [NARROW]: { fontSize: '1.5rem' },
        },
        h2: {
          fontSize: '1.375rem',
          fontWeight: 600,
          lineHeight: 1.3,
          [NARROW]: { fontSize: '1.1875rem' },
        },
        h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
        overline: { fontWeight: 600, letterSpacing: '0.08em' },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiPaper: { defaultProps: { elevation: 0 } },
      },
    },
    MUI_LOCALES[language],
  );
}
