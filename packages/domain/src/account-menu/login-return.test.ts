import { describe, expect, it } from 'vitest';
import { loginRedirectPath } from './account-pages';
import { safeReturnPath } from './login-return';

// Issue 16 item 5: "a visitor sent to log in from an account page returns to that page after
// logging in; only same-site relative paths are accepted (reject //evil.example, https:, backslashes)".
describe('the log-in page return_to', () => {
  it('a same-site path, with its locale prefix and query, is followed', () => {
    expect(safeReturnPath('/myaccount/security')).toBe('/myaccount/security');
    expect(safeReturnPath('/de/myaccount/withdraw/BTC?x=1#top')).toBe('/de/myaccount/withdraw/BTC?x=1#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('"reject //evil.example": a protocol-relative URL is another origin', () => {
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('//evil.example/myaccount')).toBeNull();
    expect(safeReturnPath('///evil.example')).toBeNull();
  });

  it('"reject https:": an absolute URL or any scheme', () => {
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('https:evil.example')).toBeNull();
    expect(safeReturnPath('javascript:alert(1)')).toBeNull();
    expect(safeReturnPath('myaccount')).toBeNull();
  });

  it('"reject backslashes": browsers read /\\evil.example as //evil.example', () => {
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('\\\\evil.example')).toBeNull();
    expect(safeReturnPath('/myaccount\\..\\x')).toBeNull();
  });

  it('control characters and whitespace are refused (the URL parser drops a tab: /\\t/evil.example is //evil.example)', () => {
    expect(safeReturnPath('/\t/evil.example')).toBeNull();
    expect(safeReturnPath('/\n/evil.example')).toBeNull();
    expect(safeReturnPath('/my account')).toBeNull();
    expect(safeReturnPath('/%2F/evil.example')).toBeNull();
    expect(safeReturnPath('/%5cevil.example')).toBeNull();
  });

  it('nothing, an empty value, an overlong one or the log-in page itself is not followed', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeNull();
    expect(safeReturnPath('/login?return_to=%2Fmyaccount')).toBeNull();
    expect(safeReturnPath('/de/signup')).toBeNull();
    // A page whose name merely starts like it is followed.
    expect(safeReturnPath('/login-help')).toBe('/login-help');
  });

  it('the account area sends only a safe path along (else the home page of the locale)', () => {
    expect(loginRedirectPath('', '/myaccount/totp')).toBe('/login?return_to=%2Fmyaccount%2Ftotp');
    expect(loginRedirectPath('', '/\\evil.example')).toBe('/login?return_to=%2F');
  });
});
