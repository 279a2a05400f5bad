import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicyRule,
  cookiesRule,
  corsRule,
  crossOriginOpenerPolicyRule,
  crossOriginResourcePolicyRule,
  gradeFor,
  houseRules,
  observatoryReport,
  OBSERVATORY_ORIGIN,
  referrerPolicyRule,
  type ScannedAnswer,
  strictTransportSecurityRule,
  subresourceIntegrityRule,
  xContentTypeOptionsRule,
  xFrameOptionsRule,
} from './observatory-rules';

// The checker against the Observatory's own rules, one hand-made answer at a time. The expected
// results and modifiers are read off the Observatory's sources (src/analyzer/tests, SCORE_TABLE).

const GOOD_CSP =
  "default-src 'self'; script-src 'self' 'nonce-AbC123=='; style-src 'self' 'nonce-AbC123=='; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

const GOOD_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': GOOD_CSP,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

function answer(
  changes: Record<string, string | null> = {},
  options: { url?: string; body?: string; cors?: Record<string, string>; setCookies?: string[] } = {},
): ScannedAnswer {
  const headers = new Headers();
  for (const [name, value] of Object.entries({ ...GOOD_HEADERS, ...changes }))
    if (value !== null) headers.set(name, value);
  for (const line of options.setCookies ?? []) headers.append('set-cookie', line);
  return {
    url: new URL(options.url ?? 'https://www.meridian.example/'),
    status: 200,
    headers,
    body:
      options.body ??
      '<!doctype html><html><head><script type="module" src="/assets/entry.js"></script></head><body></body></html>',
    cors: options.cors ? { origin: OBSERVATORY_ORIGIN, headers: new Headers(options.cors) } : undefined,
  };
}

describe('Observatory scoring', () => {
  it('a site that passes every rule scores 100 plus its bonuses: A+', () => {
    const report = observatoryReport(answer());
    expect(report.failed).toEqual([]);
    // CSP without unsafe +5, Referrer-Policy private +5, frame-ancestors +5, COOP +10, CORP +10.
    expect(report.score).toBe(135);
    expect(report.uncurvedScore).toBe(100);
    expect(report.grade).toBe('A+');
  });

  it('maps scores to grades in steps of five, bonuses only once the penalties leave 90', () => {
    expect([100, 99, 95, 90, 89, 85, 80, 75, 70, 65, 60, 50, 45, 40, 30, 25, 24, 0, -30].map(gradeFor)).toEqual([
      'A+',
      'A',
      'A',
      'A',
      'A-',
      'A-',
      'B+',
      'B',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
      'F',
      'F',
      'F',
    ]);
    // No X-Content-Type-Options: -5, so 95 uncurved and the bonuses still count.
    const nosniffMissing = observatoryReport(answer({ 'x-content-type-options': null }));
    expect(nosniffMissing.uncurvedScore).toBe(95);
    expect(nosniffMissing.score).toBe(130);
    expect(nosniffMissing.failed.map((r) => r.rule)).toEqual(['x-content-type-options']);
    // No CSP and no HSTS: -45, so the bonuses are lost and the grade is a D+... 55: C.
    const bare = observatoryReport(answer({ 'content-security-policy': null, 'strict-transport-security': null }));
    expect(bare.uncurvedScore).toBe(55);
    expect(bare.score).toBe(55);
    expect(bare.grade).toBe('C');
  });
});

describe('Content Security Policy rule', () => {
  const csp = (policy: string | null, url?: string) =>
    contentSecurityPolicyRule(answer({ 'content-security-policy': policy }, { url }));

  it("passes a nonce policy and gives default-src 'none' its larger bonus", () => {
    expect(csp(GOOD_CSP)).toMatchObject({ result: 'csp-implemented-with-no-unsafe', modifier: 5, pass: true });
    expect(csp("default-src 'none'; frame-ancestors 'none'")).toMatchObject({
      result: 'csp-implemented-with-no-unsafe-default-src-none',
      modifier: 10,
    });
  });

  it("'unsafe-inline' in style-src: no bonus (the Observatory still passes it; the house rules do not)", () => {
    const policy = GOOD_CSP.replace("style-src 'self' 'nonce-AbC123=='", "style-src 'self' 'unsafe-inline'");
    expect(csp(policy)).toMatchObject({
      result: 'csp-implemented-with-unsafe-inline-in-style-src-only',
      modifier: 0,
      pass: true,
    });
    expect(houseRules(answer({ 'content-security-policy': policy }), 'document')).toContainEqual({
      rule: 'style-src',
      detail: "allows 'unsafe-inline'",
    });
    // Next to a nonce browsers ignore it, and so does the Observatory; the house rules refuse it all the same.
    const besideNonce = GOOD_CSP.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
    expect(csp(besideNonce).result).toBe('csp-implemented-with-no-unsafe');
    expect(houseRules(answer({ 'content-security-policy': besideNonce }), 'document').map((f) => f.rule)).toEqual([
      'style-src',
    ]);
  });

  it("fails 'unsafe-inline' or data: in script-src, a missing or broad object-src, and unsafe-eval", () => {
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'")).toMatchObject({
      result: 'csp-implemented-with-unsafe-inline',
      modifier: -20,
      pass: false,
    });
    expect(csp("default-src 'self'; script-src 'self' data:; object-src 'none'").result).toBe(
      'csp-implemented-with-unsafe-inline',
    );
    expect(csp("script-src 'self'").result).toBe('csp-implemented-with-unsafe-inline');
    expect(csp("default-src 'self'; object-src https:").result).toBe('csp-implemented-with-unsafe-inline');
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-eval'")).toMatchObject({
      result: 'csp-implemented-with-unsafe-eval',
      modifier: -10,
    });
  });

  it('over TLS, refuses http: sources (passive ones cost less)', () => {
    expect(csp("default-src 'self'; script-src 'self' http://cdn.example").result).toBe(
      'csp-implemented-with-insecure-scheme',
    );
    expect(csp("default-src 'self'; img-src http:").result).toBe(
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    );
    expect(csp("default-src 'self'; img-src http:", 'http://www.meridian.example/').result).toBe(
      'csp-implemented-with-no-unsafe',
    );
  });

  it('a missing, report-only, unreadable or twice-given policy', () => {
    expect(csp(null)).toMatchObject({ result: 'csp-not-implemented', modifier: -25 });
    const reportOnly = contentSecurityPolicyRule(
      answer({ 'content-security-policy': null, 'content-security-policy-report-only': GOOD_CSP }),
    );
    expect(reportOnly.result).toBe('csp-not-implemented-but-reporting-enabled');
    expect(csp("default-src 'self'; default-src 'none'").result).toBe('csp-header-invalid');
    expect(csp("default-src 'self'; script-src 'strict-dynamic'").result).toBe('csp-header-invalid');
    expect(csp('x').result).toBe('csp-header-invalid');
    expect(csp(`${GOOD_CSP}; report-uri /a; report-uri /b`)).toMatchObject({
      result: 'csp-implemented-but-duplicate-directives',
      pass: true,
    });
  });
});

describe('the other rules', () => {
  it('X-Frame-Options: frame-ancestors replaces it; without either, -20', () => {
    expect(xFrameOptionsRule(answer({ 'x-frame-options': null })).result).toBe('x-frame-options-implemented-via-csp');
    const noAncestors = GOOD_CSP.replace("; frame-ancestors 'self'", '');
    expect(xFrameOptionsRule(answer({ 'content-security-policy': noAncestors })).result).toBe(
      'x-frame-options-sameorigin-or-deny',
    );
    expect(
      xFrameOptionsRule(answer({ 'content-security-policy': noAncestors, 'x-frame-options': null })),
    ).toMatchObject({
      result: 'x-frame-options-not-implemented',
      modifier: -20,
      pass: false,
    });
    expect(
      xFrameOptionsRule(answer({ 'content-security-policy': noAncestors, 'x-frame-options': 'always' })).result,
    ).toBe('x-frame-options-header-invalid');
  });

  it('X-Content-Type-Options: nosniff or -5', () => {
    expect(xContentTypeOptionsRule(answer()).pass).toBe(true);
    expect(xContentTypeOptionsRule(answer({ 'x-content-type-options': 'sniff' }))).toMatchObject({
      result: 'x-content-type-options-header-invalid',
      modifier: -5,
    });
  });

  it('HSTS: at least six months, over TLS', () => {
    expect(strictTransportSecurityRule(answer()).result).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(strictTransportSecurityRule(answer({ 'strict-transport-security': 'max-age=15552000' })).pass).toBe(true);
    expect(strictTransportSecurityRule(answer({ 'strict-transport-security': 'max-age=15551999' }))).toMatchObject({
      result: 'hsts-implemented-max-age-less-than-six-months',
      modifier: -10,
    });
    expect(strictTransportSecurityRule(answer({ 'strict-transport-security': 'includeSubDomains' })).result).toBe(
      'hsts-header-invalid',
    );
    expect(strictTransportSecurityRule(answer({ 'strict-transport-security': null })).result).toBe(
      'hsts-not-implemented',
    );
    expect(strictTransportSecurityRule(answer({}, { url: 'http://www.meridian.example/' })).result).toBe(
      'hsts-not-implemented-no-https',
    );
  });

  it('Referrer-Policy: the last known policy decides', () => {
    expect(referrerPolicyRule(answer({ 'referrer-policy': 'no-referrer' })).modifier).toBe(5);
    expect(referrerPolicyRule(answer({ 'referrer-policy': 'unsafe-url' }))).toMatchObject({
      result: 'referrer-policy-unsafe',
      pass: false,
    });
    expect(referrerPolicyRule(answer({ 'referrer-policy': 'no-referrer, unsafe-url' })).result).toBe(
      'referrer-policy-unsafe',
    );
    expect(referrerPolicyRule(answer({ 'referrer-policy': 'whatever' })).result).toBe('referrer-policy-header-invalid');
    expect(referrerPolicyRule(answer({ 'referrer-policy': null }))).toMatchObject({
      result: 'referrer-policy-not-implemented',
      pass: true,
      modifier: 0,
    });
  });

  it('CORP and COOP: the bonus for same-origin, -5 for a value that is none of theirs', () => {
    expect(crossOriginResourcePolicyRule(answer()).modifier).toBe(10);
    expect(crossOriginResourcePolicyRule(answer({ 'cross-origin-resource-policy': null })).result).toBe(
      'corp-not-implemented',
    );
    expect(
      crossOriginResourcePolicyRule(answer({ 'cross-origin-resource-policy': 'same-origin, same-origin' })).result,
    ).toBe('corp-header-invalid');
    expect(crossOriginOpenerPolicyRule(answer()).result).toBe('coop-implemented-with-same-origin');
    expect(crossOriginOpenerPolicyRule(answer({ 'cross-origin-opener-policy': '"same-origin"' }))).toMatchObject({
      result: 'coop-header-invalid',
      pass: false,
    });
    expect(
      crossOriginOpenerPolicyRule(answer({ 'cross-origin-opener-policy': 'same-origin; report-to="coop"' })).result,
    ).toBe('coop-implemented-with-same-origin');
  });

  it('CORS: a reflected origin with credentials is the worst there is', () => {
    expect(corsRule(answer()).result).toBe('cross-origin-resource-sharing-not-implemented');
    expect(corsRule(answer({}, { cors: { 'access-control-allow-origin': '*' } })).pass).toBe(true);
    const reflected = corsRule(
      answer(
        {},
        { cors: { 'access-control-allow-origin': OBSERVATORY_ORIGIN, 'access-control-allow-credentials': 'true' } },
      ),
    );
    expect(reflected).toMatchObject({
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      modifier: -50,
      pass: false,
    });
    expect(
      corsRule(answer({}, { cors: { 'access-control-allow-origin': 'https://www.meridian.example' } })).result,
    ).toBe('cross-origin-resource-sharing-implemented-with-restricted-access');
  });

  it('cookies: session cookies Secure and HttpOnly, csrf tokens SameSite', () => {
    const good = [
      'meridian_session=abc; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax',
      'csrftoken=def; Max-Age=600; Path=/; Secure; SameSite=Lax',
    ];
    const cookies = (setCookies: string[], url?: string) => cookiesRule(answer({}, { setCookies, url }));
    expect(cookies(good)).toMatchObject({
      result: 'cookies-secure-with-httponly-sessions-and-samesite',
      modifier: 5,
      pass: true,
    });
    expect(cookies([])).toMatchObject({ result: 'cookies-not-found', pass: true });
    expect(cookies(['meridian_session=abc; Path=/; Secure; SameSite=Lax'])).toMatchObject({
      result: 'cookies-session-without-httponly-flag',
      modifier: -30,
      pass: false,
    });
    expect(cookies(['meridian_session=abc; Path=/; HttpOnly; SameSite=Lax']).result).toBe(
      'cookies-session-without-secure-flag-but-protected-by-hsts',
    );
    expect(
      cookies(['meridian_session=abc; Path=/; HttpOnly; SameSite=Lax'], 'http://www.meridian.example/').result,
    ).toBe('cookies-session-without-secure-flag');
    expect(cookies(['csrftoken=def; Path=/; Secure']).result).toBe('cookies-anticsrf-without-samesite-flag');
    expect(cookies(['theme=dark; Path=/; Secure; SameSite=Sometimes']).result).toBe('cookies-samesite-flag-invalid');
    expect(cookies(['theme=dark; Path=/; Secure'])).toMatchObject({
      result: 'cookies-secure-with-httponly-sessions',
      pass: true,
      modifier: 0,
    });
    // A deletion is not a cookie the browser keeps.
    expect(cookies(['meridian_session=; Max-Age=0; Path=/']).result).toBe('cookies-not-found');
  });

  it('SRI: same-origin scripts need none; a script of another site needs integrity', () => {
    const page = (src: string, integrity = '') =>
      `<html><head><script src="${src}"${integrity}></script></head></html>`;
    const sri = (body: string) => subresourceIntegrityRule(answer({}, { body }));
    expect(sri(page('/assets/entry.js')).result).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
    expect(sri(page('https://static.meridian.example/a.js')).result).toBe(
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    );
    expect(sri(page('https://cdn.other.example/a.js'))).toMatchObject({
      result: 'sri-not-implemented-but-external-scripts-loaded-securely',
      modifier: -5,
      pass: false,
    });
    expect(sri(page('https://cdn.other.example/a.js', ' integrity="sha384-x" crossorigin="anonymous"')).result).toBe(
      'sri-implemented-and-external-scripts-loaded-securely',
    );
    expect(sri(page('http://cdn.other.example/a.js')).result).toBe(
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
    );
    expect(sri('<html><body>no scripts</body></html>').result).toBe('sri-not-implemented-but-no-scripts-loaded');
    expect(subresourceIntegrityRule(answer({ 'content-type': 'application/json' }, { body: '{}' })).result).toBe(
      'sri-not-implemented-response-not-html',
    );
  });
});

describe('house rules', () => {
  it('pass our own policy', () => {
    expect(houseRules(answer(), 'document')).toEqual([]);
    expect(
      houseRules(answer({ 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" }), 'api'),
    ).toEqual([]);
  });

  it('want object-src, base-uri, form-action and frame-ancestors locked down', () => {
    const loose = "default-src 'self'; script-src 'self'; style-src 'self'";
    expect(houseRules(answer({ 'content-security-policy': loose }), 'document').map((f) => f.rule)).toEqual([
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]);
    const broad = `${GOOD_CSP.replace("form-action 'self'", 'form-action https:')}`;
    expect(houseRules(answer({ 'content-security-policy': broad }), 'document')).toEqual([
      { rule: 'form-action', detail: "https: (allowed: 'none' 'self')" },
    ]);
    expect(houseRules(answer({ 'content-security-policy': "default-src 'self'" }), 'api').map((f) => f.rule)).toEqual([
      'default-src',
      'frame-ancestors',
    ]);
  });

  it('want powerful features denied', () => {
    const failures = houseRules(
      answer({ 'permissions-policy': 'camera=(), microphone=*, geolocation=(self)' }),
      'document',
    );
    expect(failures.map((f) => f.detail)).toEqual([
      'microphone is not denied',
      'geolocation is not denied',
      'payment is not denied',
      'usb is not denied',
    ]);
  });

  it('find style attributes and un-nonced <style> in HTML, but not in script text', () => {
    const html = (body: string) => answer({}, { body: `<html><body>${body}</body></html>` });
    expect(houseRules(html('<div style="color:red">x</div>'), 'document').map((f) => f.rule)).toEqual(['inline-style']);
    expect(
      houseRules(html('<iframe src="/a" style = "block-size: 460px"></iframe>'), 'document').map((f) => f.rule),
    ).toEqual(['inline-style']);
    expect(houseRules(html('<style>p{}</style>'), 'document').map((f) => f.rule)).toEqual(['inline-style']);
    expect(houseRules(html('<style nonce="other">p{}</style>'), 'document').map((f) => f.rule)).toEqual([
      'inline-style',
    ]);
    expect(houseRules(html('<style nonce="AbC123==">p{}</style><p data-style="x">ok</p>'), 'document')).toEqual([]);
    expect(houseRules(html('<script>window.x = "<div style=\\"a\\">";</script>'), 'document')).toEqual([]);
    expect(
      houseRules(html('<meta http-equiv="Content-Security-Policy" content="default-src *">'), 'document').map(
        (f) => f.rule,
      ),
    ).toEqual(['meta-http-equiv']);
  });
});
