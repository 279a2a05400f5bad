// Log in once as a demo account over HTTP, as the browser does (the csrf cookie from any API
// answer, echoed in a header on the form-encoded post), and hand back the Cookie header to send.
import { getHealth, getUserInfo, postLogin } from '@meridian/contracts';
import { CSRF_COOKIE, CSRF_HEADER } from '@meridian/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/db/demo-accounts.ts';

/** A demo account without two-factor, so one post logs it in. */
export const BENCH_ACCOUNT = DEMO_ACCOUNTS.find((a) => a.nickname === 'kyc-1' && !a.totp);

/** name=value pairs of a response's Set-Cookie headers. */
function cookiesOf(res) {
  return new Map(res.headers.getSetCookie().map((c) => c.split(';')[0].split('=', 2)));
}

const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** The Cookie header of a logged-in session at baseUrl (the API, or the web server in front of it). */
export async function logIn(baseUrl, account = BENCH_ACCOUNT) {
  return (await logInSession(baseUrl, account)).cookie;
}

/** logIn, with the csrf token a state change echoes in its header: { cookie, csrf }. */
export async function logInSession(baseUrl, account) {
  const first = await fetch(`${baseUrl}${getHealth.path}`);
  await first.arrayBuffer();
  const jar = cookiesOf(first);
  const res = await fetch(`${baseUrl}${postLogin.path}`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: jar.get(CSRF_COOKIE) ?? '', cookie: cookieHeader(jar) },
    body: new URLSearchParams({ account: account.email, password: DEMO_PASSWORD }),
  });
  const body = await res.json();
  if (!res.ok || body.code !== 0 || body.data?.need_2fa !== false) {
    throw new Error(`log-in as ${account.email} failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  for (const [name, value] of cookiesOf(res)) jar.set(name, value);
  const cookie = cookieHeader(jar);
  await expectLoggedIn(baseUrl, cookie, account);
  return { cookie, csrf: jar.get(CSRF_COOKIE) ?? '' };
}

/** get_info with this cookie answers 2xx, code 0 and the account's own uid (not the logged-out 401). */
export async function expectLoggedIn(baseUrl, cookie, account = BENCH_ACCOUNT) {
  const res = await fetch(`${baseUrl}${getUserInfo.path}`, { headers: { cookie } });
  const body = await res.json();
  if (!res.ok || body.code !== 0 || body.data?.user_info?.uid !== account.uid) {
    throw new Error(`get_info is not logged in as ${account.email}: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return JSON.stringify(body).length;
}
