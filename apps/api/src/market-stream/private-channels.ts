import type { IncomingMessage } from 'node:http';
import { ALL_PAIRS, PRIVATE_CHANNELS, type PrivateChannel } from '@meridian/contracts';
import { SESSION_COOKIE } from '../auth-cookies';

// The account's private channels on the market stream (issue 12): authenticated by the session
// cookie of the upgrade request, fed by the database's notifications of changed accounts, so an
// update reaches the client whichever API process it is connected to (no broker of our own).

/** One private item: what it is keyed by (deduplicated per connection) and the pair or contract it is of. */
export interface PrivateItem {
  key: string;
  pair: string;
  value: unknown;
}

/** Where the private channels read from (start.ts builds it on the database and the session cache). */
export interface PrivateFeed {
  /** The uid a session token belongs to now, or undefined (no session, expired, logged out). */
  accountOf(sessionToken: string | undefined): Promise<number | undefined>;
  /**
   * What a channel has to say for an account now: recent orders, fills and positions (the client
   * upserts them by id), or every balance. Items unchanged since last sent are not sent again.
   */
  recent(uid: number, channel: PrivateChannel, nowMs: number): Promise<PrivateItem[]>;
  /** Calls `changed(uid)` on each account change announced by any process; `resync()` when some may be lost. */
  watch(handlers: { changed(uid: number): void; resync(): void }): Promise<{ stop(): Promise<void> }>;
}

export function isPrivateChannel(channel: string): channel is PrivateChannel {
  return (PRIVATE_CHANNELS as readonly string[]).includes(channel);
}

/** The session token of an upgrade request's Cookie header. */
export function sessionTokenOf(request: IncomingMessage): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The pairs a private subscription names: the payload's, or every pair for `!all` or none. */
export function privatePairs(payload: readonly string[] | undefined): Set<string> | 'all' | { error: string } {
  if (payload === undefined || payload.length === 0 || payload.includes(ALL_PAIRS)) return 'all';
  if (payload.length > 100) return { error: 'at most 100 pairs in one subscription' };
  for (const pair of payload) {
    if (!/^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/.test(pair)) return { error: `invalid pair ${pair}` };
  }
  return new Set(payload);
}
