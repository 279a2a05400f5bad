import { IP_CHECK_MAX_ADDRESSES, IP_CHECK_TYPES } from '@meridian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  gatherCandidates,
  type IceCandidateLike,
  IP_CHECK_STUN_URLS,
  type PeerConnectionConstructor,
  type PeerConnectionLike,
  readCandidate,
} from './gather-candidates';

type Listener = (event: { candidate: IceCandidateLike | null }) => void;

/** What a fake connection does once its local description is set. */
type Script = (emit: (candidate: IceCandidateLike | null) => void) => void;

const line = (address: string, type: string) =>
  `candidate:842163049 1 udp 1677729535 ${address} 56143 typ ${type} raddr 0.0.0.0 rport 0 generation 0`;

/** A fake RTCPeerConnection: tests inject candidates (no STUN server is reachable here). */
function fakePeerConnection(script: Script, options: { offerFails?: boolean; constructorThrows?: boolean } = {}) {
  const made: FakeConnection[] = [];
  class FakeConnection implements PeerConnectionLike {
    configuration: RTCConfiguration;
    closed = false;
    channels: string[] = [];
    private listeners: Listener[] = [];
    constructor(configuration: RTCConfiguration) {
      if (options.constructorThrows) throw new Error('WebRTC switched off');
      this.configuration = configuration;
      made.push(this);
    }
    createDataChannel(label: string) {
      this.channels.push(label);
      return {};
    }
    createOffer() {
      return options.offerFails
        ? Promise.reject(new Error('no offer'))
        : Promise.resolve({ type: 'offer' as const, sdp: 'v=0' });
    }
    async setLocalDescription() {
      await Promise.resolve();
      script((candidate) => this.listeners.forEach((listener) => listener({ candidate })));
    }
    addEventListener(_type: 'icecandidate', listener: Listener) {
      this.listeners.push(listener);
    }
    close() {
      this.closed = true;
    }
  }
  const PeerConnection: PeerConnectionConstructor = FakeConnection;
  return { PeerConnection, made };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('gatherCandidates (issue 13 item 9: "candidate addresses come from WebRTC ICE gathering")', () => {
  it('host candidates go in ips, srflx ones in stuns; mDNS .local names are left out; ends at the null candidate', async () => {
    const { PeerConnection, made } = fakePeerConnection((emit) => {
      emit({ candidate: line('192.168.1.20', 'host') });
      emit({ candidate: line('3b1e0c4a-5d2f-4a8b-9c3d-2e1f0a9b8c7d.local', 'host') });
      emit({ candidate: line('192.168.1.20', 'host') }); // a second component: kept once
      emit({ candidate: line('[FE80::1]', 'host') });
      emit({ candidate: line('81.2.69.160', 'srflx') });
      emit({ candidate: '', address: '2a00:1450:4001:82b::200e', type: 'srflx' }); // parsed fields win
      emit({ candidate: line('10.0.0.1', 'srflx') }); // not public: the API would refuse it in stuns
      emit({ candidate: line('198.51.100.7', 'relay') }); // neither list
      emit(null);
    });
    const gathered = await gatherCandidates({ PeerConnection, deadlineMs: 2000 });
    expect(gathered).toEqual({
      type: IP_CHECK_TYPES.candidates,
      ips: ['192.168.1.20', 'fe80::1'],
      stuns: ['81.2.69.160', '2a00:1450:4001:82b::200e'],
    });
    expect(made).toHaveLength(1);
    expect(made[0]?.closed).toBe(true);
    expect(made[0]?.channels).toHaveLength(1);
    expect(made[0]?.configuration.iceServers).toEqual([{ urls: [...IP_CHECK_STUN_URLS] }]);
  });

  it(`keeps at most ${IP_CHECK_MAX_ADDRESSES} addresses a list (decision 0049)`, async () => {
    const { PeerConnection } = fakePeerConnection((emit) => {
      for (let i = 1; i <= 30; i++) emit({ candidate: line(`10.0.0.${i}`, 'host') });
      emit(null);
    });
    const gathered = await gatherCandidates({ PeerConnection, deadlineMs: 2000 });
    expect(gathered.type === IP_CHECK_TYPES.candidates && gathered.ips).toHaveLength(IP_CHECK_MAX_ADDRESSES);
  });

  it('at the deadline, answers with what it has (an unreachable STUN server never answers) and closes', async () => {
    const { PeerConnection, made } = fakePeerConnection((emit) => {
      emit({ candidate: line('192.168.1.20', 'host') }); // and then nothing, ever
    });
    let settled: unknown;
    void gatherCandidates({ PeerConnection, deadlineMs: 1500 }).then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).toBeUndefined();
    expect(made[0]?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ type: IP_CHECK_TYPES.candidates, ips: ['192.168.1.20'], stuns: [] });
    expect(made[0]?.closed).toBe(true);
  });

  it('no RTCPeerConnection: type 2 (widgets §7 "2 or 3 without")', async () => {
    expect(await gatherCandidates({ PeerConnection: undefined, deadlineMs: 2000 })).toEqual({
      type: IP_CHECK_TYPES.noWebRtc,
    });
  });

  it('a failed offer or a refused connection: type 3, the connection closed', async () => {
    const offer = fakePeerConnection(() => undefined, { offerFails: true });
    expect(await gatherCandidates({ PeerConnection: offer.PeerConnection, deadlineMs: 2000 })).toEqual({
      type: IP_CHECK_TYPES.gatheringFailed,
    });
    expect(offer.made[0]?.closed).toBe(true);
    const refused = fakePeerConnection(() => undefined, { constructorThrows: true });
    expect(await gatherCandidates({ PeerConnection: refused.PeerConnection, deadlineMs: 2000 })).toEqual({
      type: IP_CHECK_TYPES.gatheringFailed,
    });
  });

  it('nothing after the end counts: a candidate after null, or after the deadline, is ignored', async () => {
    let later: ((candidate: IceCandidateLike | null) => void) | undefined;
    const { PeerConnection } = fakePeerConnection((emit) => {
      later = emit;
    });
    const gathering = gatherCandidates({ PeerConnection, deadlineMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    later?.({ candidate: line('192.168.1.20', 'host') });
    expect(await gathering).toEqual({ type: IP_CHECK_TYPES.candidates, ips: [], stuns: [] });
  });
});

describe('readCandidate', () => {
  it('reads the address and type from the SDP line when the browser gives no parsed fields', () => {
    expect(readCandidate({ candidate: line('81.2.69.160', 'srflx') })).toEqual({
      address: '81.2.69.160',
      type: 'srflx',
    });
    expect(readCandidate({ candidate: 'garbage' })).toBeNull();
  });
});
