import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { WebContents } from 'electron';

vi.mock('electron', () => ({}));

import {
  blockForeignNavigation,
  denyWindowOpen,
  guardNavigation,
} from '@headroom/electron/main/navigation';
import { isAppUrl } from '@headroom/electron/main/origin';

function navigationEvent(url: string) {
  return { url, preventDefault: vi.fn() };
}

describe('navigation guard', () => {
  it.each([
    'app://headroom/index.html',
    'app://headroom/#/results',
    'app://headroom/assets/x.js?v=1',
  ])('lets the app move within its own origin: %s', (url) => {
    const event = navigationEvent(url);
    blockForeignNavigation(event, url);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it.each([
    'https://example.com/',
    'http://127.0.0.1:4173/',
    'file:///etc/passwd',
    'app://other/index.html',
    'app://headroom.evil.example/index.html',
    'app://headroom:8080/index.html',
    'app://user@headroom/index.html',
    'javascript:alert(1)',
    'data:text/html,<script>1</script>',
    'not a url',
  ])('cancels navigation to %s', (url) => {
    const event = navigationEvent(url);
    blockForeignNavigation(event, url);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(isAppUrl(url)).toBe(false);
  });

  it('denies every window.open', () => {
    expect(denyWindowOpen()).toEqual({ action: 'deny' });
  });

  it('wires the guards onto a web contents', () => {
    const contents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() });
    guardNavigation(contents as unknown as WebContents);

    for (const name of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      const foreign = navigationEvent('https://example.com/');
      contents.emit(name, foreign);
      expect(foreign.preventDefault, name).toHaveBeenCalledOnce();
      const own = navigationEvent('app://headroom/index.html');
      contents.emit(name, own);
      expect(own.preventDefault, name).not.toHaveBeenCalled();
    }

    const webview = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', webview, {}, {});
    expect(webview.preventDefault).toHaveBeenCalledOnce();

    const handler = contents.setWindowOpenHandler.mock.calls[0]?.[0] as () => unknown;
    expect(handler()).toEqual({ action: 'deny' });
  });
});
