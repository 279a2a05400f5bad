/**
 * A URL cut into its parts by hand, for the monitoring rules (shell §5). The platform's `URL` is not
 * used: it throws on relative or malformed addresses and normalises what it keeps, while redaction
 * must take any text a browser or a server reported and give every character back but the masked ones.
 */

/** The pieces of a URL; `query` and `fragment` are `null` when there is no `?` or `#`. */
export interface UrlParts {
  /** `https:` or `mailto:`, or '' when there is none. */
  scheme: string;
  /** What follows `//` up to the path (`user:pass@host:port`), or `null` without `//`. */
  authority: string | null;
  /** The path, with its leading slash when it has one. */
  path: string;
  /** After `?`, without it. */
  query: string | null;
  /** After `#`, without it. */
  fragment: string | null;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Cuts a URL (absolute, protocol-relative, a path, or any text) into its parts. Never throws. */
export function splitUrl(url: string): UrlParts {
  let rest = url;
  let fragment: string | null = null;
  let query: string | null = null;
  const hash = rest.indexOf('#');
  if (hash >= 0) {
    fragment = rest.slice(hash + 1);
    rest = rest.slice(0, hash);
  }
  const question = rest.indexOf('?');
  if (question >= 0) {
    query = rest.slice(question + 1);
    rest = rest.slice(0, question);
  }
  const scheme = SCHEME.exec(rest)?.[0] ?? '';
  rest = rest.slice(scheme.length);
  let authority: string | null = null;
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2);
    authority = slash < 0 ? rest.slice(2) : rest.slice(2, slash);
    rest = slash < 0 ? '' : rest.slice(slash);
  }
  return { scheme, authority, path: rest, query, fragment };
}

/** Puts parts made by {@link splitUrl} back together. */
export function joinUrl(parts: UrlParts): string {
  return (
    parts.scheme +
    (parts.authority === null ? '' : `//${parts.authority}`) +
    parts.path +
    (parts.query === null ? '' : `?${parts.query}`) +
    (parts.fragment === null ? '' : `#${parts.fragment}`)
  );
}

/** One `name=value` of a query; `value` is `null` for a bare `name`. Both are raw (still encoded). */
export interface QueryPair {
  name: string;
  value: string | null;
}

/** Cuts a query string (without its `?`) at `&`, then each part at its first `=`. */
export function splitQuery(query: string): QueryPair[] {
  return query.split('&').map((part) => {
    const equals = part.indexOf('=');
    return equals < 0 ? { name: part, value: null } : { name: part.slice(0, equals), value: part.slice(equals + 1) };
  });
}

/** Puts pairs made by {@link splitQuery} back together. */
export function joinQuery(pairs: readonly QueryPair[]): string {
  return pairs.map((pair) => (pair.value === null ? pair.name : `${pair.name}=${pair.value}`)).join('&');
}

/**
 * Percent-decodes, or returns `null` when the text is not valid percent-encoding (a lone `%`, a
 * broken UTF-8 sequence). `+` stays `+`: a phone number's `+` must survive for the phone rule.
 */
export function safeDecode(text: string): string | null {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
