import { KYC_LEVELS } from '../account/kyc';

/**
 * The IP/VPN check (widgets §4 "IP/VPN check", §7 "POST /api/web/v1/compliance-kyc/ip-penetration/check
 * | type (1 with ips and stuns; 2 or 3 without) | data.result and token"). The browser gathers its
 * WebRTC candidates: `ips` the host candidates' addresses, `stuns` the server-reflexive (srflx)
 * ones, i.e. the public addresses a STUN server saw it come from. A public address the browser
 * reaches the internet from that is not the one our request came from means a VPN or a proxy
 * between them (decision 0049).
 */

/** widgets §7 "type (1 with ips and stuns; 2 or 3 without)". */
export const IP_CHECK_TYPES = {
  /** Candidates were gathered: `ips` and `stuns` (either may be empty). */
  candidates: 1,
  /** The browser has no WebRTC (or it is switched off). */
  noWebRtc: 2,
  /** Gathering failed or timed out. */
  gatheringFailed: 3,
} as const;
export type IpCheckType = (typeof IP_CHECK_TYPES)[keyof typeof IP_CHECK_TYPES];

/**
 * The result codes, consistent with widgets §4: "Result 2: non-closable upgrade-verification
 * dialog leading to kyc3. Results 3 or 0: VPN notice; accept reloads the page, cancel falls to the
 * result-2 dialog. Result 4: non-closable detection-limit dialog." 1 lets the user through.
 */
export const IP_CHECK_RESULTS = {
  /** No candidate could be gathered (type 2 or 3), for an account below KYC level 3. */
  undecided: 0,
  /** No mismatch (or nothing to compare), or an account at KYC level 3 or company. */
  pass: 1,
  /** More than IP_CHECK_MISMATCH_TIMES mismatches within the period: verify at KYC level 3. */
  upgradeToKyc3: 2,
  /** The browser's public address is not the request's: VPN or proxy suspected. */
  mismatch: 3,
  /** More than IP_CHECK_LIMIT_TIMES checks within the period: detection limit. */
  detectionLimit: 4,
} as const;
export type IpCheckResult = (typeof IP_CHECK_RESULTS)[keyof typeof IP_CHECK_RESULTS];

/** widgets §9 "Real-IP check timeout: 3000 ms": the browser's config call, gathering and check together. */
export const IP_CHECK_TIMEOUT_MS = 3000;
/** Of that budget, what the browser keeps for the check's POST: gathering stops this long before the end. */
export const IP_CHECK_POST_RESERVE_MS = 1000;

/** Checks that did not pass an account may have per IP_CHECK_LIMIT_PERIOD_S; the next one is result 4. */
export const IP_CHECK_LIMIT_TIMES = 10;
/** The period the limit and the mismatch count run over: one hour, in seconds. */
export const IP_CHECK_LIMIT_PERIOD_S = 3600;
/** More mismatches than this within the period make a mismatch result 2. */
export const IP_CHECK_MISMATCH_TIMES = 3;
/** How long the browser may reuse a token, by result (4: until a check is free again). */
export const IP_CHECK_RESULT_VALID_S = { pass: 3600, upgradeToKyc3: 3600, mismatch: 0, undecided: 0 } as const;
/** Ours (the spec shows no server-side validation): at most this many addresses a list. */
export const IP_CHECK_MAX_ADDRESSES = 20;

/**
 * The token's payload (widgets §3 "IP check result: result code, token, token payload with uid,
 * result (value, valid_period), limit (value, limit_times, valid_period)"), with when it was
 * issued and until when it may be reused (`iat`, `exp`: seconds since the epoch, as in a JWT).
 */
export interface IpCheckTokenPayload {
  uid: number;
  iat: number;
  exp: number;
  result: { value: IpCheckResult; valid_period: number };
  limit: { value: number; limit_times: number; valid_period: number };
}

/** widgets §4 "A stored token is reused while valid": until its `exp`. */
export function ipCheckTokenReusable(payload: Pick<IpCheckTokenPayload, 'exp'>, now: Date): boolean {
  return payload.exp * 1000 > now.getTime();
}

// ---- addresses ----------------------------------------------------------------------------------

export interface IpAddress {
  family: 4 | 6;
  /** 4 or 16 bytes. */
  bytes: readonly number[];
}

const IPV4_PART = /^(0|[1-9]\d{0,2})$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

/** Dotted-quad IPv4 only: four decimal parts 0–255, no leading zeros (no octal or short forms). */
function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!IPV4_PART.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

function parseGroups(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  for (const group of text.split(':')) {
    if (!IPV6_GROUP.test(group)) return null;
    groups.push(Number.parseInt(group, 16));
  }
  return groups;
}

/** RFC 4291 text forms (with `::` and a dotted IPv4 tail); no zone index (`%eth0`). */
function parseIpv6(text: string): number[] | null {
  if (text.length > 45 || !/^[0-9a-fA-F:.]+$/.test(text)) return null;
  let head = text;
  let tail: number[] = [];
  if (text.includes('.')) {
    const lastColon = text.lastIndexOf(':');
    const v4 = parseIpv4(text.slice(lastColon + 1));
    if (lastColon < 0 || !v4) return null;
    tail = [((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0)];
    head = text.slice(0, lastColon + 1);
    if (!head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const left = parseGroups(halves[0] ?? '');
  const right = halves.length === 2 ? parseGroups(halves[1] ?? '') : [];
  if (!left || !right) return null;
  const given = left.length + right.length + tail.length;
  let groups: number[];
  if (halves.length === 1) {
    if (given !== 8) return null;
    groups = [...left, ...tail];
  } else {
    if (given > 7) return null;
    groups = [...left, ...Array<number>(8 - given).fill(0), ...right, ...tail];
  }
  return groups.flatMap((g) => [g >> 8, g & 255]);
}

/** An IPv4 or IPv6 address in its usual text form, strictly; null for anything else. */
export function parseIpAddress(text: string): IpAddress | null {
  if (text.includes(':')) {
    const bytes = parseIpv6(text);
    return bytes ? { family: 6, bytes } : null;
  }
  const bytes = parseIpv4(text);
  return bytes ? { family: 4, bytes } : null;
}

/**
 * What kind of address it is, for telling public addresses from the rest: `public` (globally
 * routed unicast), `private` (RFC 1918, IPv6 unique local, carrier-grade NAT), `loopback`,
 * `link-local`, `unspecified`, `multicast` (and the IPv4 broadcast), `embedded-ipv4` (IPv4-mapped,
 * -compatible or NAT64 IPv6: an IPv4 address written as IPv6) and `reserved` (documentation,
 * benchmarking, tunnels, future use).
 */
export type IpAddressKind =
  'public' | 'private' | 'loopback' | 'link-local' | 'unspecified' | 'multicast' | 'embedded-ipv4' | 'reserved';

function ipv4Kind([a = 0, b = 0, c = 0, d = 0]: readonly number[]): IpAddressKind {
  if (a === 0) return b === 0 && c === 0 && d === 0 ? 'unspecified' : 'reserved';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private';
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return 'link-local';
  if (a >= 224) return a <= 239 || (a === 255 && b === 255 && c === 255 && d === 255) ? 'multicast' : 'reserved';
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'reserved';
  if (a === 192 && b === 88 && c === 99) return 'reserved';
  if (a === 198 && (b === 18 || b === 19)) return 'reserved';
  if (a === 198 && b === 51 && c === 100) return 'reserved';
  if (a === 203 && b === 0 && c === 113) return 'reserved';
  return 'public';
}

function ipv6Kind(bytes: readonly number[]): IpAddressKind {
  const at = (i: number) => bytes[i] ?? 0;
  const zeroUpTo = (n: number) => bytes.slice(0, n).every((b) => b === 0);
  if (zeroUpTo(16)) return 'unspecified';
  if (zeroUpTo(15) && at(15) === 1) return 'loopback';
  if (zeroUpTo(10) && at(10) === 0xff && at(11) === 0xff) return 'embedded-ipv4';
  if (zeroUpTo(12)) return 'embedded-ipv4';
  if (at(0) === 0x00 && at(1) === 0x64 && at(2) === 0xff && at(3) === 0x9b) return 'embedded-ipv4';
  if (at(0) === 0xff) return 'multicast';
  if (at(0) === 0xfe && (at(1) & 0xc0) === 0x80) return 'link-local';
  if ((at(0) & 0xfe) === 0xfc) return 'private';
  if ((at(0) & 0xe0) !== 0x20) return 'reserved';
  // Documentation (2001:db8::/32, 3fff::/20), Teredo (2001::/32) and 6to4 (2002::/16): never a
  // browser's own public address.
  if (at(0) === 0x20 && at(1) === 0x01 && at(2) === 0x0d && at(3) === 0xb8) return 'reserved';
  if (at(0) === 0x3f && at(1) === 0xff && (at(2) & 0xf0) === 0) return 'reserved';
  if (at(0) === 0x20 && at(1) === 0x01 && at(2) === 0 && at(3) === 0) return 'reserved';
  if (at(0) === 0x20 && at(1) === 0x02) return 'reserved';
  return 'public';
}

export function ipAddressKind(address: IpAddress): IpAddressKind {
  return address.family === 4 ? ipv4Kind(address.bytes) : ipv6Kind(address.bytes);
}

/**
 * One network: the same IPv4 address, or the same IPv6 /64 (a household or phone holds a whole
 * /64, and its privacy addresses change inside it).
 */
export function sameNetwork(a: IpAddress, b: IpAddress): boolean {
  if (a.family !== b.family) return false;
  const length = a.family === 4 ? 4 : 8;
  for (let i = 0; i < length; i++) if (a.bytes[i] !== b.bytes[i]) return false;
  return true;
}

/** Which list an address came in: the host candidates or the STUN-reflected (public) ones. */
export type CandidateList = 'ips' | 'stuns';

const KIND_WORDS: Record<Exclude<IpAddressKind, 'public'>, string> = {
  private: 'a private address',
  loopback: 'a loopback address',
  'link-local': 'a link-local address',
  unspecified: 'the unspecified address',
  multicast: 'a multicast or broadcast address',
  'embedded-ipv4': 'an IPv4 address written as IPv6 (send it as a.b.c.d)',
  reserved: 'a reserved address (documentation, benchmarking, tunnel or future use)',
};

/** Host candidates may be private, loopback or link-local (the LAN); never these. */
const NEVER_A_HOST: ReadonlySet<IpAddressKind> = new Set(['unspecified', 'multicast', 'embedded-ipv4', 'reserved']);

export type CandidateListOutcome = { ok: true; addresses: string[] } | { ok: false; problem: string };

/**
 * A comma-separated list of addresses as the browser sends it, checked strictly: at most
 * IP_CHECK_MAX_ADDRESSES, each an IPv4 or IPv6 address in its usual form; `stuns` (what a STUN
 * server saw) public only; `ips` (the browser's own interfaces) any unicast address. Duplicates are
 * kept once; the texts are trimmed and lower-cased.
 */
export function parseCandidateList(text: string, list: CandidateList): CandidateListOutcome {
  const items = text.split(',').map((item) => item.trim().toLowerCase());
  if (items.length > IP_CHECK_MAX_ADDRESSES)
    return { ok: false, problem: `at most ${IP_CHECK_MAX_ADDRESSES} addresses, comma-separated` };
  const addresses: string[] = [];
  for (const item of items) {
    if (item === '') return { ok: false, problem: 'an empty item: send addresses separated by single commas' };
    const address = parseIpAddress(item);
    if (!address) return { ok: false, problem: `${item.slice(0, 64)} is not an IPv4 or IPv6 address` };
    const kind = ipAddressKind(address);
    if (kind !== 'public' && (list === 'stuns' || NEVER_A_HOST.has(kind))) {
      const must = list === 'stuns' ? 'a STUN-reflected address must be public' : 'not a host address';
      return { ok: false, problem: `${item} is ${KIND_WORDS[kind]}: ${must}` };
    }
    if (!addresses.includes(item)) addresses.push(item);
  }
  return { ok: true, addresses };
}

/**
 * Whether the browser reaches the internet from somewhere else than the request came from. Only
 * public candidates of the request's own family are compared (a dual-stack browser may talk to the
 * STUN server over the other family); none of them on the request's network is a mismatch. When
 * the request's address is unknown or not public (a local or internal caller), or there is no such
 * candidate, there is nothing to compare: no mismatch.
 */
export function addressMismatch(
  requestAddress: string | undefined,
  candidates: { ips: readonly string[]; stuns: readonly string[] },
): boolean {
  const request = requestAddress === undefined ? null : parseIpAddress(requestAddress);
  if (!request || ipAddressKind(request) !== 'public') return false;
  const publicOnes = [...candidates.stuns, ...candidates.ips]
    .map(parseIpAddress)
    .filter((a): a is IpAddress => a !== null && ipAddressKind(a) === 'public' && a.family === request.family);
  if (publicOnes.length === 0) return false;
  return !publicOnes.some((candidate) => sameNetwork(candidate, request));
}

// ---- the decision ---------------------------------------------------------------------------------

export interface IpCheckInput {
  uid: number;
  /** shell §3 KYC level (`verified`). */
  kycLevel: number;
  type: IpCheckType;
  /** The request's client address as the API sees it (behind a trusted proxy, the forwarded one). */
  requestAddress: string | undefined;
  ips: readonly string[];
  stuns: readonly string[];
  /**
   * When the account's recorded checks of the last IP_CHECK_LIMIT_PERIOD_S that did not pass were
   * made (ms). A pass never counts toward the limit (decision 0050): the limit stops someone
   * probing for a candidate list that passes, not an honest user opening the site in many browsers.
   */
  recentChecks: readonly number[];
  /** How many of those were mismatches (results 2 and 3). */
  recentMismatches: number;
  now: Date;
}

export interface IpCheckDecision {
  result: IpCheckResult;
  /** Whether the check is recorded (and counts toward the limit); a result 4 is not. */
  record: boolean;
  payload: IpCheckTokenPayload;
}

/**
 * The result of one check (decision 0049), in this order: KYC level 3 and company accounts pass;
 * past the limit, 4; no candidates (type 2 or 3), 0; a mismatch, 3, or 2 when it is one more than
 * IP_CHECK_MISMATCH_TIMES within the period; otherwise 1.
 */
export function decideIpCheck(input: IpCheckInput): IpCheckDecision {
  const nowMs = input.now.getTime();
  const periodMs = IP_CHECK_LIMIT_PERIOD_S * 1000;
  const recent = input.recentChecks.filter((t) => t > nowMs - periodMs && t <= nowMs);
  const exempt = input.kycLevel === KYC_LEVELS.level3 || input.kycLevel === KYC_LEVELS.company;
  let result: IpCheckResult;
  let validS: number;
  if (exempt) {
    result = IP_CHECK_RESULTS.pass;
    validS = IP_CHECK_RESULT_VALID_S.pass;
  } else if (recent.length >= IP_CHECK_LIMIT_TIMES) {
    result = IP_CHECK_RESULTS.detectionLimit;
    // Until the oldest check of the period ages out and one is free again.
    validS = Math.max(1, Math.ceil((Math.min(...recent) + periodMs - nowMs) / 1000));
  } else if (input.type !== IP_CHECK_TYPES.candidates) {
    result = IP_CHECK_RESULTS.undecided;
    validS = IP_CHECK_RESULT_VALID_S.undecided;
  } else if (addressMismatch(input.requestAddress, input)) {
    const upgrade = input.recentMismatches + 1 > IP_CHECK_MISMATCH_TIMES;
    result = upgrade ? IP_CHECK_RESULTS.upgradeToKyc3 : IP_CHECK_RESULTS.mismatch;
    validS = upgrade ? IP_CHECK_RESULT_VALID_S.upgradeToKyc3 : IP_CHECK_RESULT_VALID_S.mismatch;
  } else {
    result = IP_CHECK_RESULTS.pass;
    validS = IP_CHECK_RESULT_VALID_S.pass;
  }
  const record = result !== IP_CHECK_RESULTS.detectionLimit;
  const iat = Math.floor(nowMs / 1000);
  return {
    result,
    record,
    payload: {
      uid: input.uid,
      iat,
      exp: iat + validS,
      result: { value: result, valid_period: validS },
      limit: {
        value: recent.length + (record && result !== IP_CHECK_RESULTS.pass ? 1 : 0),
        limit_times: IP_CHECK_LIMIT_TIMES,
        valid_period: IP_CHECK_LIMIT_PERIOD_S,
      },
    },
  };
}

/** Mismatch results, which the period's mismatch count is made of. */
export function isMismatchResult(result: number): boolean {
  return result === IP_CHECK_RESULTS.mismatch || result === IP_CHECK_RESULTS.upgradeToKyc3;
}

/**
 * The answer when the site's check is switched off (widgets §5 "The IP check runs only when
 * enabled"): a pass, recorded nowhere, that the browser may reuse for the pass period.
 */
export function ipCheckSwitchedOff(uid: number, now: Date): IpCheckTokenPayload {
  const iat = Math.floor(now.getTime() / 1000);
  return {
    uid,
    iat,
    exp: iat + IP_CHECK_RESULT_VALID_S.pass,
    result: { value: IP_CHECK_RESULTS.pass, valid_period: IP_CHECK_RESULT_VALID_S.pass },
    limit: { value: 0, limit_times: IP_CHECK_LIMIT_TIMES, valid_period: IP_CHECK_LIMIT_PERIOD_S },
  };
}
