import { getCandlesticks } from '@meridian/contracts';
import { useMemo } from 'react';
import { data, redirect } from 'react-router';
import {
  FuturesAccountPanel,
  type FuturesContractFields,
  FuturesOrderForm,
  FuturesTrading,
  useFuturesChartData,
} from '../features/futures-trading';
import { loadFuturesContract } from '../features/futures-trading/index.server';
import { type TradeLine, TradeView } from '../features/markets';
import {
  CHART_INDICATORS,
  type ChartDataFeed,
  createMarketDataFeed,
  type FeedPair,
  PriceChart,
  useFuturesFillMarkers,
  usePositionLines,
} from '../features/price-chart';
import { pageMeta } from '../features/seo';
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
import type { Route } from './+types/futures';

/** The close unit (settlement coin) of the path: USDT perpetuals only (decision 0040). */
const CLOSE_UNIT = 'USDT';
const UNIT_PATH = /^[A-Za-z]{1,10}$/;
/** `BASE_USDT` as the futures page's path names a contract. */
const CONTRACT_PATH = /^[A-Za-z0-9]{1,20}_[Uu][Ss][Dd][Tt]$/;
/** Book levels and trades the page is rendered with. */
const BOOK_LEVELS = 50;
const TRADES = 30;

// shell §2 "/futures/{closeUnit}/{contract}".
export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  loaderData
    ? pageMeta({ root: rootDataOf(matches), location, title: loaderData.title, description: loaderData.description })
    : pageMeta({ root: rootDataOf(matches), location, page: 'notFound', notFound: true });

export async function loader(args: Route.LoaderArgs) {
  const { params, context, request } = args;
  const unit = params.closeUnit ?? '';
  const asked = params.contract ?? '';
  if (!UNIT_PATH.test(unit) || !CONTRACT_PATH.test(asked)) throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  // /futures/usdt/btc_usdt → /futures/USDT/BTC_USDT (one address per contract).
  if (unit !== unit.toUpperCase() || asked !== asked.toUpperCase()) {
    const path = url.pathname.replace(`/${unit}/${asked}`, `/${unit.toUpperCase()}/${asked.toUpperCase()}`);
    throw redirect(path + url.search, 301);
  }
  if (unit !== CLOSE_UNIT) throw data('Not found', { status: 404 });
  const lookup = await loadFuturesContract(context.api, asked);
  if (lookup.kind === 'unknown') throw data('Not found', { status: 404 });
  const [base = ''] = asked.split('_');
  // The contract trades on the spot pair's book (decision 0040): the same market's header, chart and book.
  const [pairLookup, rows, pairs, book, trades] = await Promise.all([
    loadCurrencyPair(context.api, asked),
    loadMarketRows(context.api),
    loadCurrencyPairs(context.api),
    loadOrderBook(context.api, asked, BOOK_LEVELS),
    loadRecentTrades(context.api, asked, TRADES),
  ]);
  const { messages } = routeMessages(args, ['markets', 'trade', 'chart', 'futuresTrading']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages, namespace: 'futuresTrading' });
  const names = { base, site: context.site.name };
  const row = rows.find((r) => r.pair === asked);
  const contract: FuturesContractFields | null =
    lookup.kind === 'listed'
      ? {
          name: lookup.contract.name,
          base: lookup.contract.base,
          precision: lookup.contract.precision,
          size_precision: lookup.contract.size_precision,
          min_size: lookup.contract.min_size,
          leverage_min: lookup.contract.leverage_min,
          leverage_max: lookup.contract.leverage_max,
          taker_fee: lookup.contract.taker_fee,
          mark_price: lookup.contract.mark_price,
        }
      : null;
  return {
    messages,
    title: t('metaTitle', names),
    description: t('metaDescription', names),
    heading: t('heading', names),
    contract,
    amountPrecision: pairLookup.kind === 'listed' ? pairLookup.pair.amount_precision : (contract?.size_precision ?? 0),
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
  };
}

export default function Futures({ loaderData }: Route.ComponentProps) {
  const { heading, contract, amountPrecision, row, rows, feedPairs, book, trades, messages } = loaderData;
  const clients = useBrowserClients();
  const socket = useMarketSocket();
  const to = useLocalizedPath();
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
      {row && contract ? (
        <FuturesTrading key={contract.name} contract={contract} markPrice={row.last}>
          <TradeView
            row={row}
            rows={rows}
            amountPrecision={amountPrecision}
            book={book}
            trades={trades}
            mode="futures"
            futuresContract={contract.name}
            chart={<FuturesChart feed={feed} symbol={contract.name} />}
            orderPanel={<FuturesOrderForm />}
            accountPanel={<FuturesAccountPanel />}
          />
        </FuturesTrading>
      ) : (
        <main className="page" id="main">
          <h1>{heading}</h1>
          <p data-testid="market-unavailable">{messages.trade.marketUnavailable}</p>
          <a href={to('/price')}>{messages.markets.viewAll}</a>
        </main>
      )}
    </RouteMessages>
  );
}

/**
 * The contract's chart with the user's trades as widgets §3 buy/sell markers and the open
 * position as a position line whose buttons open the panel's own confirm and TP/SL dialogs.
 */
function FuturesChart({ feed, symbol }: { feed: ChartDataFeed; symbol: string }) {
  const { positions, trades, actions } = useFuturesChartData();
  const markers = useFuturesFillMarkers(trades, symbol);
  const positionLines = usePositionLines(positions, symbol, actions);
  return (
    <PriceChart
      feed={feed}
      symbol={symbol}
      indicators={CHART_INDICATORS}
      markers={markers}
      positionLines={positionLines}
    />
  );
}
