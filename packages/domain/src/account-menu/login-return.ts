// Issue 16 item 5: a visitor sent to log in from an account page (requireAccountCookies adds
// `return_to`) comes back to that page after logging in. The parameter arrives from anyone's link,
// so only a path of this site is followed: an open redirect would let a phishing link log a user in
// here and send them on to a look-alike site.

/** Longest path followed: a real page path with its query is far shorter. */
export const LOGIN_RETURN_MAX_LENGTH = 2048;

/**
 * `raw` when it is a same-site relative path to go to after logging in, else null. Accepted: one
 * leading `/` followed by anything but a second `/` or a `\` (browsers read `//host` and `/\host`
 * as another origin), no backslash anywhere (some browsers turn it into `/`), no control
 * characters or whitespace (the URL parser drops tabs and newlines, so `/\t/evil.example` would
 * become `//evil.example`), no scheme (`https:`, `javascript:` do not start with `/` anyway), and
 * not the log-in or sign-up page itself (that would go round in a circle).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > LOGIN_RETURN_MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(raw)) return null;
  // A percent-encoded slash or backslash right after the first one could be decoded by a proxy into `//`.
  if (/^\/%(2f|5c)/i.test(raw)) return null;
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (/^\/(?:[a-z]{2}(?:-[a-z0-9]+)*\/)?(?:login|signup)\/?$/i.test(path)) return null;
  return raw;
}
