// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { HungScreenNotice } from '@headroom/renderer/app/HungScreenNotice';
import { clearOpening, startOpeningGuard, type GuardStore } from '@headroom/renderer/app/opening-guard';
import { renderInLanguage } from '../render-in-language';

function memoryStore(): GuardStore & { size: () => number } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    size: () => map.size,
  };
}

/** One load of the window: its address, and the hashchange listener the guard adds. */
function load(store: GuardStore, hash: string) {
  const location = { hash };
  const listeners = new Map<string, () => void>();
  const target = { addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) } as unknown as Window;
  const hung = startOpeningGuard(store, location, target);
  return {
    location,
    hung,
    go: (h: string) => ((location.hash = h), listeners.get('hashchange')!()),
    /** The planner reloads or leaves while the page answers. */
    leave: () => listeners.get('pagehide')!(),
  };
}

describe('reloading after a screen stopped responding', () => {
  it('opens the library with the hung address instead of the same screen', () => {
    const store = memoryStore();
    // The first load opens the editor, which hangs: its mark is never cleared.
    expect(load(store, '#/scenarios/s-1').hung).toBeNull();
    const reload = load(store, '#/scenarios/s-1');
    expect(reload.hung).toBe('/scenarios/s-1');
    expect(reload.location.hash).toBe('#/scenarios');
    // The library is not marked; a second reload stays there without a notice.
    expect(store.size()).toBe(0);
    expect(load(store, reload.location.hash).hung).toBeNull();
  });

  it('reopens a screen that settled, and marks screens opened by address changes', () => {
    const store = memoryStore();
    const first = load(store, '#/scenarios/s-1/results');
    clearOpening(store, '/scenarios/s-1/results');
    first.go('#/compare/a/b');
    // The comparison hung: reloading on it goes to the library.
    expect(load(store, '#/compare/a/b').hung).toBe('/compare/a/b');
    // A screen that settled is opened again as usual.
    const settled = load(store, '#/scenarios/s-2');
    clearOpening(store, '/scenarios/s-2');
    expect(load(store, '#/scenarios/s-2')).toMatchObject({ hung: null, location: { hash: '#/scenarios/s-2' } });
    expect(settled.hung).toBeNull();
  });

  it('reopens the same screen when the planner reloads a page that still answers', () => {
    const store = memoryStore();
    load(store, '#/scenarios/s-1').leave();
    expect(load(store, '#/scenarios/s-1')).toMatchObject({ hung: null, location: { hash: '#/scenarios/s-1' } });
  });

  it('keeps working without storage', () => {
    expect(load(null as unknown as GuardStore, '#/scenarios/s-1').hung).toBeNull();
  });

  it('says why, in both languages, with a way to open the screen again', () => {
    const en = renderInLanguage(<HungScreenNotice path="/scenarios/s-1" />, 'en');
    expect(en.textContent).toContain('stopped responding before it finished, so Headroom opened the library instead');
    expect(en.querySelector('a')?.getAttribute('href')).toBe('#/scenarios/s-1');
    expect(en.textContent).toContain('Open it again');
    const zh = renderInLanguage(<HungScreenNotice path="/scenarios/s-1" />, 'zh-CN');
    expect(zh.textContent).toContain('停止响应');
    expect(zh.textContent).toContain('重新打开');
  });
});
