import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => ({ registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() }));
vi.mock('electron', () => ({ protocol: electron }));

import {
  createRendererHandler,
  registerAppScheme,
  resolveRendererFile,
  serveRenderer,
} from '@headroom/electron/main/protocol';
import { CONTENT_SECURITY_POLICY } from '@headroom/electron/main/security';

let root = '';
let secret = '';

beforeAll(async () => {
  const base = await mkdtemp(path.join(tmpdir(), 'headroom-protocol-'));
  root = path.join(base, 'renderer');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Headroom</title>');
  await writeFile(path.join(root, 'assets', 'app.js'), 'console.log(1)');
  // A sibling folder whose name starts like the root: a naive prefix check lets it through.
  secret = path.join(base, 'renderer-secrets', 'key.txt');
  await mkdir(path.dirname(secret), { recursive: true });
  await writeFile(secret, 'secret');
  await writeFile(path.join(base, 'outside.txt'), 'outside');
});

describe('app scheme', () => {
  it('is registered as a standard, secure, fetchable scheme', () => {
    registerAppScheme();
    expect(electron.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('serves through protocol.handle', () => {
    serveRenderer(root);
    expect(electron.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });
});

describe('path traversal guard', () => {
  it('maps app URLs to files inside the renderer folder', () => {
    expect(resolveRendererFile(root, 'app://headroom/index.html')).toBe(
      path.join(root, 'index.html'),
    );
    expect(resolveRendererFile(root, 'app://headroom/')).toBe(path.join(root, 'index.html'));
    expect(resolveRendererFile(root, 'app://headroom/assets/app.js?x=1#y')).toBe(
      path.join(root, 'assets', 'app.js'),
    );
    expect(resolveRendererFile(root, 'app://headroom/assets/my%20file.js')).toBe(
      path.join(root, 'assets', 'my file.js'),
    );
  });

  it.each([
    'app://headroom/..%2foutside.txt',
    'app://headroom/..%2F..%2Fetc%2Fpasswd',
    'app://headroom/assets/..%2f..%2foutside.txt',
    'app://headroom/..%5coutside.txt',
    'app://headroom/%2e%2e%2foutside.txt',
    'app://headroom/..%2frenderer-secrets%2fkey.txt',
    'app://headroom/index.html%00.png',
    'app://headroom/%E0%A4%A',
    'app://elsewhere/index.html',
    'file:///etc/passwd',
    'https://headroom/index.html',
  ])('refuses %s', (url) => {
    const resolved = resolveRendererFile(root, url);
    if (resolved !== null) {
      // On POSIX a backslash is an ordinary character, so "..\\outside.txt" is a (missing)
      // file inside the root; that is safe. Anything else must not resolve at all.
      expect(resolved.startsWith(root + path.sep)).toBe(true);
      expect(url).toContain('%5c');
    } else {
      expect(resolved).toBeNull();
    }
  });
});

describe('renderer handler', () => {
  it('serves files with their type and the CSP', async () => {
    const handler = createRendererHandler(root);
    const response = await handler(new Request('app://headroom/assets/app.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('answers 404, still with the CSP, for unknown paths, folders and escapes', async () => {
    const handler = createRendererHandler(root);
    for (const url of [
      'app://headroom/missing.js',
      'app://headroom/assets',
      'app://headroom/..%2foutside.txt',
      'app://headroom/..%2frenderer-secrets%2fkey.txt',
    ]) {
      const response = await handler(new Request(url));
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-security-policy'), url).toBe(CONTENT_SECURITY_POLICY);
      expect(await response.text(), url).not.toMatch(/secret|outside/);
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    const handler = createRendererHandler(root);
    const response = await handler(
      new Request('app://headroom/index.html', { method: 'POST', body: 'x' }),
    );
    expect(response.status).toBe(405);
  });
});
