import { describe, expect, it, vi } from 'vitest';
import { type ChatSocket, openChatStream, sameOriginChatStreamUrl } from './chat-stream';

class FakeSocket implements ChatSocket {
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.onclose?.({});
  }
}

const message = (id: string, room = 'lobby') => ({
  id,
  room,
  nickname: 'ada',
  is_sub_account: false,
  from_support: false,
  mine: false,
  text: 'hello',
  created_at_ms: 1_700_000_000_000,
});
const update = (result: unknown, channel = 'chat.messages') =>
  JSON.stringify({ time: 1, time_ms: 1000, channel, event: 'update', error: null, result });
const subscribedFrame = (error: unknown = null) =>
  JSON.stringify({
    time: 1,
    time_ms: 1000,
    channel: 'chat.messages',
    event: 'subscribe',
    error,
    result: { status: 'success' },
  });

function setUp() {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const received: unknown[] = [];
  const subscribed = vi.fn();
  const statuses: boolean[] = [];
  const stream = openChatStream({
    url: 'ws://site.test/ws/v4/',
    rooms: ['lobby'],
    onMessage: (m) => received.push(m),
    onSubscribed: subscribed,
    onStatus: (open) => statuses.push(open),
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    now: () => 1_700_000_000_000,
    setTimer: (run, ms) => {
      timers.push({ run, ms });
      return () => undefined;
    },
  });
  return { sockets, timers, received, subscribed, statuses, stream };
}

describe('chat stream (issue 16 "Chat: ... delivered over the WebSocket")', () => {
  it('the market stream on the same origin', () => {
    expect(sameOriginChatStreamUrl({ protocol: 'https:', host: 'www.meridian.example' })).toBe(
      'wss://www.meridian.example/ws/v4/',
    );
    expect(sameOriginChatStreamUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws/v4/');
  });

  it('subscribes to chat.messages with the room slugs as payload, and delivers each update message', async () => {
    const { sockets, received } = setUp();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.({});
    expect(socket.sent).toEqual([
      { time: 1_700_000_000, channel: 'chat.messages', event: 'subscribe', payload: ['lobby'] },
    ]);
    socket.onmessage?.({ data: update(message('1')) });
    expect(received).toEqual([message('1')]);
  });

  it('drops what is not a well-formed chat update of a subscribed room', async () => {
    const { sockets, received } = setUp();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.({});
    socket.onmessage?.({ data: 'not json' });
    socket.onmessage?.({ data: update({ id: 1 }) });
    socket.onmessage?.({ data: update(message('2'), 'spot.tickers') });
    socket.onmessage?.({ data: update(message('3', 'trading')) });
    expect(received).toEqual([]);
  });

  it('says when the server has acknowledged the subscription, first and after each reconnection, so the room is fetched again (nothing is replayed)', async () => {
    const { sockets, timers, subscribed, statuses } = setUp();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    (sockets[0] as FakeSocket).onopen?.({});
    // Open is not enough: a message sent before the server listens for us would be lost.
    expect(subscribed).not.toHaveBeenCalled();
    (sockets[0] as FakeSocket).onmessage?.({ data: subscribedFrame() });
    expect(subscribed).toHaveBeenCalledTimes(1);
    // A refused subscription is not an acknowledgement.
    (sockets[0] as FakeSocket).onmessage?.({ data: subscribedFrame({ code: 2, message: 'unknown room' }) });
    expect(subscribed).toHaveBeenCalledTimes(1);
    (sockets[0] as FakeSocket).onclose?.({});
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]?.run();
    (sockets[1] as FakeSocket).onclose?.({});
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);
    timers[1]?.run();
    (sockets[2] as FakeSocket).onopen?.({});
    expect((sockets[2] as FakeSocket).sent).toHaveLength(1);
    (sockets[2] as FakeSocket).onmessage?.({ data: subscribedFrame() });
    expect(subscribed).toHaveBeenCalledTimes(2);
    expect(statuses).toEqual([true, false, false, true]);
  });

  it('closed, it stays closed', async () => {
    const { sockets, timers, stream } = setUp();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    stream.close();
    expect((sockets[0] as FakeSocket).closed).toBe(true);
    expect(timers).toEqual([]);
  });
});
