/**
 * Renders a part of the scenario editor in happy-dom as the editor does: with a draft store,
 * the editor's location (which section and items are open) and the interface language. Tests
 * read the DOM and the store; `location()` is the location as the last render saw it.
 * (The part is rendered in the app's light theme: the pool colours are the app's own.)
 */
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';
import { DraftStoreContext } from '@headroom/renderer/editor/draft/draft-context';
import { DraftStore } from '@headroom/renderer/editor/draft/draft-store';
import {
  EditorLocationContext,
  type EditorLocationApi,
} from '@headroom/renderer/editor/navigation/editor-location-context';
import type { EditorLocation } from '@headroom/renderer/editor/navigation/editor-sections';
import { useEditorLocationState } from '@headroom/renderer/editor/navigation/use-editor-location';
import { LanguageProvider } from '@headroom/renderer/i18n/LanguageProvider';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { PREFERENCE_KEYS } from '@headroom/renderer/preferences/preference-store';
import { AppThemeProvider } from '@headroom/renderer/theme/AppThemeProvider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface RenderedEditorPart {
  container: HTMLElement;
  store: DraftStore;
  location(): EditorLocation;
  unmount(): void;
}

export function renderInEditor(
  part: ReactNode,
  document: DraftDocument,
  {
    language = 'en',
    open = {},
    now,
  }: { language?: AppLanguage; open?: Partial<EditorLocation>; now?: () => number } = {},
): RenderedEditorPart {
  const store = new DraftStore(document, now);
  const seen: { api: EditorLocationApi | null } = { api: null };

  function Frame() {
    const api = useEditorLocationState();
    seen.api = api;
    return <EditorLocationContext value={api}>{part}</EditorLocationContext>;
  }

  // The interface language, and the app's light theme (with its pool colours).
  const preferences = {
    read: (key: string) => (key === PREFERENCE_KEYS.language ? language : 'light'),
    write: () => undefined,
  };
  // Ripples finish on timers after a click, outside act(); the tests do not look at them.
  const withoutRipples = (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiButtonBase: {
        ...outer.components?.MuiButtonBase,
        defaultProps: { ...outer.components?.MuiButtonBase?.defaultProps, disableRipple: true },
      },
    },
  });
  const container = window.document.createElement('div');
  window.document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <LanguageProvider store={preferences}>
        <AppThemeProvider store={preferences}>
          <ThemeProvider theme={withoutRipples}>
            <DraftStoreContext value={store}>
              <Frame />
            </DraftStoreContext>
          </ThemeProvider>
        </AppThemeProvider>
      </LanguageProvider>,
    ),
  );
  act(() => seen.api?.go(open));
  return {
    container,
    store,
    location: () => {
      if (!seen.api) throw new Error('the editor part has not rendered');
      return seen.api.location;
    },
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
