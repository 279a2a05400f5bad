/**
 * One cookie from a Cookie header (server) or `document.cookie` (browser), as the `cookie`
 * package's parse reads it (first of a name wins, spaces trimmed, quotes dropped, %-decoded when
 * valid), in a few lines instead of its 1 kB in every page's first load.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Set a preference cookie from the browser: whole site, a year, not sent cross-site. */
export function writeBrowserCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}
