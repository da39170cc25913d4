import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EditorLocationApi } from './editor-location-context';
import { locationOfPath, START_LOCATION, type EditorLocation } from './editor-sections';
import { focusField } from './focus-field';

/** Which section and items are open, and a pending "take me to this field". */
export function useEditorLocationState(): EditorLocationApi {
  const [location, setLocation] = useState<EditorLocation>(START_LOCATION);
  const [pendingFocus, setPendingFocus] = useState<{ path: string } | null>(null);

  const go = useCallback((change: Partial<EditorLocation>) => {
    setLocation((current) => ({ ...current, ...change }));
  }, []);

  const reveal = useCallback((path: string) => {
    setLocation((current) => locationOfPath(path, current));
    setPendingFocus({ path });
  }, []);

  // After the section has rendered the field (a frame later), move focus to it.
  useEffect(() => {
    if (!pendingFocus) return;
    const frame = requestAnimationFrame(() => {
      focusField(pendingFocus.path);
      setPendingFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [pendingFocus]);

  return useMemo(() => ({ location, go, reveal }), [location, go, reveal]);
}
