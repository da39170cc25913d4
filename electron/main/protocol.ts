import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { protocol } from 'electron';
import { contentTypeFor } from './content-type';
import { APP_HOST, APP_SCHEME } from './origin';
import { CONTENT_SECURITY_POLICY } from './security';

/**
 * Declares `app://` a privileged scheme. Electron only accepts this before the app is
 * ready, so main.ts calls it at load time. `standard` gives the scheme real origins
 * (relative URLs, IndexedDB for the scenario library), `secure` makes it a secure context
 * (workers, crypto), `supportFetchAPI` lets the renderer fetch its own bundled files.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    },
  ]);
}

/**
 * Maps a request URL to a file inside `rendererDir`, or null when the URL is not ours or
 * would escape the folder. The URL parser already folds `..` segments, but encoded
 * separators (`%2F`, `%5C`) survive it and only become separators after decoding, so
 * the decoded result is resolved and checked to still lie inside the folder.
 */
export function resolveRendererFile(rendererDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.hostname.toLowerCase() !== APP_HOST) return null;

  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname);
  } catch {
    return null; // Malformed percent-encoding.
  }
  if (relative.includes('\0')) return null;
  if (relative === '/' || relative === '') relative = '/index.html';

  const root = path.resolve(rendererDir);
  const resolved = path.resolve(root, `.${relative}`);
  if (!resolved.startsWith(root + path.sep)) return null;
  return resolved;
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders() },
  });
}

function securityHeaders(): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
  };
}

/** Builds the `app://` handler that serves the built renderer from `rendererDir`. */
export function createRendererHandler(
  rendererDir: string,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: securityHeaders() });
    }
    const file = resolveRendererFile(rendererDir, request.url);
    if (file === null) return notFound();

    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      // Missing file, a folder, or unreadable: all look the same to the page.
      return notFound();
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers: { 'content-type': contentTypeFor(file), ...securityHeaders() },
    });
  };
}

/** Serves the built renderer on `app://headroom/`. Call once the app is ready. */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, createRendererHandler(rendererDir));
}
