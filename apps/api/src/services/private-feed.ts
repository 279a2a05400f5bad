import type { PrivateChannel } from '@meridian/contracts';
import type { DatabaseHandle } from '../db/database';
import { positionsOpenOrChangedSince } from '../db/queries/futures-positions';
import { fillsSince, ordersUpdatedSince, SPOT_ACCOUNT_CHANNEL } from '../db/queries/spot-orders';
import type { PrivateFeed, PrivateItem } from '../market-stream/private-channels';
import { listFuturesAccounts, markPrice, positionView } from './futures-trading';
import type { MarketEngine } from './market/market-engine';
import { findSessionAccount } from './sessions';
import type { SessionCache } from './session-cache';
import { fillView, listSpotAccounts, orderView } from './spot-trading';

/**
 * How far back a change is sent again when an account is announced: longer than any trading
 * transaction, so a change committed after a later one is still found (clients upsert by id).
 */
const RECENT_MS = 60_000;

/** The private channels' feed on the database: sessions, announcements and the account's rows. */
export function createPrivateFeed(options: {
  database: DatabaseHandle;
  engine: MarketEngine;
  sessionCache?: SessionCache | undefined;
}): PrivateFeed {
  const { database, engine } = options;
  const db = database.db;
  return {
    async accountOf(token) {
      if (token === undefined) return undefined;
      const account = await findSessionAccount(db, token, new Date(), options.sessionCache);
      return account?.uid;
    },
    async recent(uid: number, channel: PrivateChannel, nowMs: number): Promise<PrivateItem[]> {
      const since = new Date(nowMs - RECENT_MS);
      switch (channel) {
        case 'spot.orders':
          return (await ordersUpdatedSince(db, uid, since, 200)).map((row) => {
            const order = orderView(row);
            return { key: order.id, pair: order.currency_pair, value: order };
          });
        case 'spot.usertrades':
          return (await fillsSince(db, uid, since, 200)).map((row) => {
            const trade = fillView(row);
            return { key: trade.id, pair: trade.currency_pair, value: trade };
          });
        case 'spot.balances':
          // Every coin's balance; the stream sends the ones that changed.
          return (await listSpotAccounts(db, uid)).map((balance) => ({
            key: balance.currency,
            pair: balance.currency,
            value: { ...balance, timestamp_ms: nowMs },
          }));
        case 'futures.balances':
          // The futures wallet (issue 16): a transfer in or out changes it with no position moving.
          return (await listFuturesAccounts(db, uid)).map((balance) => ({
            key: balance.currency,
            pair: balance.currency,
            value: { ...balance, timestamp_ms: nowMs },
          }));
        case 'futures.positions':
          return (await positionsOpenOrChangedSince(db, uid, since)).map((row) => {
            const open = row.status === 'open';
            const view = positionView(
              row,
              open ? markPrice(engine, row.contract, nowMs) : undefined,
              engine.pair(row.contract)?.precision ?? 8,
            );
            // The mark moves every second: an open position is keyed by its state, not its mark.
            return {
              key: `${view.id}|${view.status}|${view.size}|${view.tp_price}|${view.sl_price}`,
              pair: view.contract,
              value: view,
            };
          });
      }
    },
    async watch(handlers) {
      const feed = await database.listen(SPOT_ACCOUNT_CHANNEL, {
        notify: (payload) => {
          const uid = Number(payload);
          if (Number.isInteger(uid)) handlers.changed(uid);
        },
        reset: () => handlers.resync(),
      });
      return { stop: () => feed.stop() };
    },
  };
}
