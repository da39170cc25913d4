/**
 * A small renderHook for happy-dom: renders a probe component that calls the hook inside a
 * StorageContext and exposes its latest return value. Tests that wait on live queries turn
 * React's act environment off (their updates come on IndexedDB's schedule, not inside act);
 * renders are then flushed synchronously instead.
 */
import { act, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

function commit(update: () => void): void {
  if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT) act(update);
  else flushSync(update);
}
import { StorageContext, type HeadroomStorage } from '@headroom/renderer/storage';

export interface RenderedHook<T, P> {
  result: { current: T };
  rerender(props: P): void;
  unmount(): void;
}

export function renderHook<T, P>(
  hook: (props: P) => T,
  initialProps: P,
  storage?: HeadroomStorage,
): RenderedHook<T, P> {
  const result = { current: undefined as T };
  function Probe({ props }: { props: P }): ReactNode {
    result.current = hook(props);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  const render = (props: P) =>
    commit(() => {
      root.render(
        storage ? (
          <StorageContext value={storage}>
            <Probe props={props} />
          </StorageContext>
        ) : (
          <Probe props={props} />
        ),
      );
    });
  render(initialProps);
  return {
    result,
    rerender: render,
    unmount: () => commit(() => root.unmount()),
  };
}
