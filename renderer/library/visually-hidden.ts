import type { CSSProperties } from 'react';

/** Text for screen readers only (sort direction, column names with no visible heading). */
export const VISUALLY_HIDDEN: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};
