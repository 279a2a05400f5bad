import type { DepositHistory, FundsNetworks } from '@meridian/contracts';
import type { QrCodeShape } from '../../kit';

/** The coin of `/myaccount/deposit` without one (issue 16 item 5 "default USDT"; the side menu's deposit item). */
export const DEFAULT_DEPOSIT_COIN = 'USDT';

/** The query parameter naming the chosen network, so every choice has an address of its own. */
export const NETWORK_PARAM = 'network';

/** How many of the coin's latest deposits the page lists. */
export const DEPOSIT_HISTORY_LIMIT = 20;

export type DepositNetwork = FundsNetworks['list'][number]['networks'][number];
export type DepositRecord = DepositHistory['list'][number];

/** The account's address for the chosen coin and network, with its QR code (drawn on the server). */
export interface DepositAddressView {
  address: string;
  /** The destination tag or comment the deposit must carry; null where the network takes none. */
  memo: string | null;
  qr: QrCodeShape;
}

/**
 * What the loader read for `/myaccount/deposit/{currency}`: an apology when the coin list could not
 * be read, the coin list when the link names a coin that cannot be deposited, or the coin's page. A
 * part whose call failed is null and says so in its place.
 */
export type DepositView =
  | { kind: 'unavailable' }
  | { kind: 'unknown-coin'; coin: string; coins: string[] }
  | {
      kind: 'coin';
      coin: string;
      coins: string[];
      networks: DepositNetwork[];
      network: DepositNetwork;
      /** The `network` the link asked for when the coin has no such network (its first one is shown). */
      unknownNetwork: string | null;
      address: DepositAddressView | null;
      history: DepositRecord[] | null;
    };

/** The page of `coin` (without locale prefix), on `network` when one is given. */
export function depositPagePath(coin: string, network?: string): string {
  const path = `/myaccount/deposit/${encodeURIComponent(coin)}`;
  return network === undefined ? path : `${path}?${NETWORK_PARAM}=${encodeURIComponent(network)}`;
}
