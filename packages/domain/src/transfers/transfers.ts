import { USDT_DECIMALS } from '../trading/futures-rules';

// Issue 16 "Transfers between the user's spot and futures wallets and (for masters) sub-accounts:
// atomic in one transaction, idempotent by request id, refused beyond the available balance, in
// the ledger; master <-> sub only within one master's family". The rules of who may move what; the
// API checks the balance and writes the ledger.

/** An account's wallets: spot (trading, deposits, withdrawals) and futures (the margin of positions). */
export const WALLETS = ['spot', 'futures'] as const;
export type WalletName = (typeof WALLETS)[number];

/** A master's transfer with its sub-account: to it or from it. */
export const TRANSFER_DIRECTIONS = ['to_sub', 'from_sub'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** The client's id of a transfer: a retry with the same id is the same transfer (1 to 64 of A-Z a-z 0-9 _ -). */
export const TRANSFER_REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A coin's symbol as the ledger holds it. */
export const COIN_PATTERN = /^[A-Z0-9]{1,20}$/;

/** The places of a coin not listed in COIN_DECIMALS. */
export const DEFAULT_COIN_DECIMALS = 8;

/** How many places of each coin move (a transfer of more places is refused, never rounded). */
export const COIN_DECIMALS: Readonly<Record<string, number>> = {
  USDT: USDT_DECIMALS,
  USDC: 6,
  BTC: 8,
  ETH: 8,
};

/** The futures wallet pays the margin of USDT perpetuals: it holds USDT only. */
export const FUTURES_WALLET_COINS: readonly string[] = ['USDT'];

/** The balances are NUMERIC(38, 18): at most 20 integer digits fit. */
export const MAX_TRANSFER_INTEGER_DIGITS = 20;

export function coinDecimals(coin: string): number {
  return COIN_DECIMALS[coin] ?? DEFAULT_COIN_DECIMALS;
}

export type TransferIssueCode =
  | 'badAmount'
  | 'tooManyDecimals'
  | 'sameWallet'
  | 'futuresCoin'
  | 'subUidWithDirection'
  | 'subAccountOwnWalletsOnly'
  | 'notYourSubAccount';

export interface TransferIssue {
  code: TransferIssueCode;
  message: string;
}

const issue = (code: TransferIssueCode, message: string): TransferIssue => ({ code, message });

/** Issue 16: the amount is a positive decimal with at most the coin's places. */
export function checkTransferAmount(amount: string, coin: string): TransferIssue | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  const integer = match?.[1]?.replace(/^0+(?=\d)/, '') ?? '';
  if (!match || !/[1-9]/.test(amount) || integer.length > MAX_TRANSFER_INTEGER_DIGITS) {
    return issue('badAmount', 'amount: a positive decimal number such as 10.5');
  }
  const places = coinDecimals(coin);
  if ((match[2] ?? '').length > places) {
    return issue('tooManyDecimals', `amount: at most ${places} decimal places of ${coin}`);
  }
  return undefined;
}

/** An account as the rules see it: its uid, and its master's when it is a sub-account. */
export interface TransferParty {
  uid: number;
  masterUid: number | null;
}

export interface TransferAsk {
  coin: string;
  amount: string;
  fromWallet: WalletName;
  toWallet: WalletName;
  /** With `direction`: a master's transfer with this sub-account of its own. */
  subUid?: number | undefined;
  direction?: TransferDirection | undefined;
}

/** What moves: from which account's wallet to which. */
export interface TransferPlan {
  fromUid: number;
  fromWallet: WalletName;
  toUid: number;
  toWallet: WalletName;
  coin: string;
  amount: string;
}

/**
 * Who may move what (issue 16): an account between its own spot and futures wallets; a master
 * between its wallets and those of a sub-account of its own (`sub`: the account `subUid` names,
 * null when there is none). A sub-account moves only between its own wallets: funds cross to or
 * from it when its master asks. The balance is the ledger's to check.
 */
export function planTransfer(
  caller: TransferParty,
  ask: TransferAsk,
  sub: TransferParty | null,
): { ok: true; plan: TransferPlan } | { ok: false; issue: TransferIssue } {
  const refuse = (found: TransferIssue) => ({ ok: false as const, issue: found });
  const amountIssue = checkTransferAmount(ask.amount, ask.coin);
  if (amountIssue) return refuse(amountIssue);
  for (const wallet of [ask.fromWallet, ask.toWallet]) {
    if (wallet === 'futures' && !FUTURES_WALLET_COINS.includes(ask.coin)) {
      return refuse(issue('futuresCoin', `The futures wallet holds ${FUTURES_WALLET_COINS.join(', ')} only`));
    }
  }
  const { coin, amount, fromWallet, toWallet } = ask;
  if (ask.subUid === undefined && ask.direction === undefined) {
    if (fromWallet === toWallet) {
      return refuse(issue('sameWallet', 'from_wallet and to_wallet must differ: choose spot and futures'));
    }
    return { ok: true, plan: { fromUid: caller.uid, fromWallet, toUid: caller.uid, toWallet, coin, amount } };
  }
  if (ask.subUid === undefined || ask.direction === undefined) {
    return refuse(issue('subUidWithDirection', 'sub_uid and direction (to_sub or from_sub) go together'));
  }
  if (caller.masterUid !== null) {
    return refuse(
      issue(
        'subAccountOwnWalletsOnly',
        'A sub-account moves funds only between its own wallets; its master moves funds to and from it',
      ),
    );
  }
  if (sub === null || sub.uid !== ask.subUid || sub.masterUid !== caller.uid) {
    return refuse(issue('notYourSubAccount', `Account ${ask.subUid} is not a sub-account of yours`));
  }
  return ask.direction === 'to_sub'
    ? { ok: true, plan: { fromUid: caller.uid, fromWallet, toUid: sub.uid, toWallet, coin, amount } }
    : { ok: true, plan: { fromUid: sub.uid, fromWallet, toUid: caller.uid, toWallet, coin, amount } };
}

/** Two asks of one request id are the same transfer when they would move the same (amounts compared as numbers). */
export function sameTransfer(a: TransferPlan, b: TransferPlan): boolean {
  return (
    a.fromUid === b.fromUid &&
    a.fromWallet === b.fromWallet &&
    a.toUid === b.toUid &&
    a.toWallet === b.toWallet &&
    a.coin === b.coin &&
    sameDecimal(a.amount, b.amount)
  );
}

/** "10.50" and "10.5" are one amount (both plain non-negative decimal text). */
function sameDecimal(a: string, b: string): boolean {
  const canonical = (text: string) => {
    const [integer = '', fraction = ''] = text.split('.');
    return `${integer.replace(/^0+(?=\d)/, '')}.${fraction.replace(/0+$/, '')}`;
  };
  return canonical(a) === canonical(b);
}

// Sub-accounts (issue 16; widgets §3 "Sub-account info: type (1 normal, 4 managed), sub_type (6
// bugs, 7 asset management)"; widgets §7 "sub-account info | sub_uid | nonzero code gives a
// warning toast").

/** A sub-account's nickname, as its master names it. */
export const SUB_ACCOUNT_NICKNAME_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The sub-account info call's codes: 0, or (ours: the spec says only "nonzero") the uid is not a
 * sub-account of the caller's, answered with HTTP 200 as the spec's clients read the code.
 */
export const SUB_ACCOUNT_INFO_CODES = { ok: 0, notYourSubAccount: 10_540_404 } as const;

/** widgets §8 "Sub-account lookup returns nonzero code | warning toast with the server message, redirect home after 2 seconds". */
export const SUB_ACCOUNT_INFO_REDIRECT_MS = 2_000;

/** How many sub-accounts one master may open (ours: the spec names no number). */
export const MAX_SUB_ACCOUNTS = 20;

/** Only an account that is not itself a sub-account may open sub-accounts. */
export function mayOpenSubAccount(caller: TransferParty): boolean {
  return caller.masterUid === null;
}
