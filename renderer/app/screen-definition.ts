import type { ReactNode } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Messages } from '../i18n/locales/en';
import { matchPath, type RouteParams } from '../router/route-path';

/** Keys under `nav.` that name a screen (the others label the navigation itself). */
export type NavLabelKey = Exclude<keyof Messages['nav'], 'label' | 'open'>;

export interface ScreenNavEntry {
  labelKey: NavLabelKey;
  icon: typeof SvgIcon;
  /** Primary screens sit at the top of the navigation; settings-like ones at the bottom. */
  placement: 'primary' | 'secondary';
  /** The path the navigation links to (patterns with parameters need a concrete one). */
  path: string;
}

/**
 * A screen the shell can route to. Adding a screen = one `defineScreen` entry in
 * screens.tsx; give it `nav` only once it works, because navigation lists only working screens.
 */
export interface ScreenDefinition {
  id: string;
  pattern: string;
  nav?: ScreenNavEntry;
  /** Shown without the app bar and navigation (a print view such as the PDF report). */
  fullPage?: boolean;
  render(params: Readonly<Record<string, string>>): ReactNode;
}

interface TypedScreen<Pattern extends string> {
  id: string;
  pattern: Pattern;
  nav?: ScreenNavEntry;
  fullPage?: boolean;
  /** Receives the parameters its pattern names, e.g. { scenarioId } for "/scenarios/:scenarioId". */
  render(params: RouteParams<Pattern>): ReactNode;
}

export function defineScreen<Pattern extends string>(
  screen: TypedScreen<Pattern>,
): ScreenDefinition {
  return {
    ...screen,
    // Only called with what matchPath(screen.pattern, ...) returned, so the names fit.
    render: (params) => screen.render(params as RouteParams<Pattern>),
  };
}

export interface ResolvedScreen {
  screen: ScreenDefinition;
  params: Readonly<Record<string, string>>;
}

/** The first screen whose pattern fits the path, or null for "not found". */
export function resolveScreen(
  screens: readonly ScreenDefinition[],
  path: string,
): ResolvedScreen | null {
  for (const screen of screens) {
    const params = matchPath(screen.pattern, path);
    if (params) return { screen, params };
  }
  return null;
}
