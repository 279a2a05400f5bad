import { getCandlesticks } from '@meridian/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { data, redirect } from 'react-router';
import { type TradeLine, TradeView } from '../features/markets';
import {
  CHART_INDICATORS,
  type ChartDataFeed,
  createMarketDataFeed,
  type FeedPair,
  PriceChart,
  useSpotFillMarkers,
} from '../features/price-chart';
import { pageMeta } from '../features/seo';
import {
  SpotAccountPanel,
  SpotOrderForm,
  SpotTrading,
  spotPairRules,
  type SpotPairFields,
  useSpotFills,
} from '../features/spot-trading';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { useBrowserClients } from '../shell/http/client';
import { useMarketSocket } from '../shell/market-data';
import {
  loadCurrencyPair,
  loadCurrencyPairs,
  loadMarketRows,
  loadOrderBook,
  loadRecentTrades,
} from '../shell/market-data/index.server';
import { useLocalizedPath } from '../shell/site';
import type { Route } from './+types/trade';

// Under the order form, server-rendered in its reserved box; its code is not in the page's first
// script (decision 0056).
const AlphaBannerCard = lazy(() =>
  import('../features/marketing-banners').then((feature) => ({ default: feature.AlphaBannerCard })),
);

/** `BASE_QUOTE` as the trade page's path names a market. */
const PAIR_PATH = /^[A-Za-z0-9]{1,20}_[A-Za-z0-9]{1,20}$/;
/** Book levels and trades the page is rendered with. */
const BOOK_LEVELS = 50;
const TRADES = 30;

// shell §2 "/trade/{base}_{quote} (tab=isolated_margin for margin)".
export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  loaderData
    ? pageMeta({ root: rootDataOf(matches), location, title: loaderData.title, description: loaderData.description })
    : pageMeta({ root: rootDataOf(matches), location, page: 'notFound', notFound: true });

export async function loader(args: Route.LoaderArgs) {
  const { params, context, request } = args;
  const asked = params.pair ?? '';
  if (!PAIR_PATH.test(asked)) throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  // /trade/btc_usdt → /trade/BTC_USDT (one address per market).
  if (asked !== asked.toUpperCase()) {
    throw redirect(url.pathname.replace(asked, asked.toUpperCase()) + url.search, 301);
  }
  const lookup = await loadCurrencyPair(context.api, asked);
  if (lookup.kind === 'unknown') throw data('Not found', { status: 404 });
  // The market-data API did not answer: the page of the path's market, with its empty states.
  const [base = '', quote = ''] = asked.split('_');
  const pair: SpotPairFields =
    lookup.kind === 'listed'
      ? lookup.pair
      : {
          id: asked,
          base,
          quote,
          amount_precision: 0,
          precision: 0,
          min_base_amount: null,
          min_quote_amount: null,
          trade_status: 'untradable',
        };
  const [rows, pairs, book, trades] = await Promise.all([
    loadMarketRows(context.api),
    loadCurrencyPairs(context.api),
    loadOrderBook(context.api, pair.id, BOOK_LEVELS),
    loadRecentTrades(context.api, pair.id, TRADES),
  ]);
  const { messages } = routeMessages(args, ['markets', 'trade', 'chart', 'spotTrading']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages, namespace: 'trade' });
  const names = { pair: `${pair.base}/${pair.quote}`, base: pair.base, quote: pair.quote, site: context.site.name };
  const row = rows.find((r) => r.pair === pair.id);
  return {
    messages,
    title: t('metaTitle', names),
    description: t('metaDescription', names),
    // The order form's rules (issue 12): price and amount decimals, minimums, whether it trades.
    pair: {
      id: pair.id,
      base: pair.base,
      quote: pair.quote,
      precision: pair.precision,
      amount_precision: pair.amount_precision,
      min_base_amount: pair.min_base_amount,
      min_quote_amount: pair.min_quote_amount,
      trade_status: pair.trade_status,
    } satisfies SpotPairFields,
    row: row ?? null,
    rows,
    feedPairs: pairs.map((p): FeedPair => ({
      id: p.id,
      base: p.base,
      quote: p.quote,
      precision: p.precision,
      amountPrecision: p.amount_precision,
      since: p.buy_start,
    })),
    book,
    trades:
      trades?.map((x): TradeLine => ({
        id: x.id,
        time: Math.floor(Number(x.create_time_ms)),
        side: x.side,
        price: x.price,
        amount: x.amount,
      })) ?? null,
    mode: url.searchParams.get('tab') === 'isolated_margin' ? ('margin' as const) : ('spot' as const),
  };
}

export default function Trade({ loaderData }: Route.ComponentProps) {
  const { pair, row, rows, feedPairs, book, trades, mode, messages } = loaderData;
  const clients = useBrowserClients();
  const socket = useMarketSocket();
  const to = useLocalizedPath();
  const rules = useMemo(() => spotPairRules(pair), [pair]);
  // The chart's feed: history from the candlesticks call, live bars from the stream's trades.
  const feed = useMemo(
    () =>
      createMarketDataFeed({
        pairs: feedPairs,
        candles: async (id, interval, from, until) => {
          const outcome = await clients.getJson(getCandlesticks, {
            query: { currency_pair: id, interval, from: String(from), to: String(until) },
          });
          return outcome.ok ? outcome.data : null;
        },
        trades: (id, listener) =>
          socket().subscribe('spot.trades', [id], (trade) =>
            listener({ time: Number(trade.create_time_ms), price: trade.price, amount: trade.amount }),
          ),
      }),
    [feedPairs, clients, socket],
  );
  return (
    <RouteMessages messages={messages}>
      {row ? (
        // Spot orders in both modes: isolated margin is not built yet (issue 12).
        <SpotTrading key={pair.id} pair={rules} lastPrice={row.last}>
          <TradeView
            row={row}
            rows={rows}
            amountPrecision={pair.amount_precision}
            book={book}
            trades={trades}
            mode={mode}
            futuresContract={pair.quote === 'USDT' ? pair.id : undefined}
            chart={<SpotChart feed={feed} symbol={pair.id} />}
            // widgets §2 alpha card under the form, in a box reserved in the server HTML (no layout shift).
            orderPanel={
              <>
                <SpotOrderForm />
                <Suspense fallback={null}>
                  <AlphaBannerCard currency={pair.base} />
                </Suspense>
              </>
            }
            accountPanel={<SpotAccountPanel />}
          />
        </SpotTrading>
      ) : (
        <main className="page" id="main">
          <h1>{`${pair.base}/${pair.quote}`}</h1>
          <p data-testid="market-unavailable">{messages.trade.marketUnavailable}</p>
          <a href={to('/price')}>{messages.markets.viewAll}</a>
        </main>
      )}
    </RouteMessages>
  );
}

/** The pair's chart with the user's fills as widgets §3 buy/sell markers (none for a visitor). */
function SpotChart({ feed, symbol }: { feed: ChartDataFeed; symbol: string }) {
  const markers = useSpotFillMarkers(useSpotFills(), symbol);
  return <PriceChart feed={feed} symbol={symbol} indicators={CHART_INDICATORS} markers={markers} />;
}
