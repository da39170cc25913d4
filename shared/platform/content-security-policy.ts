/**
 * The one Content-Security-Policy of Headroom's page: sent as a header by the desktop app's
 * protocol handler and written into index.html's meta tag at build time (vite.config.ts), so
 * the web page and the desktop window run under the same rules. Only the app's own files may
 * run or be fetched; nothing remote can load even if a scenario file carried a URL.
 * 'unsafe-inline' styles are the one concession: MUI (Emotion) injects <style> tags at run
 * time. Workers may come from blob: because bundlers can wrap worker code that way.
 */
export const CSP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
];

/** The policy as the desktop app sends it in the response header. */
export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.join('; ');

/** Directives a browser ignores (with a console warning) in a meta tag; they take effect as a header only. */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox'];

/** The same policy for the page's meta tag: the header's directives less those meta cannot carry. */
export const META_CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.filter(
  (d) => !HEADER_ONLY.includes(d.split(/\s+/, 1)[0] ?? ''),
).join('; ');
