import { useEffect } from 'react';

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, anywhere on the editor screen,
 * including inside text fields: the fields are bound to the document, so the editor's
 * history (which knows every field) is the one that must answer, not the browser's.
 */
export function useUndoShortcuts(undo: () => void, redo: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if (
        (key === 'z' && event.shiftKey) ||
        (key === 'y' && event.ctrlKey && !event.shiftKey)
      ) {
        event.preventDefault();
        redo();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);
}
