/**
 * The Mozilla HTTP Observatory's rules that can be checked on one answer without a network, and
 * its scoring, ported from github.com/mdn/mdn-http-observatory (algorithm version 6, commit
 * 94042bb: src/analyzer/tests/*.js, src/analyzer/cspParser.js, src/grader/charts.js,
 * src/scanner/index.js). The package itself cannot be installed here (a native database driver,
 * lists downloaded at install). Test support only: nothing in the server imports it.
 *
 * Left out, on purpose: the redirection rule (the HTTP → HTTPS redirect is our TLS proxy's, which
 * no offline test runs), the HSTS preload list and certificate checks (a network lookup; the demo
 * hosts are on the reserved .example TLD), <meta http-equiv> policies (the house rules below
 * refuse them instead), several CSP policies in one answer (we send one; more is reported as
 * invalid), and the Observatory's removal of longer duplicate sources within a directive.
 *
 * `houseRules` adds what the Observatory only displays or does not look at: it lets
 * 'unsafe-inline' next to a nonce pass (browsers ignore it then), and we refuse it outright.
 */

/** What one scan looked at: one answer, as a visitor would have asked for it. */
export interface ScannedAnswer {
  /** The address the visitor asked for (https: behind our TLS proxy): the TLS-only rules follow its scheme. */
  url: URL;
  status: number;
  headers: Headers;
  /** The body (read for HTML answers: their scripts, inline styles and meta tags). */
  body: string;
  /** The same address asked again with an Origin header (the CORS rule): that origin and the answer's headers. */
  cors?: { origin: string; headers: Headers } | undefined;
}

/** Expectation → score modifier, from the Observatory's SCORE_TABLE (the ones these rules give). */
export const SCORE_MODIFIERS = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
  'coep-implemented-with-require-corp': 10,
  'coep-implemented-with-credentialless': 10,
  'coep-implemented-with-unsafe-none': 0,
  'coep-not-implemented': 0,
  'coep-header-invalid': -5,
  'coop-implemented-with-same-origin': 10,
  'coop-implemented-with-same-origin-allow-popups': 10,
  'coop-implemented-with-noopener-allow-popups': 10,
  'coop-implemented-with-unsafe-none': 0,
  'coop-not-implemented': 0,
  'coop-header-invalid': -5,
} as const;

export type Expectation = keyof typeof SCORE_MODIFIERS;

export type RuleName =
  | 'content-security-policy'
  | 'cookies'
  | 'cross-origin-embedder-policy'
  | 'cross-origin-opener-policy'
  | 'cross-origin-resource-sharing'
  | 'referrer-policy'
  | 'strict-transport-security'
  | 'subresource-integrity'
  | 'x-content-type-options'
  | 'x-frame-options'
  | 'cross-origin-resource-policy';

export interface RuleResult {
  rule: RuleName;
  result: Expectation;
  modifier: number;
  pass: boolean;
}

function ruleResult(rule: RuleName, result: Expectation, passing: readonly Expectation[]): RuleResult {
  return { rule, result, modifier: SCORE_MODIFIERS[result], pass: passing.includes(result) };
}

/** The Observatory's onlyIfWorse: keep the worse of two results, by a best-to-worst order. */
function worse(next: Expectation, current: Expectation | null, order: readonly Expectation[]): Expectation {
  return current === null || order.indexOf(next) > order.indexOf(current) ? next : current;
}

/** Every value of a header, as separate answers would have sent them (Headers joins them with ", "). */
function headerValues(headers: Headers, name: string): string[] {
  if (name.toLowerCase() === 'set-cookie') return headers.getSetCookie();
  const value = headers.get(name);
  return value === null ? [] : [value];
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

function isHtml(answer: ScannedAnswer): boolean {
  const mime = (answer.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return mime === '' || HTML_TYPES.has(mime);
}

// ---------------------------------------------------------------------------------------------
// Content Security Policy (src/analyzer/tests/csp.js, src/analyzer/cspParser.js)

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_UNSAFE_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src']);
const NONCE_OR_HASH_PREFIXES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const ALLOWED_DUPLICATES = new Set(['report-uri', 'report-to']);

export type CspPolicy = Map<string, Set<string>>;

/**
 * One policy → directive → sources, lower-cased; a directive without sources is 'none'. A repeated
 * directive makes the policy invalid (report-uri and report-to excepted), as the Observatory has it.
 */
export function parseCspPolicy(policy: string): { csp: CspPolicy; duplicateReporting: boolean } {
  const clean = policy.replaceAll(/[\r\n]/g, '').trim();
  if (clean.length < 'img-src'.length - 1) throw new Error(`Invalid policy: ${clean}`);
  const csp: CspPolicy = new Map();
  let duplicateReporting = false;
  for (const entry of clean.split(';')) {
    const [name = '', ...values] = entry.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (csp.has(directive)) {
      if (!ALLOWED_DUPLICATES.has(directive)) throw new Error(`Duplicate directive ${directive}`);
      duplicateReporting = true;
      continue;
    }
    const sources = values.map((value) => value.trim().toLowerCase());
    csp.set(directive, new Set(sources.length > 0 ? sources : ["'none'"]));
  }
  return { csp, duplicateReporting };
}

function hasNonceOrHash(sources: ReadonlySet<string>): boolean {
  return [...sources].some((source) => NONCE_OR_HASH_PREFIXES.some((prefix) => source.startsWith(prefix)));
}

export interface CspAnalysis extends RuleResult {
  /** The policy, when it could be read. */
  csp: CspPolicy | null;
  /** What the Observatory displays but does not score. */
  policy: {
    antiClickjacking: boolean;
    insecureBaseUri: boolean;
    insecureFormAction: boolean;
    unsafeObjects: boolean;
  } | null;
}

const CSP_PASSING: readonly Expectation[] = [
  'csp-implemented-with-no-unsafe',
  'csp-implemented-with-no-unsafe-default-src-none',
  'csp-implemented-with-unsafe-inline-in-style-src-only',
  'csp-implemented-with-insecure-scheme-in-passive-content-only',
  'csp-implemented-but-duplicate-directives',
];

export function contentSecurityPolicyRule(answer: ScannedAnswer): CspAnalysis {
  const fail = (result: Expectation): CspAnalysis => ({
    ...ruleResult('content-security-policy', result, CSP_PASSING),
    csp: null,
    policy: null,
  });
  const policies = headerValues(answer.headers, 'content-security-policy').flatMap((value) =>
    value.split(',').map((p) => p.trim()),
  );
  if (policies.length === 0) {
    return fail(
      answer.headers.has('content-security-policy-report-only')
        ? 'csp-not-implemented-but-reporting-enabled'
        : 'csp-not-implemented',
    );
  }
  if (policies.length > 1) return fail('csp-header-invalid');
  let parsed: ReturnType<typeof parseCspPolicy>;
  try {
    parsed = parseCspPolicy(policies[0] ?? '');
  } catch {
    return fail('csp-header-invalid');
  }
  const { csp } = parsed;
  const sourcesOf = (...directives: string[]): Set<string> => {
    for (const directive of directives) {
      const sources = csp.get(directive);
      if (sources) return new Set(sources);
    }
    return new Set(['*']);
  };
  const baseUri = sourcesOf('base-uri');
  const frameAncestors = sourcesOf('frame-ancestors');
  const formAction = sourcesOf('form-action');
  const objectSrc = sourcesOf('object-src', 'default-src');
  const scriptSrc = sourcesOf('script-src', 'default-src');
  const styleSrc = sourcesOf('style-src', 'default-src');

  // Browsers ignore 'unsafe-inline' next to a nonce or hash, and so does the Observatory.
  for (const sources of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");
  }
  let result: Expectation | null = null;
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of [...scriptSrc]) {
      if (
        [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      ) {
        scriptSrc.delete(source);
      }
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    result = 'csp-header-invalid';
  }

  const activeSources = [
    ...[...csp]
      .filter(([directive]) => !PASSIVE_DIRECTIVES.has(directive) && directive !== 'script-src')
      .flatMap(([, sources]) => [...sources]),
    ...scriptSrc,
  ];
  const passiveSources = [...PASSIVE_DIRECTIVES].flatMap((directive) => [
    ...(csp.get(directive) ?? csp.get('default-src') ?? []),
  ]);
  const overTls = answer.url.protocol === 'https:';
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  if (
    [...scriptSrc].some((s) => BROAD_OR_UNSAFE_INLINE.has(s)) ||
    [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))
  ) {
    result ??= 'csp-implemented-with-unsafe-inline';
  }
  if (overTls && activeSources.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval';
  if (overTls && passiveSources.some(insecure))
    result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some((s) => BROAD_OR_UNSAFE_INLINE.has(s)))
    result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) result ??= 'csp-implemented-with-no-unsafe-default-src-none';
  result ??= 'csp-implemented-with-no-unsafe';

  if (CSP_PASSING.includes(result) && parsed.duplicateReporting) result = 'csp-implemented-but-duplicate-directives';
  return {
    ...ruleResult('content-security-policy', result, CSP_PASSING),
    csp,
    policy: {
      antiClickjacking: [...frameAncestors].every((s) => !DANGEROUSLY_BROAD.has(s)),
      insecureBaseUri: [...baseUri].some((s) => BROAD_OR_UNSAFE_INLINE.has(s)),
      insecureFormAction: [...formAction].some((s) => DANGEROUSLY_BROAD.has(s)),
      unsafeObjects: [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s)),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Strict-Transport-Security (src/analyzer/tests/strict-transport-security.js)

/** Six months as the Observatory counts them (180 days: "a white lie is in order"). */
export const HSTS_SIX_MONTHS_S = 15_552_000;

export function strictTransportSecurityRule(answer: ScannedAnswer): RuleResult {
  const passing: Expectation[] = ['hsts-implemented-max-age-at-least-six-months'];
  if (answer.url.protocol !== 'https:')
    return ruleResult('strict-transport-security', 'hsts-not-implemented-no-https', passing);
  const header = headerValues(answer.headers, 'strict-transport-security')[0];
  if (header === undefined) return ruleResult('strict-transport-security', 'hsts-not-implemented', passing);
  const value = header.slice(0, 1024);
  let maxAge: number | null = null;
  for (const parameter of value.split(';').map((p) => p.trim().toLowerCase())) {
    if (parameter.startsWith('max-age=')) maxAge = Number.parseInt(parameter.slice(8, 128), 10);
  }
  // Sent twice (joined with a comma), without max-age, or max-age not a number: invalid.
  if (value.includes(',') || maxAge === null || Number.isNaN(maxAge))
    return ruleResult('strict-transport-security', 'hsts-header-invalid', passing);
  return ruleResult(
    'strict-transport-security',
    maxAge < HSTS_SIX_MONTHS_S
      ? 'hsts-implemented-max-age-less-than-six-months'
      : 'hsts-implemented-max-age-at-least-six-months',
    passing,
  );
}

// ---------------------------------------------------------------------------------------------
// Cookies (src/analyzer/tests/cookies.js)

interface JarCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

/** A Set-Cookie line as a cookie jar keeps it; null for a cookie that is already expired (a deletion). */
function jarCookie(line: string): JarCookie | null {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const cookie: JarCookie = {
    name: pair.slice(0, Math.max(pair.indexOf('='), 0)) || pair,
    secure: false,
    httpOnly: false,
    sameSite: null,
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
    switch (key.toLowerCase()) {
      case 'secure':
        cookie.secure = true;
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'samesite':
        cookie.sameSite = ['strict', 'lax', 'none'].includes(value.toLowerCase()) ? value.toLowerCase() : null;
        break;
      case 'max-age':
        if (Number(value) <= 0) return null;
        break;
      case 'expires':
        if (Date.parse(value) <= Date.now()) return null;
        break;
    }
  }
  return cookie;
}

/** A SameSite attribute without a value, or with one that is none of Strict, Lax and None. */
function hasInvalidSameSite(line: string): boolean {
  return line.split(';').some((part) => {
    const [key = '', value] = part.trim().split('=');
    return (
      key.trim().toLowerCase() === 'samesite' &&
      (!value || !['lax', 'strict', 'none'].includes(value.trim().toLowerCase()))
    );
  });
}

const COOKIE_ORDER: readonly Expectation[] = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];

/**
 * `setCookies`: every Set-Cookie line of the scan (the answer's own by default). The Observatory
 * reads the cookie jar of its whole visit; a test may add the answers of a log-in.
 */
export function cookiesRule(
  answer: ScannedAnswer,
  setCookies: readonly string[] = answer.headers.getSetCookie(),
): RuleResult {
  const passing: Expectation[] = [
    'cookies-not-found',
    'cookies-secure-with-httponly-sessions-and-samesite',
    'cookies-secure-with-httponly-sessions',
  ];
  const hsts = strictTransportSecurityRule(answer).pass;
  let result: Expectation | null = null;
  for (const line of setCookies) {
    if (hasInvalidSameSite(line)) result = worse('cookies-samesite-flag-invalid', result, COOKIE_ORDER);
  }
  const jar = setCookies.map(jarCookie).filter((cookie): cookie is JarCookie => cookie !== null);
  if (jar.length === 0) return ruleResult('cookies', 'cookies-not-found', passing);
  let missingSameSite = false;
  for (const cookie of jar) {
    const name = cookie.name.toLowerCase();
    const session = name.includes('login') || name.includes('sess');
    const antiCsrf = name.includes('csrf');
    if (!cookie.secure && cookie.sameSite === 'none')
      result = worse('cookies-samesite-flag-invalid', result, COOKIE_ORDER);
    if (!cookie.secure)
      result = worse(
        hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag',
        result,
        COOKIE_ORDER,
      );
    if (antiCsrf && !cookie.sameSite) result = worse('cookies-anticsrf-without-samesite-flag', result, COOKIE_ORDER);
    if (session && !cookie.secure) {
      result = worse(
        hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag',
        result,
        COOKIE_ORDER,
      );
    }
    if (session && !cookie.httpOnly) result = worse('cookies-session-without-httponly-flag', result, COOKIE_ORDER);
    if (!cookie.sameSite) missingSameSite = true;
  }
  result ??= missingSameSite
    ? 'cookies-secure-with-httponly-sessions'
    : 'cookies-secure-with-httponly-sessions-and-samesite';
  return ruleResult('cookies', result, passing);
}

// ---------------------------------------------------------------------------------------------
// CORS (src/analyzer/tests/cors.js): the Observatory asks with Origin: its own site.

export const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org';

export function corsRule(answer: ScannedAnswer): RuleResult {
  const passing: Expectation[] = [
    'cross-origin-resource-sharing-not-implemented',
    'cross-origin-resource-sharing-implemented-with-public-access',
    'cross-origin-resource-sharing-implemented-with-restricted-access',
  ];
  const allowOrigin = answer.cors ? headerValues(answer.cors.headers, 'access-control-allow-origin')[0] : undefined;
  if (!answer.cors || !allowOrigin)
    return ruleResult('cross-origin-resource-sharing', 'cross-origin-resource-sharing-not-implemented', passing);
  const credentials = headerValues(answer.cors.headers, 'access-control-allow-credentials')[0];
  if (allowOrigin.slice(0, 256).trim().toLowerCase() === '*') {
    return ruleResult(
      'cross-origin-resource-sharing',
      'cross-origin-resource-sharing-implemented-with-public-access',
      passing,
    );
  }
  // The origin reflected, with credentials: any site can read a visitor's answers.
  const universal = allowOrigin === answer.cors.origin && credentials?.toLowerCase().trim() === 'true';
  return ruleResult(
    'cross-origin-resource-sharing',
    universal
      ? 'cross-origin-resource-sharing-implemented-with-universal-access'
      : 'cross-origin-resource-sharing-implemented-with-restricted-access',
    passing,
  );
}

// ---------------------------------------------------------------------------------------------
// Referrer-Policy (src/analyzer/tests/referrer-policy.js)

const PRIVATE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const UNSAFE_REFERRER = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

export function referrerPolicyRule(answer: ScannedAnswer): RuleResult {
  const passing: Expectation[] = ['referrer-policy-private', 'referrer-policy-not-implemented'];
  const values = headerValues(answer.headers, 'referrer-policy');
  if (values.length === 0) return ruleResult('referrer-policy', 'referrer-policy-not-implemented', passing);
  // The last policy the browser knows wins.
  const policy = values
    .join(', ')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => PRIVATE_REFERRER.includes(p) || UNSAFE_REFERRER.includes(p))
    .at(-1);
  if (policy && PRIVATE_REFERRER.includes(policy))
    return ruleResult('referrer-policy', 'referrer-policy-private', passing);
  if (policy && UNSAFE_REFERRER.includes(policy))
    return ruleResult('referrer-policy', 'referrer-policy-unsafe', passing);
  return ruleResult('referrer-policy', 'referrer-policy-header-invalid', passing);
}

// ---------------------------------------------------------------------------------------------
// Subresource Integrity (src/analyzer/tests/subresource-integrity.js)

/** The attributes of each start tag of `name` in an HTML text (enough for our own server's HTML). */
function startTags(html: string, name: string): Map<string, string>[] {
  const tags: Map<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attributes = new Map<string, string>();
    for (const attribute of (match[1] ?? '').matchAll(
      /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      attributes.set((attribute[1] ?? '').toLowerCase(), attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    tags.push(attributes);
  }
  return tags;
}

/** The registrable domain, as the last two labels (tldts in the Observatory; right for .example hosts). */
function siteOf(hostname: string): string {
  return hostname.split('.').slice(-2).join('.');
}

const SRI_ORDER: readonly Expectation[] = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
];

export function subresourceIntegrityRule(answer: ScannedAnswer): RuleResult {
  const passing: Expectation[] = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-response-not-html',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    'sri-not-implemented-but-no-scripts-loaded',
  ];
  if (!isHtml(answer)) return ruleResult('subresource-integrity', 'sri-not-implemented-response-not-html', passing);
  const scripts = startTags(answer.body, 'script');
  if (scripts.length === 0)
    return ruleResult('subresource-integrity', 'sri-not-implemented-but-no-scripts-loaded', passing);
  let result: Expectation | null = null;
  let foreign = false;
  for (const script of scripts) {
    const src = script.get('src');
    if (!src) continue;
    const integrity = Boolean(script.get('integrity'));
    const protocolRelative = /^\/\/[^/]/.test(src);
    const fullUrl = /^https?:\/\//.test(src);
    const relative = !protocolRelative && !fullUrl;
    const sameSite = protocolRelative || relative || siteOf(new URL(src).hostname) === siteOf(answer.url.hostname);
    const secureOrigin = relative || (sameSite && !protocolRelative);
    const secureScheme = fullUrl ? new URL(src).protocol === 'https:' : relative && answer.url.protocol === 'https:';
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme)
        result = worse('sri-implemented-but-external-scripts-not-loaded-securely', result, SRI_ORDER);
      else if (!integrity && secureScheme)
        result = worse('sri-not-implemented-but-external-scripts-loaded-securely', result, SRI_ORDER);
      else if (!integrity)
        result = worse('sri-not-implemented-and-external-scripts-not-loaded-securely', result, SRI_ORDER);
    } else if (integrity && secureScheme && result === null) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  result ??= foreign
    ? 'sri-implemented-and-external-scripts-loaded-securely'
    : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  return ruleResult('subresource-integrity', result, passing);
}

// ---------------------------------------------------------------------------------------------
// X-Content-Type-Options, X-Frame-Options, CORP, COOP, COEP

export function xContentTypeOptionsRule(answer: ScannedAnswer): RuleResult {
  const passing: Expectation[] = ['x-content-type-options-nosniff'];
  const header = headerValues(answer.headers, 'x-content-type-options')[0];
  if (header === undefined)
    return ruleResult('x-content-type-options', 'x-content-type-options-not-implemented', passing);
  const valid = header.slice(0, 256).trim().toLowerCase() === 'nosniff';
  return ruleResult(
    'x-content-type-options',
    valid ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid',
    passing,
  );
}

export function xFrameOptionsRule(answer: ScannedAnswer): RuleResult {
  const passing: Expectation[] = [
    'x-frame-options-allow-from-origin',
    'x-frame-options-sameorigin-or-deny',
    'x-frame-options-implemented-via-csp',
  ];
  // frame-ancestors in a CSP the Observatory could read makes the header unnecessary.
  if (contentSecurityPolicyRule(answer).csp?.has('frame-ancestors')) {
    return ruleResult('x-frame-options', 'x-frame-options-implemented-via-csp', passing);
  }
  const header = headerValues(answer.headers, 'x-frame-options')[0];
  if (header === undefined) return ruleResult('x-frame-options', 'x-frame-options-not-implemented', passing);
  const value = header.slice(0, 1024).trim().toLowerCase();
  if (value === 'deny' || value === 'sameorigin')
    return ruleResult('x-frame-options', 'x-frame-options-sameorigin-or-deny', passing);
  if (value.startsWith('allow-from'))
    return ruleResult('x-frame-options', 'x-frame-options-allow-from-origin', passing);
  return ruleResult('x-frame-options', 'x-frame-options-header-invalid', passing);
}

export function crossOriginResourcePolicyRule(answer: ScannedAnswer): RuleResult {
  const passing: Expectation[] = [
    'corp-not-implemented',
    'corp-implemented-with-same-site',
    'corp-implemented-with-same-origin',
    'corp-implemented-with-cross-origin',
  ];
  // Sent twice, the values arrive joined ("same-origin, same-origin"): invalid.
  const header = headerValues(answer.headers, 'cross-origin-resource-policy').join(', ');
  if (!header) return ruleResult('cross-origin-resource-policy', 'corp-not-implemented', passing);
  const byValue: Record<string, Expectation> = {
    'same-site': 'corp-implemented-with-same-site',
    'same-origin': 'corp-implemented-with-same-origin',
    'cross-origin': 'corp-implemented-with-cross-origin',
  };
  return ruleResult(
    'cross-origin-resource-policy',
    byValue[header.slice(0, 256).trim().toLowerCase()] ?? 'corp-header-invalid',
    passing,
  );
}

/**
 * An RFC 8941 item's bare token, as the HTML standard reads COOP and COEP; null for anything else
 * (a quoted string, two values). Parameters after ';' are not validated.
 */
function structuredToken(value: string): string | null {
  const bare = value.split(';', 1)[0]?.trim() ?? '';
  return /^[A-Za-z*][A-Za-z0-9:/!#$%&'*+.^_`|~-]*$/.test(bare) ? bare : null;
}

function tokenHeaderRule(
  answer: ScannedAnswer,
  rule: 'cross-origin-opener-policy' | 'cross-origin-embedder-policy',
  byToken: Record<string, Expectation>,
  notImplemented: Expectation,
  invalid: Expectation,
): RuleResult {
  const passing = [notImplemented, ...Object.values(byToken)];
  const header = headerValues(answer.headers, rule)[0];
  if (header === undefined) return ruleResult(rule, notImplemented, passing);
  // Headers joins repeated values with a comma, which no single token contains: sent twice is invalid.
  const token = structuredToken(header.slice(0, 1024).trim());
  return ruleResult(rule, (token !== null && byToken[token]) || invalid, passing);
}

export function crossOriginOpenerPolicyRule(answer: ScannedAnswer): RuleResult {
  return tokenHeaderRule(
    answer,
    'cross-origin-opener-policy',
    {
      'same-origin': 'coop-implemented-with-same-origin',
      'same-origin-allow-popups': 'coop-implemented-with-same-origin-allow-popups',
      'noopener-allow-popups': 'coop-implemented-with-noopener-allow-popups',
      'unsafe-none': 'coop-implemented-with-unsafe-none',
    },
    'coop-not-implemented',
    'coop-header-invalid',
  );
}

export function crossOriginEmbedderPolicyRule(answer: ScannedAnswer): RuleResult {
  return tokenHeaderRule(
    answer,
    'cross-origin-embedder-policy',
    {
      'require-corp': 'coep-implemented-with-require-corp',
      credentialless: 'coep-implemented-with-credentialless',
      'unsafe-none': 'coep-implemented-with-unsafe-none',
    },
    'coep-not-implemented',
    'coep-header-invalid',
  );
}

// ---------------------------------------------------------------------------------------------
// Scoring (src/scanner/index.js, src/grader/grader.js)

export type Grade = 'A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'C-' | 'D+' | 'D' | 'D-' | 'F';

const GRADE_CHART: ReadonlyArray<readonly [number, Grade]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Bonuses count only when the penalties alone leave an A. */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

export function gradeFor(score: number): Grade {
  const key = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return GRADE_CHART.find(([floor]) => key >= floor)?.[1] ?? 'F';
}

export interface ObservatoryReport {
  results: RuleResult[];
  /** 100 plus every modifier (bonuses only once the penalties leave at least 90). */
  score: number;
  /** 100 plus the penalties alone. */
  uncurvedScore: number;
  grade: Grade;
  failed: RuleResult[];
}

export function scoreResults(results: RuleResult[]): ObservatoryReport {
  const withExtraCredit = 100 + results.reduce((sum, r) => sum + r.modifier, 0);
  const uncurvedScore = 100 + results.reduce((sum, r) => sum + Math.min(r.modifier, 0), 0);
  const score = Math.max(uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurvedScore, 0);
  return { results, score, uncurvedScore, grade: gradeFor(score), failed: results.filter((r) => !r.pass) };
}

/** Every offline rule on one answer, scored as the Observatory scores a site. */
export function observatoryReport(
  answer: ScannedAnswer,
  options: { setCookies?: readonly string[] } = {},
): ObservatoryReport {
  return scoreResults(
    [
      contentSecurityPolicyRule(answer),
      cookiesRule(answer, options.setCookies),
      crossOriginEmbedderPolicyRule(answer),
      crossOriginOpenerPolicyRule(answer),
      corsRule(answer),
      referrerPolicyRule(answer),
      strictTransportSecurityRule(answer),
      subresourceIntegrityRule(answer),
      xContentTypeOptionsRule(answer),
      xFrameOptionsRule(answer),
      crossOriginResourcePolicyRule(answer),
    ].map(({ rule, result, modifier, pass }) => ({ rule, result, modifier, pass })),
  );
}

// ---------------------------------------------------------------------------------------------
// House rules: stricter than the Observatory's score (decision 0008).

export interface HouseRuleFailure {
  rule: string;
  detail: string;
}

const UNSAFE_SOURCES = new Set([...BROAD_OR_UNSAFE_INLINE, "'unsafe-eval'", "'unsafe-hashes'"]);

/** Outside <script> elements (their text may mention anything). */
function withoutScripts(html: string): string {
  return html.replaceAll(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '<script>');
}

/**
 * `document`: a page or a static file (it may be HTML the browser renders); `api`: a JSON answer.
 * Returns what is wrong; empty when all is well.
 */
export function houseRules(answer: ScannedAnswer, kind: 'document' | 'api'): HouseRuleFailure[] {
  const failures: HouseRuleFailure[] = [];
  const fail = (rule: string, detail: string) => failures.push({ rule, detail });
  const { csp } = contentSecurityPolicyRule(answer);
  if (!csp) {
    fail('csp', 'no Content-Security-Policy the Observatory can read');
    return failures;
  }
  const only = (directive: string, allowed: readonly string[]) => {
    const sources = csp.get(directive);
    if (!sources) fail(directive, 'missing');
    else if (![...sources].every((s) => allowed.includes(s)))
      fail(directive, `${[...sources].join(' ')} (allowed: ${allowed.join(' ')})`);
  };
  if (kind === 'api') {
    only('default-src', ["'none'"]);
    only('frame-ancestors', ["'none'"]);
    return failures;
  }
  only('default-src', ["'none'", "'self'"]);
  only('object-src', ["'none'"]);
  only('base-uri', ["'none'", "'self'"]);
  only('form-action', ["'none'", "'self'"]);
  only('frame-ancestors', ["'none'", "'self'"]);
  // Even next to a nonce (where browsers ignore it): written down, it invites dropping the nonce.
  for (const directive of ['script-src', 'style-src']) {
    const sources = csp.get(directive) ?? csp.get('default-src') ?? new Set(['*']);
    const unsafe = [...sources].filter((s) => UNSAFE_SOURCES.has(s));
    if (unsafe.length > 0) fail(directive, `allows ${unsafe.join(' ')}`);
  }
  const permissions = answer.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    if (!new RegExp(`(^|,)\\s*${feature}=\\(\\)\\s*(,|$)`).test(permissions))
      fail('permissions-policy', `${feature} is not denied`);
  }
  if (isHtml(answer)) {
    const html = withoutScripts(answer.body);
    const nonce = [...(csp.get('style-src') ?? [])].find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
    for (const match of html.matchAll(/<[a-z][^>]*\sstyle\s*=[^>]*>/gi))
      fail('inline-style', `a style attribute, which the CSP blocks: ${match[0].slice(0, 120)}`);
    for (const style of startTags(html, 'style')) {
      if (nonce === undefined || style.get('nonce')?.toLowerCase() !== nonce)
        fail('inline-style', 'a <style> element without the nonce');
    }
    if (startTags(html, 'meta').some((meta) => meta.has('http-equiv')))
      fail('meta-http-equiv', 'policies belong in headers');
  }
  return failures;
}
