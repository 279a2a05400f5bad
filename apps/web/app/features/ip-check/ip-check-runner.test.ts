import { getIpCheckConfig, postIpCheck } from '@meridian/contracts';
import { IP_CHECK_RESULTS, IP_CHECK_TYPES, type IpCheckTokenPayload } from '@meridian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestOutcome } from '../../shell/http';
import type { GatheredCandidates } from './gather-candidates';
import {
  IP_CHECK_POST_RESERVE_MS,
  IP_CHECK_TIMEOUT_MS,
  IP_CHECK_TOKEN_KEY,
  type IpCheckDeps,
  type IpCheckModal,
  modalForResult,
  runIpCheck,
} from './ip-check-runner';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const UID = 10000001;

/** A token as the API signs it: base64url(JSON payload) . signature (decision 0049). */
function token(payload: Partial<IpCheckTokenPayload> & { result: IpCheckTokenPayload['result'] }): string {
  const iat = Math.floor(NOW / 1000) - 60;
  const full: IpCheckTokenPayload = {
    uid: UID,
    iat,
    exp: iat + 3600,
    limit: { value: 1, limit_times: 10, valid_period: 3600 },
    ...payload,
  };
  return `${Buffer.from(JSON.stringify(full)).toString('base64url')}.c2lnbmF0dXJl`;
}

const passToken = (extra: Partial<IpCheckTokenPayload> = {}) =>
  token({ result: { value: IP_CHECK_RESULTS.pass, valid_period: 3600 }, ...extra });

interface Fakes {
  deps: IpCheckDeps;
  opened: IpCheckModal[];
  stored: Map<string, string>;
  getOutcome: ReturnType<typeof vi.fn>;
  post: ReturnType<typeof vi.fn>;
  gather: ReturnType<typeof vi.fn>;
  log: ReturnType<typeof vi.fn>;
}

type Answer = RequestOutcome<unknown> | (() => Promise<RequestOutcome<unknown>>);

function fakes(
  options: {
    stored?: string;
    config?: Answer;
    answer?: Answer;
    gathered?: GatheredCandidates | (() => Promise<GatheredCandidates>);
  } = {},
): Fakes {
  const stored = new Map<string, string>();
  if (options.stored !== undefined) stored.set(IP_CHECK_TOKEN_KEY, options.stored);
  const opened: IpCheckModal[] = [];
  const reply = (answer: Answer) => (typeof answer === 'function' ? answer() : Promise.resolve(answer));
  const getOutcome = vi.fn((endpoint: unknown) => {
    expect(endpoint).toBe(getIpCheckConfig);
    return reply(options.config ?? { ok: true, data: { enabled: true } });
  });
  const post = vi.fn((endpoint: unknown) => {
    expect(endpoint).toBe(postIpCheck);
    return reply(
      options.answer ?? {
        ok: true,
        data: { result: IP_CHECK_RESULTS.pass, token: passToken() },
      },
    );
  });
  const gathered = options.gathered ?? {
    type: IP_CHECK_TYPES.candidates,
    ips: ['192.168.1.20'],
    stuns: ['81.2.69.160'],
  };
  const gather = vi.fn(() => (typeof gathered === 'function' ? gathered() : Promise.resolve(gathered)));
  const log = vi.fn();
  const deps: IpCheckDeps = {
    uid: UID,
    // The fakes answer the two endpoints the runner calls (checked above).
    clients: { getOutcome, post } as unknown as IpCheckDeps['clients'],
    ensureCsrf: () => Promise.resolve(),
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    now: () => Date.now(),
    gather,
    open: (modal) => void opened.push(modal),
    log,
  };
  return { deps, opened, stored, getOutcome, post, gather, log };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('modalForResult (widgets §4 "IP/VPN check")', () => {
  it('"Result 2: non-closable upgrade-verification dialog leading to kyc3"', () => {
    expect(modalForResult(IP_CHECK_RESULTS.upgradeToKyc3)).toBe('ip-check-upgrade');
  });
  it('"Results 3 or 0: VPN notice"', () => {
    expect(modalForResult(IP_CHECK_RESULTS.mismatch)).toBe('ip-check-vpn');
    expect(modalForResult(IP_CHECK_RESULTS.undecided)).toBe('ip-check-vpn');
  });
  it('"Result 4: non-closable detection-limit dialog"', () => {
    expect(modalForResult(IP_CHECK_RESULTS.detectionLimit)).toBe('ip-check-limit');
  });
  it('1 passes; "any ... unexpected response lets the user through"', () => {
    expect(modalForResult(IP_CHECK_RESULTS.pass)).toBeNull();
    expect(modalForResult(5)).toBeNull();
    expect(modalForResult(-1)).toBeNull();
  });
});

describe('runIpCheck: widgets §4 "A stored token is reused while valid"', () => {
  it('a valid stored token of this account is acted on without any call', async () => {
    const f = fakes({ stored: token({ result: { value: IP_CHECK_RESULTS.upgradeToKyc3, valid_period: 3600 } }) });
    expect(await runIpCheck(f.deps)).toEqual({
      via: 'stored-token',
      result: IP_CHECK_RESULTS.upgradeToKyc3,
      modal: 'ip-check-upgrade',
    });
    expect(f.opened).toEqual(['ip-check-upgrade']);
    expect(f.getOutcome).not.toHaveBeenCalled();
    expect(f.post).not.toHaveBeenCalled();
    expect(f.gather).not.toHaveBeenCalled();
  });

  it('a valid stored pass lets the user through without a call', async () => {
    const f = fakes({ stored: passToken() });
    expect((await runIpCheck(f.deps)).via).toBe('stored-token');
    expect(f.opened).toEqual([]);
    expect(f.post).not.toHaveBeenCalled();
  });

  it('a stored detection limit keeps its dialog until the token expires', async () => {
    const f = fakes({ stored: token({ result: { value: IP_CHECK_RESULTS.detectionLimit, valid_period: 1200 } }) });
    await runIpCheck(f.deps);
    expect(f.opened).toEqual(['ip-check-limit']);
    expect(f.post).not.toHaveBeenCalled();
  });

  it('an expired token is not reused: the check runs and its new token is stored', async () => {
    const expired = passToken({ iat: Math.floor(NOW / 1000) - 7200, exp: Math.floor(NOW / 1000) - 1 });
    const fresh = token({ result: { value: IP_CHECK_RESULTS.mismatch, valid_period: 0 } });
    const f = fakes({
      stored: expired,
      answer: { ok: true, data: { result: IP_CHECK_RESULTS.mismatch, token: fresh } },
    });
    expect(await runIpCheck(f.deps)).toEqual({
      via: 'check',
      result: IP_CHECK_RESULTS.mismatch,
      modal: 'ip-check-vpn',
    });
    expect(f.post).toHaveBeenCalledOnce();
    expect(f.stored.get(IP_CHECK_TOKEN_KEY)).toBe(fresh);
  });

  it('another account’s token (a shared browser) is not reused', async () => {
    const f = fakes({
      stored: token({ uid: UID + 1, result: { value: IP_CHECK_RESULTS.detectionLimit, valid_period: 3600 } }),
    });
    await runIpCheck(f.deps);
    expect(f.post).toHaveBeenCalledOnce();
    expect(f.opened).toEqual([]);
  });

  it('a stored value that is not a token is ignored', async () => {
    const f = fakes({ stored: 'not-a-token' });
    await runIpCheck(f.deps);
    expect(f.post).toHaveBeenCalledOnce();
  });
});

describe('runIpCheck: the check (widgets §5 "runs only when enabled", §7)', () => {
  it('switched off for the site: nothing gathered, nothing posted, nothing shown', async () => {
    const f = fakes({ config: { ok: true, data: { enabled: false } } });
    expect(await runIpCheck(f.deps)).toEqual({ via: 'disabled' });
    expect(f.gather).not.toHaveBeenCalled();
    expect(f.post).not.toHaveBeenCalled();
    expect(f.opened).toEqual([]);
  });

  it('posts type 1 with the comma-separated ips and stuns; gathering gets the budget less the POST’s share', async () => {
    const f = fakes({
      gathered: { type: IP_CHECK_TYPES.candidates, ips: ['192.168.1.20', 'fe80::1'], stuns: ['81.2.69.160'] },
    });
    await runIpCheck(f.deps);
    expect(f.gather).toHaveBeenCalledWith(IP_CHECK_TIMEOUT_MS - IP_CHECK_POST_RESERVE_MS);
    expect(f.post).toHaveBeenCalledWith(postIpCheck, {
      type: '1',
      ips: '192.168.1.20,fe80::1',
      stuns: '81.2.69.160',
    });
  });

  it('an empty list is left out; type 2 and 3 send neither (widgets §7 "2 or 3 without")', async () => {
    const one = fakes({ gathered: { type: IP_CHECK_TYPES.candidates, ips: ['192.168.1.20'], stuns: [] } });
    await runIpCheck(one.deps);
    expect(one.post).toHaveBeenCalledWith(postIpCheck, { type: '1', ips: '192.168.1.20', stuns: undefined });
    const two = fakes({ gathered: { type: IP_CHECK_TYPES.noWebRtc } });
    await runIpCheck(two.deps);
    expect(two.post).toHaveBeenCalledWith(postIpCheck, { type: '2', ips: undefined, stuns: undefined });
    const three = fakes({ gathered: { type: IP_CHECK_TYPES.gatheringFailed } });
    await runIpCheck(three.deps);
    expect(three.post).toHaveBeenCalledWith(postIpCheck, { type: '3', ips: undefined, stuns: undefined });
  });

  it.each([
    [IP_CHECK_RESULTS.pass, null],
    [IP_CHECK_RESULTS.upgradeToKyc3, 'ip-check-upgrade'],
    [IP_CHECK_RESULTS.mismatch, 'ip-check-vpn'],
    [IP_CHECK_RESULTS.undecided, 'ip-check-vpn'],
    [IP_CHECK_RESULTS.detectionLimit, 'ip-check-limit'],
  ] as const)('result %i opens %s, and its token is stored', async (result, modal) => {
    const answerToken = token({ result: { value: result, valid_period: 0 } });
    const f = fakes({ answer: { ok: true, data: { result, token: answerToken } } });
    expect(await runIpCheck(f.deps)).toEqual({ via: 'check', result, modal });
    expect(f.opened).toEqual(modal ? [modal] : []);
    expect(f.stored.get(IP_CHECK_TOKEN_KEY)).toBe(answerToken);
  });
});

describe('runIpCheck: "Any failure or unexpected response lets the user through" (widgets §4, §8)', () => {
  it.each<[string, Partial<Parameters<typeof fakes>[0]>]>([
    ['the config call fails', { config: { ok: false, reason: 'network' } }],
    ['the check answers a status', { answer: { ok: false, reason: 'status', status: 500 } }],
    ['the check answers a code', { answer: { ok: false, reason: 'code', code: 1, message: 'refused' } }],
    ['the check’s answer does not parse (an unexpected result)', { answer: { ok: false, reason: 'malformed' } }],
    [
      'a call throws',
      {
        answer: () => Promise.reject(new Error('boom')),
      },
    ],
    [
      'gathering throws',
      {
        gathered: () => Promise.reject(new Error('boom')),
      },
    ],
  ])('%s: nothing opens, nothing is stored', async (_name, options) => {
    const f = fakes(options);
    expect((await runIpCheck(f.deps)).via).toBe('let-through');
    expect(f.opened).toEqual([]);
    expect(f.stored.has(IP_CHECK_TOKEN_KEY)).toBe(false);
  });

  it('widgets §9 "Real-IP check timeout: 3000 ms": no answer by then lets the user through; a late answer is ignored', async () => {
    let answer: (outcome: RequestOutcome<unknown>) => void = () => undefined;
    const f = fakes({ answer: () => new Promise((resolve) => (answer = resolve)) });
    let outcome: unknown;
    void runIpCheck(f.deps).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(IP_CHECK_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ via: 'let-through', why: 'timeout' });
    answer({ ok: true, data: { result: IP_CHECK_RESULTS.detectionLimit, token: passToken() } });
    await vi.advanceTimersByTimeAsync(0);
    expect(f.opened).toEqual([]);
    expect(f.stored.has(IP_CHECK_TOKEN_KEY)).toBe(false);
  });

  it('the 3000 ms include the config call: a slow config leaves gathering only what is left', async () => {
    const f = fakes({
      config: () => new Promise((resolve) => setTimeout(() => resolve({ ok: true, data: { enabled: true } }), 1500)),
    });
    const run = runIpCheck(f.deps);
    await vi.advanceTimersByTimeAsync(1500);
    await run;
    expect(f.gather).toHaveBeenCalledWith(IP_CHECK_TIMEOUT_MS - IP_CHECK_POST_RESERVE_MS - 1500);
  });

  it('storage that refuses is no failure: the check runs and acts', async () => {
    const f = fakes({ answer: { ok: true, data: { result: IP_CHECK_RESULTS.mismatch, token: passToken() } } });
    f.deps.storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect((await runIpCheck(f.deps)).via).toBe('check');
    expect(f.opened).toEqual(['ip-check-vpn']);
  });

  it('logs what happened, never an address or the token', async () => {
    const f = fakes();
    await runIpCheck(f.deps);
    const logged = JSON.stringify(f.log.mock.calls);
    expect(logged).not.toContain('192.168');
    expect(logged).not.toContain('81.2.69.160');
    expect(logged).not.toContain(passToken().slice(0, 20));
    expect(logged).not.toContain(String(UID));
  });
});
