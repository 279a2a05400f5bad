import { UID_COOKIE } from '@meridian/domain';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiBindings } from './app';
import { clearSessionCookies, readSessionToken } from './auth-cookies';
import { fail } from './http';
import { type Account, findSessionAccount } from './services/sessions';

export type AccountBindings = ApiBindings & {
  Variables: ApiBindings['Variables'] & { account: Readonly<Account> };
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls for a logged-in user: the session's account in `c.var.account`, else 401 "Not logged in"
 * (shell §7: a non-zero code gives the defaults). A browser that still shows a login the server
 * no longer knows (expired or logged out elsewhere) has its uid and nickname cookies cleared, so
 * the shell's cookie check (shell §4) agrees with the server.
 */
export function requireAccount(
  options: { changesAccount: boolean } = { changesAccount: true },
): MiddlewareHandler<AccountBindings> {
  return async (c, next) => {
    // c.get, not c.var: each c.var builds an object of every variable (the hot path, decision 0028).
    const cache = c.get('sessionCache');
    const account = await findSessionAccount(c.get('db'), readSessionToken(c), c.get('now'), cache);
    if (!account) {
      if (readSessionToken(c) !== undefined || getCookie(c, UID_COOKIE) !== undefined)
        clearSessionCookies(c, c.var.trustProxy);
      return fail(c, 401, 'Not logged in');
    }
    c.set('account', account);
    await next();
    // A change to one's own account (two-factor, other sessions) is seen by this process's next
    // call at once; the other processes learn it from the database's notification. Calls that
    // never change the account or its sessions (trading: `changesAccount: false`) keep the cache,
    // so an order costs no session read.
    if (options.changesAccount && !SAFE_METHODS.has(c.req.method)) cache?.evictAccount(account.uid);
  };
}
