import { isIPv4, isIPv6 } from 'node:net';

/** The bucket every client shares when the API cannot tell clients apart (decision 0014). */
export const DIRECT_BUCKET = 'ip:direct';

/** The first 64 bits of an IPv6 address: one customer line usually holds a whole /64. */
function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - headParts.length - tailParts.length : 0;
  const groups = [...headParts, ...Array<string>(missing).fill('0'), ...tailParts];
  return groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':');
}

/**
 * Which network a log-in attempt is counted against. Hono's fetch world does not expose the
 * socket address, so the only source is X-Forwarded-For: its first hop is believed only behind
 * our own proxy (TRUST_PROXY), which must overwrite the header rather than append to it.
 * Otherwise every client shares one 'direct' bucket, and the per-account limit does the rest.
 */
export function clientNetworkBucket(request: Request, trustProxy: boolean): string {
  if (!trustProxy) return DIRECT_BUCKET;
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? '';
  // An IPv4-mapped IPv6 address is the IPv4 client.
  const address = first.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(address)) return `ip:${address}`;
  if (isIPv6(address) && !address.includes('.')) return `ip:${ipv6Prefix64(address)}::/64`;
  return DIRECT_BUCKET;
}
