import { describe, expect, it } from 'vitest';
import { createMarketSocket, type SocketLike } from './market-socket';

/** Records the addresses the socket opens (what is opened, not what it says, is under test here). */
function recorder() {
  const opened: string[] = [];
  const open = (url: string): SocketLike => {
    opened.push(url);
    return {
      readyState: 0,
      send: () => undefined,
      close: () => undefined,
      onopen: null,
      onclose: null,
      onerror: null,
      onmessage: null,
    };
  };
  return { opened, open };
}

const URL = 'ws://127.0.0.1:1/ws/v4/';

/** A socket with a start rule the test fires itself. */
function gated() {
  const { opened, open } = recorder();
  let start: (() => void) | undefined;
  const socket = createMarketSocket({ url: URL, open, startWhen: (go) => (start = go) });
  return { opened, socket, start: () => start?.() };
}

describe('the market socket opens when it may', () => {
  it('without a start rule it opens at the first subscription, once', () => {
    const { opened, open } = recorder();
    const socket = createMarketSocket({ url: URL, open });
    expect(opened).toEqual([]);
    socket.subscribe('spot.tickers', ['BTC_USDT'], () => undefined);
    socket.subscribe('spot.trades', ['BTC_USDT'], () => undefined);
    expect(opened).toEqual([URL]);
    socket.close();
  });

  it('with a start rule (after the page loaded and went idle) it waits for it, then opens for what was subscribed', () => {
    const { opened, socket, start } = gated();
    socket.subscribe('spot.tickers', ['BTC_USDT'], () => undefined);
    expect(opened).toEqual([]);
    start();
    expect(opened).toEqual([URL]);
    start();
    expect(opened).toEqual([URL]);
    socket.close();
  });

  it('a start with nothing subscribed opens nothing until a widget listens', () => {
    const { opened, socket, start } = gated();
    start();
    expect(opened).toEqual([]);
    socket.subscribe('spot.tickers', ['ETH_USDT'], () => undefined);
    expect(opened).toEqual([URL]);
    socket.close();
  });
});
