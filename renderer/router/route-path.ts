/**
 * The tiny hash router's pure half: hash <-> path, and typed path patterns such as
 * "/scenarios/:scenarioId". Hash routing because the desktop app loads from a custom
 * protocol and the web build may live under any path; neither can serve deep links.
 */

/** "#/settings" -> "/settings"; "", "#" and "#/" -> "/"; a query part is ignored. */
export function pathFromHash(hash: string): string {
  const afterHash = hash.startsWith('#') ? hash.slice(1) : hash;
  const withoutQuery = afterHash.split('?', 1)[0] ?? '';
  const rooted = withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`;
  return rooted.length > 1 && rooted.endsWith('/') ? rooted.slice(0, -1) : rooted;
}

/** The href for a link to a path, e.g. "/settings" -> "#/settings". */
export function hrefForPath(path: string): string {
  return `#${path}`;
}

/** The parameters a pattern names: "/scenarios/:id/runs/:runId" -> { id: string; runId: string }. */
export type RouteParams<Pattern extends string> =
  Pattern extends `${string}:${infer Name}/${infer Rest}`
    ? { [K in Name]: string } & RouteParams<`/${Rest}`>
    : Pattern extends `${string}:${infer Name}`
      ? { [K in Name]: string }
      : Record<never, string>;

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** The parameters if `path` fits `pattern` exactly, else null. Parameters are URI-decoded. */
export function matchPath<Pattern extends string>(
  pattern: Pattern,
  path: string,
): RouteParams<Pattern> | null {
  const wanted = segments(pattern);
  const actual = segments(path);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null; // A malformed escape is not a match, not a crash.
      }
    } else if (part !== value) {
      return null;
    }
  }
  return params as RouteParams<Pattern>;
}

/** The path for a pattern with its parameters filled in and URI-encoded. */
export function buildPath<Pattern extends string>(
  pattern: Pattern,
  params: RouteParams<Pattern>,
): string {
  const values = params as Record<string, string>;
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}
