import { describe, expect, it } from 'vitest';
import { readRegistrationQuery, registrationEntryUrl, registrationMessage } from './registration-protocol';

describe('registration micro-app protocol', () => {
  it('shell §4 "Modal types: login and signup, with a channel value and theme light or dark": the entry URL carries them', () => {
    const url = registrationEntryUrl({
      type: 'signup',
      ch: 'spring',
      refUid: 'ABC1',
      lang: 'zh-TW',
      theme: 'dark',
      siteId: 177,
    });
    expect(url.startsWith('/micro-apps/registration/?')).toBe(true);
    expect(readRegistrationQuery(new URL(url, 'http://x').search)).toEqual({
      type: 'signup',
      ch: 'spring',
      ref_uid: 'ABC1',
      lang: 'zh-TW',
      theme: 'dark',
      site: 177,
      embedded: undefined,
    });
    expect(registrationEntryUrl({ type: 'login', lang: 'en', theme: 'light', siteId: 0, embedded: true })).toBe(
      '/micro-apps/registration/?type=login&lang=en&theme=light&site=0&embedded=1',
    );
  });

  it('the micro-app reads any query without failing: each field falls back on its own', () => {
    expect(readRegistrationQuery('?type=admin&theme=neon&site=abc&ch=' + 'x'.repeat(200))).toEqual({
      type: 'login',
      lang: 'en',
      theme: 'light',
      site: 0,
      ch: undefined,
      ref_uid: undefined,
      embedded: undefined,
    });
  });

  it('the shell accepts only well-formed messages of ours', () => {
    const source = 'meridian-registration';
    expect(registrationMessage.safeParse({ source, type: 'signed-in' }).success).toBe(true);
    expect(registrationMessage.safeParse({ source, type: 'resize', height: 420 }).success).toBe(true);
    expect(registrationMessage.safeParse({ source, type: 'view', view: 'twoFactor' }).success).toBe(true);
    for (const view of ['checkEmail', 'forgotPassword', 'forgotSent']) {
      expect(registrationMessage.safeParse({ source, type: 'view', view }).success, view).toBe(true);
    }
    expect(registrationMessage.safeParse({ source, type: 'view', view: 'admin' }).success).toBe(false);
    expect(registrationMessage.safeParse({ source, type: 'resize', height: 1e9 }).success).toBe(false);
    expect(registrationMessage.safeParse({ source: 'other', type: 'signed-in' }).success).toBe(false);
    expect(registrationMessage.safeParse({ source, type: 'eval', code: 'x' }).success).toBe(false);
  });
});
