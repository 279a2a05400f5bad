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

function bucketOf(raw: string | undefined): string | null {
  // An IPv4-mapped IPv6 address is the IPv4 client.
  const address = (raw ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(address)) return `ip:${address}`;
  if (isIPv6(address) && !address.includes('.')) return `ip:${ipv6Prefix64(address)}::/64`;
  return null;
}

/**
 * Which network an attempt is counted against. Behind our own proxy (TRUST_PROXY), which must
 * overwrite X-Forwarded-For rather than append to it, its first hop is the client. Otherwise the
 * socket's address, which the server hands over in the request context (`clientAddress`: the Hono
 * env, never a header anyone can send). Only when neither is known (a call made inside the
 * process without one) do clients share the 'direct' bucket.
 */
export function clientNetworkBucket(request: Request, trustProxy: boolean, socketAddress?: string): string {
  if (trustProxy) {
    const forwarded = bucketOf(request.headers.get('x-forwarded-for')?.split(',')[0]);
    if (forwarded) return forwarded;
  }
  return bucketOf(socketAddress) ?? DIRECT_BUCKET;
}

/** An address as kept and compared: IPv4-mapped IPv6 as the IPv4 client, IPv6 lower-cased. */
function normalizedAddress(raw: string | undefined): string | undefined {
  const address = (raw ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return address.toLowerCase();
  return undefined;
}

/**
 * The client's address as the API sees it, by the same rule as clientNetworkBucket (behind our own
 * proxy the first X-Forwarded-For hop, else the socket's): what compliance records keep and the
 * IP/VPN check compares (decision 0049). undefined when unknown.
 */
export function clientAddress(request: Request, trustProxy: boolean, socketAddress?: string): string | undefined {
  if (trustProxy) {
    const forwarded = normalizedAddress(request.headers.get('x-forwarded-for')?.split(',')[0]);
    if (forwarded) return forwarded;
  }
  return normalizedAddress(socketAddress);
}
