import { decodeUriText } from '@meridian/domain';

/**
 * shell §8 "URI decode failure logs a warning and returns the raw text": in the browser, a
 * warning in the console; on the server nothing (a visitor's malformed cookie is theirs to send,
 * and would fill the server's log).
 */
function warnInBrowser(message: string, text: string): void {
  if (typeof window !== 'undefined') console.warn(`[meridian] ${message}:`, text);
}

/**
 * One cookie from a Cookie header (server) or `document.cookie` (browser), as the `cookie`
 * package's parse reads it (first of a name wins, spaces trimmed, quotes dropped, %-decoded when
 * valid, else the raw value: shell §8), in a few lines instead of its 1 kB in every page's first load.
 */
export function readCookie(
  header: string | null | undefined,
  name: string,
  warn: (message: string, text: string) => void = warnInBrowser,
): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return value.includes('%') ? decodeUriText(value, warn) : value;
  }
  return undefined;
}

/** Set a preference cookie from the browser: whole site, a year, not sent cross-site. */
export function writeBrowserCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}
