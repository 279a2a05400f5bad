import { IP_CHECK_MAX_ADDRESSES, IP_CHECK_TYPES, parseCandidateList } from '@meridian/domain';

/**
 * The STUN server the browser asks for its public (server-reflexive) address: the exchange's own
 * (an operator runs one beside the site, e.g. coturn), never a third party's, which would learn
 * every user's addresses. Where it cannot be reached, gathering ends at its deadline with the host
 * candidates only, which the API treats as nothing to compare (a pass).
 */
export const IP_CHECK_STUN_URLS: readonly string[] = ['stun:stun.meridian.example:3478'];

/**
 * widgets §7 "type (1 with ips and stuns; 2 or 3 without)": what the browser found. `ips` are the
 * host candidates' addresses, `stuns` the server-reflexive ones, each at most
 * IP_CHECK_MAX_ADDRESSES, deduplicated.
 */
export type GatheredCandidates =
  | { type: typeof IP_CHECK_TYPES.candidates; ips: string[]; stuns: string[] }
  | { type: typeof IP_CHECK_TYPES.noWebRtc }
  | { type: typeof IP_CHECK_TYPES.gatheringFailed };

/** The parts of an ICE candidate read here (the browser's RTCIceCandidate, or a test's fake). */
export interface IceCandidateLike {
  candidate: string;
  address?: string | null;
  type?: string | null;
}

/** The parts of RTCPeerConnection used here, so a test can hand in a fake class. */
export interface PeerConnectionLike {
  createDataChannel(label: string): unknown;
  createOffer(): Promise<RTCSessionDescriptionInit>;
  setLocalDescription(description: RTCSessionDescriptionInit): Promise<void>;
  addEventListener(type: 'icecandidate', listener: (event: { candidate: IceCandidateLike | null }) => void): void;
  close(): void;
}

export type PeerConnectionConstructor = new (configuration: RTCConfiguration) => PeerConnectionLike;

export interface GatherOptions {
  /** When gathering gives up with what it has (ms from now). */
  deadlineMs: number;
  /** The browser's RTCPeerConnection (undefined: no WebRTC, type 2). */
  PeerConnection?: PeerConnectionConstructor | undefined;
  iceServers?: readonly string[];
  /** setTimeout by default (tests use fake timers). */
  setTimer?: (run: () => void, ms: number) => () => void;
}

const defaultSetTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/** The page's RTCPeerConnection, if the browser has WebRTC (not on the server, nor when switched off). */
export function browserPeerConnection(): PeerConnectionConstructor | undefined {
  return typeof RTCPeerConnection === 'function' ? RTCPeerConnection : undefined;
}

/**
 * A candidate's address and type: from the browser's parsed fields when it has them, else from the
 * SDP line (`candidate:<foundation> <component> <transport> <priority> <address> <port> typ <type> …`).
 */
export function readCandidate(candidate: IceCandidateLike): { address: string; type: string } | null {
  const fields = candidate.candidate.trim().split(/\s+/);
  const typAt = fields.indexOf('typ');
  const address = candidate.address ?? fields[4];
  const type = candidate.type ?? (typAt >= 0 ? fields[typAt + 1] : undefined);
  if (!address || !type) return null;
  return { address: address.replace(/^\[|\]$/g, '').toLowerCase(), type };
}

/**
 * Whether an address may go in a list as the API takes it (decision 0049): an IPv4 or IPv6
 * address in its usual form; in `stuns` a public one only. mDNS names (`<uuid>.local`, which
 * browsers put in place of the host address) are not addresses and are left out.
 */
function acceptable(address: string, list: 'ips' | 'stuns'): boolean {
  if (address.endsWith('.local')) return false;
  return parseCandidateList(address, list).ok;
}

/**
 * Gathers the browser's own ICE candidates (a data channel, an offer, the local description, then
 * every `icecandidate` until the null one that ends gathering, or the deadline): type 1 with the
 * host addresses in `ips` and the server-reflexive ones in `stuns`; type 2 when there is no
 * WebRTC; type 3 when it fails. At the deadline it answers with what it has (host candidates come
 * at once; a STUN server that cannot be reached never answers). The connection is always closed.
 * Never rejects.
 */
export function gatherCandidates(options: GatherOptions): Promise<GatheredCandidates> {
  const { PeerConnection, deadlineMs, iceServers = IP_CHECK_STUN_URLS, setTimer = defaultSetTimer } = options;
  if (!PeerConnection) return Promise.resolve({ type: IP_CHECK_TYPES.noWebRtc });
  return new Promise((resolve) => {
    const ips: string[] = [];
    const stuns: string[] = [];
    let connection: PeerConnectionLike | undefined;
    let done = false;
    const finish = (outcome: GatheredCandidates) => {
      if (done) return;
      done = true;
      cancelTimer();
      try {
        connection?.close();
      } catch {
        // Already closed: nothing to release.
      }
      resolve(outcome);
    };
    const gathered = () => finish({ type: IP_CHECK_TYPES.candidates, ips: [...ips], stuns: [...stuns] });
    const failed = () => finish({ type: IP_CHECK_TYPES.gatheringFailed });
    const add = (list: string[], address: string, name: 'ips' | 'stuns') => {
      if (list.length < IP_CHECK_MAX_ADDRESSES && !list.includes(address) && acceptable(address, name))
        list.push(address);
    };

    const cancelTimer = setTimer(gathered, Math.max(0, deadlineMs));
    try {
      const pc = new PeerConnection({ iceServers: [{ urls: [...iceServers] }] });
      connection = pc;
      pc.addEventListener('icecandidate', (event) => {
        if (done) return;
        if (event.candidate === null) {
          gathered();
          return;
        }
        const read = readCandidate(event.candidate);
        if (read?.type === 'host') add(ips, read.address, 'ips');
        else if (read?.type === 'srflx') add(stuns, read.address, 'stuns');
      });
      // Without a channel (or a track) an offer has nothing to gather candidates for.
      pc.createDataChannel('ip-check');
      pc.createOffer()
        .then((offer) => pc.setLocalDescription(offer))
        .catch(failed);
    } catch {
      failed();
    }
  });
}
