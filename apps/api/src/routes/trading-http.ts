import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { takeRateSlot } from '../db/queries/spot-orders';
import { fail } from '../http';
import { readEndpointQuery } from '../request-body';
import { placementWindow, TOO_MANY_ORDERS, type TradingRefusal } from '../services/spot-trading';
import type { AccountBindings } from '../session-context';

// What the spot and futures route tables share: reading a GET's query, and the refusals.

type Parsed<T> = { ok: true; query: T } | { ok: false; answer: Response };

/** A GET's query read with its endpoint's schema: a 400 naming the field when it does not parse. */
export async function readQuery<S extends z.core.$ZodType>(
  c: Context,
  endpoint: { schemas: () => Promise<{ body: S }> },
): Promise<Parsed<z.output<S>>> {
  const read = await readEndpointQuery(c, endpoint);
  if (read.ok) return read;
  return { ok: false, answer: fail(c, 400, `${read.field || 'query'}: ${read.problem ?? 'invalid'}`) };
}

/** A refused trading call; a 429 says when to try again. */
export function refuse(c: Context, outcome: TradingRefusal): Response {
  if (outcome.status === 429) c.header('Retry-After', '1');
  return fail(c, outcome.status, outcome.message, outcome.issue);
}

/** A 429 when the account has placed too much this second (orders and position changes share the window). */
export async function overLimit(c: Context<AccountBindings>): Promise<Response | undefined> {
  const { db, account, now } = c.var;
  if (await takeRateSlot(db, placementWindow(account.uid), now.getTime())) return undefined;
  return refuse(c, TOO_MANY_ORDERS);
}
