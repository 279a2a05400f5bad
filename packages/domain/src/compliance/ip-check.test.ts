import { describe, expect, it } from 'vitest';
import { KYC_LEVELS } from '../account/kyc';
import {
  addressMismatch,
  decideIpCheck,
  IP_CHECK_LIMIT_TIMES,
  IP_CHECK_RESULTS,
  type IpCheckInput,
  ipAddressKind,
  ipCheckTokenReusable,
  parseCandidateList,
  parseIpAddress,
  sameNetwork,
} from './ip-check';

const kind = (text: string) => {
  const address = parseIpAddress(text);
  if (!address) throw new Error(`not an address: ${text}`);
  return ipAddressKind(address);
};

describe('addresses', () => {
  it('parses IPv4 dotted quads and RFC 4291 IPv6 forms', () => {
    expect(parseIpAddress('81.2.69.160')).toEqual({ family: 4, bytes: [81, 2, 69, 160] });
    expect(parseIpAddress('2a00:1450:4001:82b::200e')?.bytes.slice(0, 4)).toEqual([0x2a, 0x00, 0x14, 0x50]);
    expect(parseIpAddress('::')?.bytes).toEqual(Array(16).fill(0));
    expect(parseIpAddress('::ffff:10.0.0.1')?.bytes.slice(10)).toEqual([0xff, 0xff, 10, 0, 0, 1]);
    expect(parseIpAddress('1:2:3:4:5:6:7:8')?.family).toBe(6);
    expect(parseIpAddress('1:2:3:4:5:6:1.2.3.4')?.bytes.slice(12)).toEqual([1, 2, 3, 4]);
  });

  it('refuses short, octal, hexadecimal and zoned forms (no address trickery)', () => {
    for (const bad of [
      '127.1',
      '010.0.0.1',
      '0x7f.0.0.1',
      '2130706433',
      '256.1.1.1',
      '1.2.3.4.5',
      '1.2.3.',
      'fe80::1%eth0',
      '1::2::3',
      ':1::',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7::8',
      '12345::',
      'example.local',
      '',
      ' 1.2.3.4',
    ])
      expect(parseIpAddress(bad), bad).toBeNull();
  });

  it('tells public addresses from private, loopback, link-local, reserved and IPv4-in-IPv6 ones', () => {
    expect(kind('81.2.69.160')).toBe('public');
    expect(kind('2a00:1450:4001:82b::200e')).toBe('public');
    for (const a of ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', 'fd00::1'])
      expect(kind(a), a).toBe('private');
    expect(kind('172.32.0.1')).toBe('public');
    expect(kind('127.0.0.1')).toBe('loopback');
    expect(kind('::1')).toBe('loopback');
    expect(kind('169.254.1.1')).toBe('link-local');
    expect(kind('fe80::1')).toBe('link-local');
    expect(kind('0.0.0.0')).toBe('unspecified');
    expect(kind('::')).toBe('unspecified');
    expect(kind('224.0.0.1')).toBe('multicast');
    expect(kind('255.255.255.255')).toBe('multicast');
    expect(kind('ff02::1')).toBe('multicast');
    for (const a of ['::ffff:81.2.69.160', '::81.2.69.160', '64:ff9b::81.2.69.160'])
      expect(kind(a), a).toBe('embedded-ipv4');
    for (const a of ['192.0.2.1', '198.51.100.1', '203.0.113.1', '198.18.0.1', '240.0.0.1', '2001:db8::1', '2002::1'])
      expect(kind(a), a).toBe('reserved');
  });

  it('one network: the same IPv4 address, or the same IPv6 /64', () => {
    const p = (t: string) => parseIpAddress(t) ?? { family: 4 as const, bytes: [] };
    expect(sameNetwork(p('81.2.69.160'), p('81.2.69.160'))).toBe(true);
    expect(sameNetwork(p('81.2.69.160'), p('81.2.69.161'))).toBe(false);
    expect(sameNetwork(p('2a00:1450:4001:82b::1'), p('2a00:1450:4001:82b:aaaa::2'))).toBe(true);
    expect(sameNetwork(p('2a00:1450:4001:82b::1'), p('2a00:1450:4001:82c::1'))).toBe(false);
    expect(sameNetwork(p('81.2.69.160'), p('::ffff:81.2.69.160'))).toBe(false);
  });
});

describe('the candidate lists (ips: host candidates, stuns: srflx candidates)', () => {
  it('reads a comma-separated list, trimmed, lower-cased, each once', () => {
    expect(parseCandidateList(' 81.2.69.160 ,2A00:1450::1,81.2.69.160', 'stuns')).toEqual({
      ok: true,
      addresses: ['81.2.69.160', '2a00:1450::1'],
    });
    expect(parseCandidateList('192.168.1.20,fe80::1,81.2.69.160', 'ips')).toEqual({
      ok: true,
      addresses: ['192.168.1.20', 'fe80::1', '81.2.69.160'],
    });
  });

  it('refuses more than 20 addresses, empty items and what is no address', () => {
    const many = Array.from({ length: 21 }, (_, i) => `81.2.69.${i}`).join(',');
    expect(parseCandidateList(many, 'ips')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('at most 20'),
    });
    expect(parseCandidateList(many.split(',').slice(0, 20).join(','), 'ips').ok).toBe(true);
    expect(parseCandidateList('81.2.69.160,,81.2.69.161', 'ips')).toMatchObject({ ok: false });
    expect(parseCandidateList('abcd.local', 'ips')).toMatchObject({
      ok: false,
      problem: 'abcd.local is not an IPv4 or IPv6 address',
    });
  });

  it('a STUN-reflected address must be public; a host address may be private but never an address in disguise', () => {
    for (const a of ['10.0.0.1', '127.0.0.1', '::ffff:81.2.69.160', '203.0.113.9', 'fe80::1'])
      expect(parseCandidateList(a, 'stuns').ok, a).toBe(false);
    expect(parseCandidateList('::ffff:10.0.0.1', 'ips')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('IPv4 address written as IPv6'),
    });
    for (const a of ['0.0.0.0', '224.0.0.1', '198.18.0.1']) expect(parseCandidateList(a, 'ips').ok, a).toBe(false);
  });
});

describe('the mismatch', () => {
  const none = { ips: [], stuns: [] };
  it('a public candidate on the request network: no mismatch; only elsewhere: mismatch', () => {
    expect(addressMismatch('81.2.69.160', { ...none, stuns: ['81.2.69.160'] })).toBe(false);
    expect(addressMismatch('81.2.69.160', { ...none, stuns: ['93.184.216.34'] })).toBe(true);
    expect(addressMismatch('81.2.69.160', { ...none, stuns: ['93.184.216.34', '81.2.69.160'] })).toBe(false);
    // A host candidate that is itself public counts as a public candidate.
    expect(addressMismatch('81.2.69.160', { ips: ['93.184.216.34'], stuns: [] })).toBe(true);
  });

  it('nothing to compare: no public candidate, another family only, or an unknown or private request address', () => {
    expect(addressMismatch('81.2.69.160', { ips: ['192.168.1.2'], stuns: [] })).toBe(false);
    expect(addressMismatch('81.2.69.160', { ...none, stuns: ['2a00:1450::1'] })).toBe(false);
    expect(addressMismatch(undefined, { ...none, stuns: ['93.184.216.34'] })).toBe(false);
    expect(addressMismatch('127.0.0.1', { ...none, stuns: ['93.184.216.34'] })).toBe(false);
  });
});

describe('decideIpCheck (widgets §4 "Result 2 ... kyc3. Results 3 or 0: VPN notice ... Result 4: detection-limit")', () => {
  const NOW = new Date(Date.UTC(2025, 5, 1, 12));
  const base: IpCheckInput = {
    uid: 10_000_001,
    kycLevel: KYC_LEVELS.level2,
    type: 1,
    requestAddress: '81.2.69.160',
    ips: ['192.168.1.2'],
    stuns: ['81.2.69.160'],
    recentChecks: [],
    recentMismatches: 0,
    now: NOW,
  };
  const minutesAgo = (n: number) => NOW.getTime() - n * 60_000;

  it('1: the browser reaches the internet from the request address; the token is reusable for an hour', () => {
    const d = decideIpCheck(base);
    expect(d.result).toBe(IP_CHECK_RESULTS.pass);
    expect(d.record).toBe(true);
    expect(d.payload).toEqual({
      uid: 10_000_001,
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + 3600,
      result: { value: 1, valid_period: 3600 },
      limit: { value: 0, limit_times: 10, valid_period: 3600 }, // a pass does not count (decision 0050)
    });
    expect(ipCheckTokenReusable(d.payload, new Date(NOW.getTime() + 3_599_000))).toBe(true);
    expect(ipCheckTokenReusable(d.payload, new Date(NOW.getTime() + 3_600_000))).toBe(false);
  });

  it('3: a mismatch (VPN suspected), never reused (accept reloads the page and checks again)', () => {
    const d = decideIpCheck({ ...base, stuns: ['93.184.216.34'] });
    expect(d.result).toBe(IP_CHECK_RESULTS.mismatch);
    expect(d.payload.result.valid_period).toBe(0);
    expect(ipCheckTokenReusable(d.payload, NOW)).toBe(false);
  });

  it('2: a mismatch after 3 within the hour: upgrade to KYC level 3', () => {
    const vpn = { ...base, stuns: ['93.184.216.34'], recentChecks: [minutesAgo(5), minutesAgo(4), minutesAgo(3)] };
    expect(decideIpCheck({ ...vpn, recentMismatches: 2 }).result).toBe(IP_CHECK_RESULTS.mismatch);
    const d = decideIpCheck({ ...vpn, recentMismatches: 3 });
    expect(d.result).toBe(IP_CHECK_RESULTS.upgradeToKyc3);
    expect(d.payload.result.valid_period).toBe(3600);
    // A check that passes now is a pass, whatever came before.
    expect(decideIpCheck({ ...base, recentMismatches: 5 }).result).toBe(IP_CHECK_RESULTS.pass);
  });

  it('0: no candidates could be gathered (type 2 or 3), below KYC level 3', () => {
    for (const type of [2, 3] as const) {
      const d = decideIpCheck({ ...base, type, ips: [], stuns: [] });
      expect(d.result).toBe(IP_CHECK_RESULTS.undecided);
      expect(d.record).toBe(true);
    }
  });

  it('4: past 10 checks within the hour, not recorded, reusable until a check is free again', () => {
    const recentChecks = Array.from({ length: IP_CHECK_LIMIT_TIMES }, (_, i) => minutesAgo(50 - i));
    const d = decideIpCheck({ ...base, recentChecks });
    expect(d.result).toBe(IP_CHECK_RESULTS.detectionLimit);
    expect(d.record).toBe(false);
    expect(d.payload.result.valid_period).toBe(10 * 60);
    expect(d.payload.limit).toEqual({ value: 10, limit_times: 10, valid_period: 3600 });
    // Checks older than the hour do not count.
    const older = recentChecks.map((t) => t - 11 * 60_000);
    expect(decideIpCheck({ ...base, recentChecks: [...older.slice(0, 9), minutesAgo(1)] }).result).toBe(1);
  });

  it('KYC level 3 (verified 4) and company (3) accounts pass, whatever the candidates and the count', () => {
    const recentChecks = Array.from({ length: 30 }, (_, i) => minutesAgo(i));
    for (const kycLevel of [KYC_LEVELS.level3, KYC_LEVELS.company]) {
      expect(decideIpCheck({ ...base, kycLevel, stuns: ['93.184.216.34'], recentChecks }).result).toBe(1);
      expect(decideIpCheck({ ...base, kycLevel, type: 2, stuns: [] }).result).toBe(1);
    }
    for (const kycLevel of [KYC_LEVELS.none, KYC_LEVELS.level0_5, KYC_LEVELS.level1, KYC_LEVELS.level2])
      expect(decideIpCheck({ ...base, kycLevel, stuns: ['93.184.216.34'] }).result).toBe(3);
  });
});
