import { describe, expect, it } from 'vitest';
import { clientAddress, clientNetworkBucket, DIRECT_BUCKET } from './client-ip';

const request = (xff?: string) =>
  new Request('http://localhost/', { headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });

describe('which network a log-in attempt counts against', () => {
  it('behind a trusted proxy: the first X-Forwarded-For hop', () => {
    expect(clientNetworkBucket(request('203.0.113.7, 10.0.0.1, 10.0.0.2'), true)).toBe('ip:203.0.113.7');
    expect(clientNetworkBucket(request(' 198.51.100.4 '), true)).toBe('ip:198.51.100.4');
    expect(clientNetworkBucket(request('::ffff:203.0.113.9'), true)).toBe('ip:203.0.113.9');
  });

  it('IPv6 by its /64', () => {
    expect(clientNetworkBucket(request('2001:db8:1:2::17'), true)).toBe('ip:2001:db8:1:2::/64');
    expect(clientNetworkBucket(request('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd'), true)).toBe('ip:2001:db8:1:2::/64');
    expect(clientNetworkBucket(request('2001:db8::1'), true)).toBe('ip:2001:db8:0:0::/64');
  });

  it('the direct bucket without a trusted proxy, or when the header is missing or not an address', () => {
    expect(clientNetworkBucket(request('203.0.113.7'), false)).toBe(DIRECT_BUCKET);
    for (const bad of [undefined, '', 'unknown', '999.1.1.1', '<script>', 'x'.repeat(500)]) {
      expect(clientNetworkBucket(request(bad), true), String(bad)).toBe(DIRECT_BUCKET);
    }
  });
});

describe('without a proxy: the socket address from the request context (issue 7)', () => {
  it('counts each client by its own socket address, whatever X-Forwarded-For it sends', () => {
    expect(clientNetworkBucket(request('203.0.113.7'), false, '198.51.100.20')).toBe('ip:198.51.100.20');
    expect(clientNetworkBucket(request(), false, '::ffff:198.51.100.21')).toBe('ip:198.51.100.21');
    expect(clientNetworkBucket(request(), false, '2001:db8:5:6::1')).toBe('ip:2001:db8:5:6::/64');
  });

  it('behind a trusted proxy the forwarded client wins, the socket (the proxy) is the fallback', () => {
    expect(clientNetworkBucket(request('203.0.113.7'), true, '10.0.0.5')).toBe('ip:203.0.113.7');
    expect(clientNetworkBucket(request('garbage'), true, '10.0.0.5')).toBe('ip:10.0.0.5');
  });

  it('shares the direct bucket only when no address is known at all', () => {
    expect(clientNetworkBucket(request(), false, undefined)).toBe(DIRECT_BUCKET);
    expect(clientNetworkBucket(request(), false, 'not-an-address')).toBe(DIRECT_BUCKET);
  });
});

describe('the client address the compliance records keep (decision 0049)', () => {
  it('by the same rule as the bucket: the first forwarded hop behind our proxy, else the socket', () => {
    expect(clientAddress(request('81.2.69.160, 10.0.0.1'), true, '10.0.0.5')).toBe('81.2.69.160');
    expect(clientAddress(request('81.2.69.160'), false, '198.51.100.20')).toBe('198.51.100.20');
    expect(clientAddress(request('garbage'), true, '::ffff:198.51.100.21')).toBe('198.51.100.21');
    expect(clientAddress(request(), false, '2001:DB8:5:6::1')).toBe('2001:db8:5:6::1');
  });

  it('undefined when no address is known', () => {
    expect(clientAddress(request(), false)).toBeUndefined();
    expect(clientAddress(request('x'), true, 'not an address')).toBeUndefined();
  });
});
