/**
 * Where Headroom's window lives. The renderer is served from a custom `app://` origin
 * rather than `file://`, so it gets a real origin (storage, workers, CSP 'self') and a
 * single value to compare every navigation and IPC sender against.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'headroom';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** True when `url` is a page of the app itself; anything unparsable is foreign. */
export function isAppUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // Compare scheme and host separately: `origin` is "null" for non-special schemes in
  // Node's URL, so it cannot be used here. Credentials and ports never belong to us.
  return (
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.hostname.toLowerCase() === APP_HOST &&
    parsed.port === '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}
