import { getDepositAddress, getDepositHistory, getFundsNetworks } from '@meridian/contracts';
import { localizePath } from '@meridian/domain';
import { qrCodeShape } from '../../kit/qr-code/index.server';
import { type ApiFetch, getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../../shell/http';
import {
  DEFAULT_DEPOSIT_COIN,
  DEPOSIT_HISTORY_LIMIT,
  type DepositAddressView,
  depositPagePath,
  type DepositView,
} from './deposit-view';

/** What a coin code in a link looks like (the API's coin codes are upper case; a link may not be). */
const COIN_IN_LINK = /^[A-Za-z0-9]{1,20}$/;
/** The longest network name a link may echo back in the page's notice. */
const NETWORK_ECHO_MAX = 20;

/**
 * Where `/myaccount/deposit[/{currency}]` sends the reader instead, or null to show the page:
 * without a coin, to the default coin's page (issue 16 item 5 "default USDT"), and a coin written
 * in lower case to its upper-case page (one address per page). The query (the network) is kept.
 */
export function depositRedirect(currency: string | undefined, requestUrl: string, localePrefix: string): string | null {
  const { search } = new URL(requestUrl);
  if (currency === undefined || currency === '') {
    return `${localizePath(localePrefix, depositPagePath(DEFAULT_DEPOSIT_COIN))}${search}`;
  }
  const upper = currency.toUpperCase();
  if (!COIN_IN_LINK.test(currency) || upper === currency) return null;
  return `${localizePath(localePrefix, depositPagePath(upper))}${search}`;
}

/**
 * The deposit page's data, read on the server so the page arrives whole (issue 16 item 5): the coin
 * list (public), then the account's address on the chosen network and the coin's latest deposits,
 * side by side. The network is the link's `network` when the coin has it, else the coin's first.
 * `sessionGone`: a call answered 401, so the reader is sent to log in (as a visitor is).
 */
export async function loadDepositView(
  api: ApiFetch,
  asked: { coin: string; network: string | null },
): Promise<{ view: DepositView; sessionGone: boolean }> {
  const options = { timeoutMs: SERVER_REQUEST_TIMEOUT_MS };
  const list = await getEnvelope(api, getFundsNetworks, options);
  if (!list.ok) return { view: { kind: 'unavailable' }, sessionGone: false };
  const coins = list.data.list.filter((entry) => entry.networks.length > 0).map((entry) => entry.coin);
  const entry = list.data.list.find((e) => e.coin === asked.coin);
  const first = entry?.networks[0];
  if (!entry || !first) return { view: { kind: 'unknown-coin', coin: asked.coin, coins }, sessionGone: false };

  const wanted = asked.network?.trim() ?? '';
  const network = entry.networks.find((n) => n.network === wanted.toUpperCase()) ?? first;
  const unknownNetwork = wanted !== '' && network.network !== wanted.toUpperCase() ? wanted : null;
  const [address, history] = await Promise.all([
    getEnvelope(api, getDepositAddress, { ...options, query: { coin: entry.coin, network: network.network } }),
    getEnvelope(api, getDepositHistory, {
      ...options,
      query: { coin: entry.coin, limit: String(DEPOSIT_HISTORY_LIMIT) },
    }),
  ]);
  const gone = [address, history].some((o) => !o.ok && o.reason === 'status' && o.status === 401);
  const addressView: DepositAddressView | null = address.ok
    ? { address: address.data.address, memo: address.data.memo, qr: qrCodeShape(address.data.address) }
    : null;
  return {
    view: {
      kind: 'coin',
      coin: entry.coin,
      coins,
      networks: entry.networks,
      network,
      unknownNetwork: unknownNetwork === null ? null : unknownNetwork.slice(0, NETWORK_ECHO_MAX),
      address: addressView,
      history: history.ok ? history.data.list : null,
    },
    sessionGone: gone,
  };
}
