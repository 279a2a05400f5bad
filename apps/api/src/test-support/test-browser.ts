import {
  classifyAccount,
  getHealth,
  loginAnswer,
  postLogin,
  postLogin2fa,
  postSignup,
  postVerifyEmail,
} from '@meridian/contracts';
import { CSRF_COOKIE, CSRF_HEADER } from '@meridian/domain';
import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { z } from 'zod';
import type { ApiApp } from '../app';
import type { Database } from '../db/database';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../db/demo-accounts';
import { outbox } from '../db/schema';
import type { ScryptParams } from '../services/password-hashing';

/** A cheap scrypt cost for tests: the stored parameters travel with each hash, so nothing else changes. */
export const FAST_HASHING: ScryptParams = { ln: 10, r: 8, p: 1 };

/** A clock the tests move by hand instead of waiting. */
export function testClock(start = Date.UTC(2025, 0, 15, 12, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    set(ms: number) {
      now = ms;
    },
  };
}

export interface ParsedCookie {
  value: string;
  attributes: Map<string, string>;
}

/** Set-Cookie lines → name, value and attributes (lower-cased names; flags map to ''). */
export function parseSetCookies(response: Response): Map<string, ParsedCookie> {
  const out = new Map<string, ParsedCookie>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const attributes = new Map<string, string>();
    for (const attr of attrs) {
      const i = attr.indexOf('=');
      attributes.set((i < 0 ? attr : attr.slice(0, i)).toLowerCase(), i < 0 ? '' : attr.slice(i + 1));
    }
    out.set(pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), attributes });
  }
  return out;
}

export const answer = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown(),
  // A refusal's rule (its code and values), for the web to say in the reader's language.
  label: z.string().optional(),
  values: z.record(z.string(), z.string()).optional(),
});

export interface RequestOptions {
  method?: string;
  form?: Record<string, string>;
  json?: unknown;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Echo the csrftoken cookie in the header (default true for non-GET). */
  csrf?: boolean;
}

/**
 * A browser for the API app: keeps cookies as a browser would (set, replace, expire), and echoes
 * the csrftoken cookie in the csrftoken header on posts, as the shell's client does.
 */
let browsers = 0;
/** A client address of its own per browser (198.18.0.0/15, the benchmarking range: never routed). */
function nextClientAddress(): string {
  browsers += 1;
  return `198.18.${(browsers >> 8) & 255}.${browsers & 255}`;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  /** The socket address the server hands the app (Hono env); null: none, as for a call inside the process. */
  readonly clientAddress: string | null;

  constructor(
    private readonly app: ApiApp,
    private readonly options: { origin?: string; headers?: Record<string, string>; clientAddress?: string | null } = {},
  ) {
    this.clientAddress = options.clientAddress === undefined ? nextClientAddress() : options.clientAddress;
  }

  async request(path: string, init: RequestOptions = {}): Promise<Response> {
    const method = init.method ?? (init.form || init.json !== undefined || init.body !== undefined ? 'POST' : 'GET');
    const headers = new Headers({ ...this.options.headers, ...init.headers });
    if (method !== 'GET' && init.csrf !== false) {
      if (!this.cookies.has(CSRF_COOKIE)) await this.request(getHealth.path);
      headers.set(CSRF_HEADER, this.cookies.get(CSRF_COOKIE) ?? '');
    }
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers.set('content-type', 'application/x-www-form-urlencoded');
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set('content-type', 'application/json');
    } else if (init.body !== undefined) {
      body = init.body;
    }
    if (init.contentType) headers.set('content-type', init.contentType);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '));
    }
    const origin = this.options.origin ?? 'http://localhost';
    const env = this.clientAddress === null ? undefined : { clientAddress: this.clientAddress };
    const response = await this.app.request(`${origin}${path}`, { method, headers, body }, env);
    for (const [name, cookie] of parseSetCookies(response)) {
      if (cookie.attributes.get('max-age') === '0') this.cookies.delete(name);
      else this.cookies.set(name, cookie.value);
    }
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request(path, { headers });
  }

  post(path: string, form: Record<string, string>, extra: Omit<RequestOptions, 'form'> = {}) {
    return this.request(path, { ...extra, form });
  }

  /** A request, and its answer parsed as {code, message, data}. */
  async call(path: string, init: RequestOptions = {}) {
    const response = await this.request(path, init);
    return { response, status: response.status, ...answer.parse(await response.json()) };
  }
}

/**
 * Log `browser` in as a seeded demo account (DEMO_PASSWORD; the demo authenticator's code, at
 * `now`, when the account asks for a second step). Throws with the API's message when it refuses.
 */
export async function logInAs(
  browser: TestBrowser,
  account: string,
  now: () => number = Date.now,
): Promise<TestBrowser> {
  const first = await browser.call(postLogin.path, { form: { account, password: DEMO_PASSWORD } });
  if (first.status !== 200) throw new Error(`log-in as ${account}: ${first.status} ${first.message}`);
  const data = loginAnswer.parse(first.data);
  if (data.need_2fa) {
    const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate({ timestamp: now() });
    const second = await browser.call(postLogin2fa.path, { form: { challenge: data.challenge, code } });
    if (second.status !== 200) throw new Error(`second step as ${account}: ${second.status} ${second.message}`);
  }
  return browser;
}

/** The newest message the API wrote to the outbox for `to` (an address as typed or as stored). */
export async function latestMessageTo(db: Database, to: string) {
  const stored = classifyAccount(to)?.value ?? to;
  const [row] = await db.select().from(outbox).where(eq(outbox.recipient, stored)).orderBy(desc(outbox.id)).limit(1);
  if (!row) throw new Error(`no message to ${stored}`);
  return row;
}

/** The token in a message's link (verification, reset). */
export function tokenOf(message: { link: string | null }): string {
  const token = message.link ? new URL(message.link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in ${message.link}`);
  return token;
}

const sessionData = z.object({ uid: z.number().int(), nickname: z.string() });

/**
 * Sign up as a person would: the sign-up, then the link of the message it sent, opened in the same
 * browser (which is then logged in). Returns the verification answer's data and response.
 */
export async function signUpAndConfirm(
  db: Database,
  browser: TestBrowser,
  account: string,
  form: Record<string, string>,
) {
  const sent = await browser.call(postSignup.path, { form: { account, ...form } });
  if (sent.status !== 200) throw new Error(`sign-up answered ${sent.status}: ${sent.message}`);
  const token = tokenOf(await latestMessageTo(db, account));
  const confirmed = await browser.call(postVerifyEmail.path, { form: { token } });
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}: ${confirmed.message}`);
  return { ...sessionData.parse(confirmed.data), response: confirmed.response };
}
