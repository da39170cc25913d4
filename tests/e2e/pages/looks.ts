/**
 * The theme a user flow is walked through in, per language: English in the light theme and
 * Chinese in the dark one, so each language and each theme is seen once without walking every
 * flow four times. Specs about a theme itself (the theme switch, the screenshot gallery) walk both.
 */
export function themesFor(language: string): readonly ('light' | 'dark')[] {
  return language === 'en' ? ['light'] : ['dark'];
}
