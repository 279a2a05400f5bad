import { getHealth, postLogin } from '@meridian/contracts';
import { CSRF_COOKIE, CSRF_HEADER } from '@meridian/domain';
import { DEMO_PASSWORD } from '../db/demo-accounts';

/** A browser's session on a running API process (spawnApiProcess), logged in over real HTTP. */
export interface HttpSession {
  /** The Cookie header the browser would send. */
  cookie(): string;
  /** A form-encoded POST with the cookies and the csrf header; the answer's cookies are kept. */
  post(path: string, form: Record<string, string>): Promise<Response>;
}

/**
 * Logs in as a demo account on `origin` as the browser does: the csrf cookie from any answer,
 * echoed in a header on the form-encoded log-in. Throws unless the log-in answers 200.
 */
export async function logInOverHttp(origin: string, account: string): Promise<HttpSession> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const post = async (path: string, form: Record<string, string>) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookie(),
        [CSRF_HEADER]: jar.get(CSRF_COOKIE) ?? '',
      },
      body: new URLSearchParams(form).toString(),
    });
    keep(response);
    return response;
  };
  const first = await fetch(`${origin}${getHealth.path}`);
  await first.arrayBuffer();
  keep(first);
  const login = await post(postLogin.path, { account, password: DEMO_PASSWORD });
  await login.arrayBuffer();
  if (login.status !== 200) throw new Error(`log-in as ${account} on ${origin}: HTTP ${login.status}`);
  return { cookie, post };
}
