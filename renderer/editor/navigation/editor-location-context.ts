import { createContext, useContext } from 'react';
import type { EditorLocation } from './editor-sections';

export interface EditorLocationApi {
  location: EditorLocation;
  /** Opens another section or item; the other choices stay as they were. */
  go(change: Partial<EditorLocation>): void;
  /** Opens what shows the field at `path` and moves focus to it. */
  reveal(path: string): void;
}

export const EditorLocationContext = createContext<EditorLocationApi | null>(null);

export function useEditorLocation(): EditorLocationApi {
  const api = useContext(EditorLocationContext);
  if (!api) throw new Error('useEditorLocation must be used inside the scenario editor.');
  return api;
}
