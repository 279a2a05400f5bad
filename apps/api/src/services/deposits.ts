import { createHash } from 'node:crypto';
import type { DepositAddressAnswer, DepositHistory, FundsNetworks } from '@meridian/contracts';
import { depositAddressFrom, FUNDS_NETWORKS, fundsNetwork, networksOf } from '@meridian/domain';
import Big from 'big.js';
import type { Database } from '../db/database';
import {
  findDepositAddress,
  insertCreditedDeposit,
  listDeposits,
  saveDepositAddress,
  type DepositRow,
} from '../db/queries/deposits';

// Issue 16 deposits: per-user addresses per coin and network (deterministic, in the chain's format;
// no chain is connected) and the history of credited deposits.

export const DEFAULT_LIST_LIMIT = 50;

/** The catalogue of coins and networks (domain FUNDS_NETWORKS) as the wire lists it. */
export function fundsNetworksList(): FundsNetworks {
  return {
    list: Object.entries(FUNDS_NETWORKS).map(([coin, networks]) => ({
      coin,
      networks: networks.map((n) => ({
        network: n.network,
        name: n.name,
        memo: n.memo,
        min_withdrawal: n.minWithdrawal,
        withdrawal_fee: n.withdrawalFee,
        decimals: n.decimals,
        min_deposit: n.minDeposit,
        confirmations: n.confirmations,
      })),
    })),
  };
}

/**
 * The bytes an address is made from: SHA-256 of what identifies it. Nothing secret goes in (the
 * address is public, and knowing how it was made gives nobody any funds: no chain is connected).
 */
function addressSeed(uid: number, coin: string, network: string): string {
  return createHash('sha256').update(`meridian-deposit-address:${uid}:${coin}:${network}`).digest('hex');
}

export type UnknownNetwork = { kind: 'unknown-network'; message: string };

function unknownNetwork(coin: string, network: string): UnknownNetwork {
  const known = networksOf(coin).map((n) => n.network);
  return {
    kind: 'unknown-network',
    message:
      known.length === 0
        ? `coin: ${coin} cannot be deposited here`
        : `network: ${coin} is deposited on ${known.join(', ')}, not ${network}`,
  };
}

/** The account's address for `coin` on `network`: made on the first ask, the same ever after. */
export async function depositAddressOf(
  db: Database,
  uid: number,
  coin: string,
  network: string,
  now: Date,
): Promise<{ kind: 'ok'; answer: DepositAddressAnswer } | UnknownNetwork> {
  const known = fundsNetwork(coin, network);
  if (!known) return unknownNetwork(coin, network);
  const row =
    (await findDepositAddress(db, uid, coin, network)) ??
    (await saveDepositAddress(
      db,
      { uid, coin, network, ...depositAddressFrom(known.format, addressSeed(uid, coin, network)) },
      now,
    ));
  return { kind: 'ok', answer: { coin, network, address: row.address, memo: row.memo } };
}

const amountText = (value: string) => new Big(value).toFixed();

function depositRecord(row: DepositRow): DepositHistory['list'][number] {
  return {
    id: String(row.id),
    coin: row.coin,
    network: row.network,
    amount: amountText(row.amount),
    tx_id: row.txId,
    status: 'credited',
    created_at: row.createdAt.toISOString(),
  };
}

export async function depositHistoryOf(
  db: Database,
  uid: number,
  filter: { coin?: string | undefined; limit?: string | undefined },
): Promise<DepositHistory> {
  const rows = await listDeposits(db, uid, {
    coin: filter.coin,
    limit: filter.limit === undefined ? DEFAULT_LIST_LIMIT : Number(filter.limit),
  });
  return { list: rows.map(depositRecord) };
}

export type CreditOutcome =
  | { kind: 'credited'; deposit: DepositHistory['list'][number] }
  | { kind: 'duplicate' }
  | UnknownNetwork
  | { kind: 'bad-amount'; message: string };

/**
 * Credit a deposit to the spot wallet (the development command; a chain watcher would call this):
 * its row and the ledger's 'deposit' movement (`deposit:<id>`) in one transaction. `txId` is the
 * chain's transaction id: the same one is never credited twice.
 */
export async function creditDeposit(
  db: Database,
  input: { uid: number; coin: string; network: string; amount: string; txId: string },
  now: Date,
): Promise<CreditOutcome> {
  if (!fundsNetwork(input.coin, input.network)) return unknownNetwork(input.coin, input.network);
  if (!/^\d{1,20}(\.\d{1,18})?$/.test(input.amount) || new Big(input.amount).lte(0)) {
    return { kind: 'bad-amount', message: `amount: ${input.amount} is not a positive decimal number such as 12.5` };
  }
  const row = await insertCreditedDeposit(db, { ...input, amount: amountText(input.amount) }, now);
  return row ? { kind: 'credited', deposit: depositRecord(row) } : { kind: 'duplicate' };
}
