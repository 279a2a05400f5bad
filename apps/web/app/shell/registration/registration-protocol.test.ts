import { describe, expect, it } from 'vitest';
import { parseFrameMessage } from '../frames/frame-message';
import { toParent } from './registration-messages';
import { registrationEntryUrl, registrationProtocol } from './registration-protocol';
import { readRegistrationQuery } from './registration-query';

// What the shell's side of the channel reads: the protocol's name beside one of its messages.
const readByShell = (data: unknown) => parseFrameMessage(registrationProtocol.name, toParent, data);

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
    const protocol = 'meridian-registration';
    const accepted = (message: unknown, name = protocol) => readByShell({ protocol: name, message }) !== null;
    expect(accepted({ type: 'signed-in' })).toBe(true);
    expect(accepted({ type: 'resize', height: 420 })).toBe(true);
    expect(accepted({ type: 'view', view: 'twoFactor' })).toBe(true);
    for (const view of ['checkEmail', 'forgotPassword', 'forgotSent']) {
      expect(accepted({ type: 'view', view }), view).toBe(true);
    }
    expect(accepted({ type: 'view', view: 'admin' })).toBe(false);
    expect(accepted({ type: 'resize', height: 1e9 })).toBe(false);
    expect(accepted({ type: 'signed-in' }, 'other')).toBe(false);
    expect(accepted({ type: 'eval', code: 'x' })).toBe(false);
  });
});
