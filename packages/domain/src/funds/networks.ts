import Big from 'big.js';
import { hasBech32Checksum } from './address-encodings';

// Deposit and withdrawal networks per coin (issue 16 "per-user deposit addresses per asset and
// network ... withdrawals with address-format validation per network, minimum and fee"). No chain
// is connected: these are the reference exchange's catalogue, in the shapes real chains use.

/** How a network's addresses are written (each has its validator below and its maker in deposit-address.ts). */
export type AddressFormat = 'bitcoin' | 'evm' | 'tron' | 'solana' | 'xrp' | 'ton' | 'dogecoin';

/** Whether a deposit or withdrawal on the network carries a memo (tag) beside the address. */
export type MemoRule = 'none' | 'tag' | 'comment';

export interface FundsNetwork {
  /** The network's code on the wire (`network` fields): BTC, ERC20, TRC20, SOL ... */
  network: string;
  /** Its name as shown. */
  name: string;
  format: AddressFormat;
  /** 'tag': XRP's destination tag (a 32-bit number); 'comment': TON's text comment. */
  memo: MemoRule;
  /** The smallest amount one withdrawal may send (decimal text), the fee not included. */
  minWithdrawal: string;
  /** The fee of one withdrawal (decimal text, in the coin), taken on top of the amount. */
  withdrawalFee: string;
  /** Decimal places a withdrawal amount may have. */
  decimals: number;
  /** The smallest deposit the exchange credits (decimal text), shown under the deposit address (issue 16 item 4). */
  minDeposit: string;
  /** Blocks a deposit waits for before it is credited, shown under the deposit address (issue 16 item 4). */
  confirmations: number;
}

const btc: FundsNetwork = {
  network: 'BTC',
  name: 'Bitcoin',
  format: 'bitcoin',
  memo: 'none',
  minWithdrawal: '0.001',
  withdrawalFee: '0.0002',
  decimals: 8,
  minDeposit: '0.0001',
  confirmations: 2,
};
const erc20 = (minWithdrawal: string, withdrawalFee: string, decimals: number, minDeposit: string): FundsNetwork => ({
  network: 'ERC20',
  name: 'Ethereum (ERC20)',
  format: 'evm',
  memo: 'none',
  minWithdrawal,
  withdrawalFee,
  decimals,
  minDeposit,
  confirmations: 12,
});
const trc20 = (minWithdrawal: string, withdrawalFee: string, decimals: number, minDeposit: string): FundsNetwork => ({
  network: 'TRC20',
  name: 'Tron (TRC20)',
  format: 'tron',
  memo: 'none',
  minWithdrawal,
  withdrawalFee,
  decimals,
  minDeposit,
  confirmations: 20,
});
const sol = (minWithdrawal: string, withdrawalFee: string, decimals: number, minDeposit: string): FundsNetwork => ({
  network: 'SOL',
  name: 'Solana',
  format: 'solana',
  memo: 'none',
  minWithdrawal,
  withdrawalFee,
  decimals,
  minDeposit,
  confirmations: 32,
});

/** The networks each coin can be deposited and withdrawn on, in the order the chooser lists them. */
export const FUNDS_NETWORKS: Readonly<Record<string, readonly FundsNetwork[]>> = {
  BTC: [btc],
  ETH: [erc20('0.01', '0.002', 8, '0.005')],
  USDT: [erc20('10', '4', 6, '1'), trc20('5', '1', 6, '1'), sol('2', '0.5', 6, '1')],
  USDC: [erc20('10', '4', 6, '1'), sol('2', '0.5', 6, '1')],
  SOL: [sol('0.1', '0.01', 8, '0.01')],
  TRX: [trc20('10', '1', 6, '1')],
  XRP: [
    {
      network: 'XRP',
      name: 'XRP Ledger',
      format: 'xrp',
      memo: 'tag',
      minWithdrawal: '20',
      withdrawalFee: '0.25',
      decimals: 6,
      minDeposit: '1',
      confirmations: 1,
    },
  ],
  TON: [
    {
      network: 'TON',
      name: 'The Open Network',
      format: 'ton',
      memo: 'comment',
      minWithdrawal: '1',
      withdrawalFee: '0.05',
      decimals: 8,
      minDeposit: '0.1',
      confirmations: 1,
    },
  ],
  DOGE: [
    {
      network: 'DOGE',
      name: 'Dogecoin',
      format: 'dogecoin',
      memo: 'none',
      minWithdrawal: '50',
      withdrawalFee: '5',
      decimals: 8,
      minDeposit: '10',
      confirmations: 40,
    },
  ],
};

/** The coins that can be deposited and withdrawn. */
export const FUNDS_COINS: readonly string[] = Object.keys(FUNDS_NETWORKS);

export function networksOf(coin: string): readonly FundsNetwork[] {
  return Object.hasOwn(FUNDS_NETWORKS, coin) ? (FUNDS_NETWORKS[coin] ?? []) : [];
}

export function fundsNetwork(coin: string, network: string): FundsNetwork | undefined {
  return networksOf(coin).find((n) => n.network === network);
}

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';

/**
 * The address patterns: Bitcoin bech32 `bc1…` (lower case; the legacy `1…`/`3…` base58 forms
 * too), EVM `0x` + 40 hex, Tron `T` + 33 base58, Solana 32-44 base58, XRP `r` + 24-34 base58,
 * TON user-friendly (48 base64url, `EQ`/`UQ`…) or raw (`0:` + 64 hex), Dogecoin `D` + 33 base58.
 */
export const ADDRESS_PATTERNS: Readonly<Record<AddressFormat, RegExp>> = {
  bitcoin: new RegExp(`^(?:bc1[02-9ac-hj-np-z]{11,71}|[13]${BASE58}{25,34})$`),
  evm: /^0x[0-9a-fA-F]{40}$/,
  tron: new RegExp(`^T${BASE58}{33}$`),
  solana: new RegExp(`^${BASE58}{32,44}$`),
  xrp: new RegExp(`^r${BASE58}{24,34}$`),
  ton: /^(?:[EUk0]Q[A-Za-z0-9_-]{46}|-?[01]:[0-9a-fA-F]{64})$/,
  dogecoin: new RegExp(`^D${BASE58}{33}$`),
};

/** What each format looks like, for the refusal's message. */
const FORMAT_HINTS: Readonly<Record<AddressFormat, string>> = {
  bitcoin: 'a Bitcoin address (bc1…, 1… or 3…)',
  evm: '0x followed by 40 hexadecimal digits',
  tron: 'T followed by 33 base58 characters',
  solana: '32 to 44 base58 characters',
  xrp: 'r followed by 24 to 34 base58 characters',
  ton: 'a TON address (48 characters such as UQ… or EQ…, or 0: and 64 hexadecimal digits)',
  dogecoin: 'D followed by 33 base58 characters',
};

/** The format's pattern; a bech32 Bitcoin address's checksum too, so a mistyped character is caught. */
export function isValidAddress(format: AddressFormat, address: string): boolean {
  if (!ADDRESS_PATTERNS[format].test(address)) return false;
  return format !== 'bitcoin' || !address.startsWith('bc1') || hasBech32Checksum(address);
}

/** XRP destination tags are unsigned 32-bit numbers. */
const MAX_XRP_TAG = 4_294_967_295;
/** A TON comment the reference exchange accepts: printable text, short. */
export const MAX_MEMO_LENGTH = 120;

/** Why a memo is wrong for the network, or null. A network without memos takes none. */
export function memoProblem(rule: MemoRule, memo: string | undefined): string | null {
  // A memo is optional everywhere: a withdrawal to one's own wallet needs none.
  if (memo === undefined || memo === '') return null;
  switch (rule) {
    case 'none':
      return 'this network takes no memo';
    case 'tag':
      return /^\d{1,10}$/.test(memo) && Number(memo) <= MAX_XRP_TAG
        ? null
        : `must be a destination tag: a whole number from 0 to ${MAX_XRP_TAG}`;
    case 'comment':
      return /^[\x20-\x7e]+$/.test(memo) && memo.length <= MAX_MEMO_LENGTH
        ? null
        : `must be printable text of at most ${MAX_MEMO_LENGTH} characters`;
  }
}

/** Plain decimal text: digits, an optional fraction; no sign, no exponent. */
const AMOUNT_TEXT = /^\d{1,20}(?:\.\d{1,18})?$/;

export interface WithdrawalRequest {
  coin: string;
  network: string;
  address: string;
  memo?: string | undefined;
  amount: string;
}

/** A withdrawal that passed the rules: what leaves (amount + fee) is `total`. */
export interface CheckedWithdrawal {
  network: FundsNetwork;
  address: string;
  memo: string | null;
  amount: string;
  fee: string;
  total: string;
}

export type WithdrawalCheck =
  { ok: true; withdrawal: CheckedWithdrawal } | { ok: false; field: keyof WithdrawalRequest; message: string };

/**
 * The rules a withdrawal must pass before any balance is read (issue 16 "address-format validation
 * per network, minimum and fee"): the network is one of the coin's, the address has its format,
 * the memo fits, the amount is plain decimal text with the network's decimals, at least the
 * minimum. Whether amount + fee is available is the ledger's to say (it refuses a negative balance).
 */
export function checkWithdrawal(request: WithdrawalRequest): WithdrawalCheck {
  const networks = networksOf(request.coin);
  if (networks.length === 0) return { ok: false, field: 'coin', message: `${request.coin} cannot be withdrawn` };
  const network = networks.find((n) => n.network === request.network);
  if (!network) {
    const known = networks.map((n) => n.network).join(', ');
    return {
      ok: false,
      field: 'network',
      message: `${request.coin} cannot be withdrawn on ${request.network}; its networks: ${known}`,
    };
  }
  const address = request.address.trim();
  if (!isValidAddress(network.format, address)) {
    return {
      ok: false,
      field: 'address',
      message: `not a ${network.name} address: expected ${FORMAT_HINTS[network.format]}`,
    };
  }
  const memo = request.memo?.trim() ?? '';
  const badMemo = memoProblem(network.memo, memo);
  if (badMemo) return { ok: false, field: 'memo', message: badMemo };
  if (!AMOUNT_TEXT.test(request.amount)) {
    return { ok: false, field: 'amount', message: 'must be a positive decimal number such as 12.5' };
  }
  const fraction = request.amount.split('.')[1] ?? '';
  if (fraction.length > network.decimals) {
    return {
      ok: false,
      field: 'amount',
      message: `at most ${network.decimals} decimal places on ${network.name}`,
    };
  }
  const amount = new Big(request.amount);
  if (amount.lt(network.minWithdrawal)) {
    return {
      ok: false,
      field: 'amount',
      message: `the minimum withdrawal of ${request.coin} on ${network.name} is ${network.minWithdrawal}`,
    };
  }
  return {
    ok: true,
    withdrawal: {
      network,
      address,
      memo: memo === '' ? null : memo,
      amount: amount.toFixed(),
      fee: network.withdrawalFee,
      total: amount.plus(network.withdrawalFee).toFixed(),
    },
  };
}
