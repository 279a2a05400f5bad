import { parse } from 'cookie';

/** One cookie from a Cookie header (server) or `document.cookie` (browser). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parse(header)[name];
}

/** Set a preference cookie from the browser: whole site, a year, not sent cross-site. */
export function writeBrowserCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}
