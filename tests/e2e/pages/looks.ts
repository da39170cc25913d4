/**
 * The theme a user flow is walked through in, per language: English in the light theme and
 * Chinese in the dark one, so each language and each theme is seen once without walking every
 * flow four times. Specs about a theme itself (the theme switch, the screenshot gallery) walk both.
 */
export function themesFor(language: string): readonly ('light' | 'dark')[] {
  return language === 'en' ? ['light'] : ['dark'];
}

/**
 * The themes a picture gallery is drawn in: both when pictures are written for a person to look
 * at, and when they are not (`HEADROOM_E2E_PICTURES=off`) the one theme per language of
 * `themesFor`, which still walks every assertion once in each theme.
 */
export function galleryThemes(language: string): readonly ('light' | 'dark')[] {
  return process.env.HEADROOM_E2E_PICTURES === 'off' ? themesFor(language) : ['light', 'dark'];
}
