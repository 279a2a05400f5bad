// @vitest-environment happy-dom
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  attachMarketStream,
  createMarketEngine,
  createMarketStream,
  engineStreamSource,
  type MarketStream,
} from '@meridian/api';
import { MARKET_STREAM_PATH } from '@meridian/contracts';
import type { MarketRow } from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MarketStreamProvider, tickerFigures } from '../../shell/market-data';
import { renderWithShell } from '../../test-support/render-with-shell';
import { HomeMarkets, HOME_TAB_ROWS } from './home-markets';
import { MarketsPage } from './markets-page';
import { OrderBook } from './order-book';
import { RecentTrades } from './recent-trades';

// Issue 11 deliverables 5 and 6: the markets widgets rendered as the pages render them, kept live
// by the API's real market stream on loopback (the engine, the stream server, a real WebSocket).

const engine = createMarketEngine();
let stream: MarketStream;
let server: Server;
let url: string;

beforeAll(async () => {
  stream = await createMarketStream({ source: engineStreamSource(engine) });
  server = createServer((_request, response) => response.writeHead(404).end());
  attachMarketStream(server, stream);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${MARKET_STREAM_PATH}`;
});

afterEach(cleanup);

afterAll(async () => {
  await stream.close();
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

/** Every market's row as the server renders it (market-rows.server.ts), from the engine at `now`. */
function rowsAt(now: number): MarketRow[] {
  const tickers = new Map(engine.tickers(now).map((t) => [t.currency_pair, t]));
  return engine.pairs().flatMap((pair) => {
    const ticker = tickers.get(pair.id);
    return ticker
      ? [
          {
            pair: pair.id,
            base: pair.base,
            quote: pair.quote,
            pricePrecision: pair.precision,
            spark: [],
            ...tickerFigures(ticker),
          },
        ]
      : [];
  });
}

const live = (ui: ReactNode) => renderWithShell(<MarketStreamProvider url={url}>{ui}</MarketStreamProvider>);
const pairNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
const values = (prefix: string) =>
  [...document.querySelectorAll(`[data-testid^="${prefix}"]`)].map((cell) => cell.getAttribute('data-value') ?? '');

describe('markets page (issue 11 deliverable 5: search, quote filter, sort by any column, all pairs)', () => {
  it('lists every pair, searches, filters by quote currency and sorts by pair both ways', () => {
    const rows = rowsAt(Date.now());
    live(<MarketsPage rows={rows} fiat={null} />);
    expect(pairNames()).toHaveLength(rows.length);

    fireEvent.change(screen.getByTestId('markets-search'), { target: { value: 'eth' } });
    const found = pairNames();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(rows.length);
    for (const name of found) expect(name).toContain('ETH');

    fireEvent.change(screen.getByTestId('markets-search'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('markets-quote-BTC'));
    const btc = pairNames();
    expect(btc.length).toBe(rows.filter((r) => r.quote === 'BTC').length);
    for (const name of btc) expect(name).toMatch(/\/BTC$/);

    fireEvent.click(screen.getByTestId('markets-quote-all'));
    const sortByPair = document.querySelector<HTMLElement>('[data-sort-key="pair"]');
    if (!sortByPair) throw new Error('no pair column to sort by');
    fireEvent.click(sortByPair);
    const ascending = pairNames();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en')));
    fireEvent.click(sortByPair);
    expect(pairNames()).toEqual([...ascending].reverse());
    expect(document.querySelectorAll('[aria-sort="descending"]')).toHaveLength(1);

    fireEvent.change(screen.getByTestId('markets-search'), { target: { value: 'zzzz' } });
    expect(screen.getByTestId('markets-empty')).toBeTruthy();
  });

  it('says market data is unavailable when the page had no rows', () => {
    live(<MarketsPage rows={[]} fiat={null} />);
    expect(screen.getByTestId('markets-unavailable')).toBeTruthy();
  });
});

describe('home markets (issue 11 deliverable 5: gainers, losers, volume; live without reload)', () => {
  it('orders the tabs and then follows the stream', async () => {
    live(<HomeMarkets rows={rowsAt(Date.now())} fiat={null} />);
    const table = screen.getByTestId('home-markets-table');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(HOME_TAB_ROWS);
    const gainers = values('market-change-').map(Number);
    expect(gainers).toEqual([...gainers].sort((a, b) => b - a));

    fireEvent.click(screen.getByTestId('home-markets-tab-losers'));
    const losers = values('market-change-').map(Number);
    expect(losers).toEqual([...losers].sort((a, b) => a - b));

    // The engine moves every second; the rows were taken a little earlier.
    const before = values('market-last-').join();
    await waitFor(() => expect(values('market-last-').join()).not.toBe(before), { timeout: 10_000 });
  });
});

describe('order book and recent trades (issue 11 deliverable 6)', () => {
  const pair = engine.pair('BTC_USDT');
  if (!pair) throw new Error('the engine lists no BTC_USDT');
  const common = {
    pair: pair.id,
    base: pair.base,
    quote: pair.quote,
    pricePrecision: pair.precision,
    amountPrecision: pair.amount_precision,
  };

  it('shows both sides around the spread and moves with the stream', async () => {
    const now = Date.now();
    const book = engine.orderBook(pair.id, now, { limit: 50 });
    if (!book) throw new Error('no book');
    live(
      <OrderBook {...common} initial={{ asks: book.asks, bids: book.bids }} last={engine.ticker(pair.id, now)?.last} />,
    );
    expect(screen.getAllByTestId('book-ask').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('book-bid').length).toBeGreaterThan(0);
    const before = screen.getByTestId('order-book').textContent;
    await waitFor(() => expect(screen.getByTestId('order-book').textContent).not.toBe(before), { timeout: 10_000 });
  });

  it('says so when the book or the trades could not be read, and when there are no trades yet', () => {
    live(
      <>
        <OrderBook {...common} initial={null} last={undefined} />
        <RecentTrades {...common} initial={null} />
      </>,
    );
    expect(screen.getByTestId('order-book-unavailable')).toBeTruthy();
    expect(screen.getByTestId('trades-unavailable')).toBeTruthy();
    cleanup();
    live(<RecentTrades {...common} initial={[]} />);
    expect(screen.getByTestId('trades-empty')).toBeTruthy();
  });
});
