// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVATE_NEWS_MS, usePrivateStream } from './private-stream';

// Issue 12 deliverable 5 on the web: the account's private channels tell the panels to read again.

interface Fake {
  url: string;
  sent: Array<Record<string, unknown>>;
  closed: boolean;
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

function sockets() {
  const opened: Fake[] = [];
  const open = (url: string) => {
    const socket: Fake = {
      url,
      sent: [],
      closed: false,
      readyState: 1,
      send(data) {
        this.sent.push(JSON.parse(data) as Record<string, unknown>);
      },
      close() {
        this.closed = true;
        this.onclose?.({});
      },
      onopen: null,
      onclose: null,
      onmessage: null,
    };
    opened.push(socket);
    return socket;
  };
  return { opened, open };
}

function Probe(props: { enabled: boolean; heard: () => void; open: ReturnType<typeof sockets>['open'] }) {
  usePrivateStream(
    [
      ['spot.orders', ['BTC_USDT']],
      ['spot.balances', ['BTC', 'USDT']],
    ],
    props.enabled,
    props.heard,
    props.open,
  );
  return null;
}

const update = (socket: Fake | undefined, frame: Record<string, unknown>) =>
  act(() => socket?.onmessage?.({ data: JSON.stringify({ time: 1, event: 'update', result: [], ...frame }) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('usePrivateStream', () => {
  it('opens only while enabled, subscribes each channel with its topics, and hears only their updates', () => {
    vi.useFakeTimers();
    const { opened, open } = sockets();
    const heard = vi.fn();
    const view = render(<Probe enabled={false} heard={heard} open={open} />);
    expect(opened).toHaveLength(0);
    view.rerender(<Probe enabled heard={heard} open={open} />);
    expect(opened).toHaveLength(1);
    const socket = opened[0];
    act(() => socket?.onopen?.({}));
    expect(socket?.sent.map((f) => [f.event, f.channel, f.payload])).toEqual([
      ['subscribe', 'spot.orders', ['BTC_USDT']],
      ['subscribe', 'spot.balances', ['BTC', 'USDT']],
    ]);
    const later = () => act(() => vi.advanceTimersByTime(PRIVATE_NEWS_MS));
    update(socket, { channel: 'spot.orders' });
    later();
    update(socket, { channel: 'spot.balances' });
    later();
    update(socket, { channel: 'spot.tickers' });
    update(socket, { channel: 'spot.orders', error: { code: 2, message: 'Authentication fail' } });
    act(() => socket?.onmessage?.({ data: 'not json' }));
    later();
    expect(heard).toHaveBeenCalledTimes(2);
    // A fill's three updates in a row are told once.
    update(socket, { channel: 'spot.orders' });
    update(socket, { channel: 'spot.balances' });
    update(socket, { channel: 'spot.orders' });
    expect(heard).toHaveBeenCalledTimes(2);
    later();
    expect(heard).toHaveBeenCalledTimes(3);
    // Logged out: the socket closes and is not opened again.
    view.rerender(<Probe enabled={false} heard={heard} open={open} />);
    expect(socket?.closed).toBe(true);
    expect(opened).toHaveLength(1);
  });

  it('a lost socket is opened again after a wait, and subscribes again', () => {
    vi.useFakeTimers();
    const { opened, open } = sockets();
    render(<Probe enabled heard={() => undefined} open={open} />);
    act(() => opened[0]?.onopen?.({}));
    act(() => opened[0]?.onclose?.({}));
    expect(opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(opened).toHaveLength(2);
    act(() => opened[1]?.onopen?.({}));
    expect(opened[1]?.sent.filter((f) => f.event === 'subscribe')).toHaveLength(2);
  });
});
