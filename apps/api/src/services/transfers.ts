import type { SubAccountInfo, TransferRecord, TransferRequest } from '@meridian/contracts';
import {
  MAX_SUB_ACCOUNTS,
  mayOpenSubAccount,
  planTransfer,
  sameTransfer,
  SUB_ACCOUNT_TYPES,
  type TransferPlan,
  type WalletName,
} from '@meridian/domain';
import Big from 'big.js';
import type { Database } from '../db/database';
import type { Account } from '../db/queries/accounts';
import { InsufficientFundsError } from '../db/queries/ledger';
import {
  countSubAccounts,
  findSubAccount,
  findTransferByRequest,
  findTransferParty,
  insertSubAccount,
  listSubAccounts,
  listTransfers,
  type SubAccountRow,
  type TransferRow,
  writeTransfer,
} from '../db/queries/transfers';
import { accountNews } from './account-news';
import { newEncryptedUid, newInviteCode } from './accounts';
import { fundPasswordCheck, type FundsRefusal } from './fund-password';

// Issue 16: transfers between wallets and sub-accounts. The rules are the domain's (planTransfer);
// here the sub-account is looked up, the request id made idempotent and the balance left to the
// ledger, which refuses a movement below zero with nothing written.

/**
 * A refusal carries, when the fund password refused it, the label the web keys its own text on
 * (fundPasswordRequired, fundPasswordWrong, fundPasswordLocked, fundPasswordNotSet) and, for a
 * lock, the seconds until it ends.
 */
export type TransferOutcome =
  | { kind: 'made'; transfer: TransferRecord }
  | {
      kind: 'refused';
      status: 400 | 403 | 404 | 409 | 422 | 429;
      message: string;
      label?: string;
      retryAfterS?: number;
    };

/**
 * What must hold before a planned transfer is written (the fund password for money leaving the
 * account): asked after the rules and after a retry of a known request id was answered.
 */
export type TransferGuard = (plan: TransferPlan) => Promise<{ ok: true } | FundsRefusal>;

/** A transfer row as the API answers it. */
export function transferView(row: TransferRow): TransferRecord {
  return {
    id: String(row.id),
    request_id: row.requestId,
    from_uid: row.fromUid,
    from_wallet: walletOf(row.fromWallet),
    to_uid: row.toUid,
    to_wallet: walletOf(row.toWallet),
    coin: row.coin,
    amount: new Big(row.amount).toFixed(),
    create_time_ms: row.createdAt.getTime(),
  };
}

/** The database's check keeps wallets to these two. */
function walletOf(text: string): WalletName {
  return text === 'futures' ? 'futures' : 'spot';
}

function planOf(row: TransferRow): TransferPlan {
  return {
    fromUid: row.fromUid,
    fromWallet: walletOf(row.fromWallet),
    toUid: row.toUid,
    toWallet: walletOf(row.toWallet),
    coin: row.coin,
    amount: row.amount,
  };
}

/** A repeat of a request id: the first transfer when it asks the same, else a 409 that says why. */
function repeated(row: TransferRow, plan: TransferPlan): TransferOutcome {
  if (sameTransfer(planOf(row), plan)) return { kind: 'made', transfer: transferView(row) };
  return {
    kind: 'refused',
    status: 409,
    message: `request_id ${row.requestId} was already used for a different transfer: use a new request_id`,
  };
}

/**
 * Issue 16 "atomic in one transaction, idempotent by request id, refused beyond the available
 * balance, in the ledger; master <-> sub only within one master's family".
 */
export async function makeTransfer(
  db: Database,
  account: Pick<Account, 'uid' | 'masterUid'>,
  request: TransferRequest,
  now: Date,
  guard?: TransferGuard,
): Promise<TransferOutcome> {
  const subUid = request.sub_uid === undefined ? undefined : Number(request.sub_uid);
  const sub = subUid === undefined ? null : ((await findTransferParty(db, subUid)) ?? null);
  const planned = planTransfer(
    { uid: account.uid, masterUid: account.masterUid },
    {
      coin: request.coin,
      amount: request.amount,
      fromWallet: request.from_wallet,
      toWallet: request.to_wallet,
      subUid,
      direction: request.direction,
    },
    sub,
  );
  if (!planned.ok) {
    const forbidden = planned.issue.code === 'notYourSubAccount' || planned.issue.code === 'subAccountOwnWalletsOnly';
    return { kind: 'refused', status: forbidden ? 403 : 400, message: planned.issue.message };
  }
  const { plan } = planned;
  // A retry after the first succeeded: answered without a transaction.
  const earlier = await findTransferByRequest(db, account.uid, request.request_id);
  if (earlier !== undefined) return repeated(earlier, plan);
  const allowed = guard ? await guard(plan) : ({ ok: true } as const);
  if (!allowed.ok) {
    const { status, message, label, retryAfterS } = allowed;
    return retryAfterS === undefined
      ? { kind: 'refused', status, message, label }
      : { kind: 'refused', status, message, label, retryAfterS };
  }
  try {
    const written = await writeTransfer(db, {
      uid: account.uid,
      requestId: request.request_id,
      ...plan,
      createdAt: now,
    });
    if (written.kind === 'existing') return repeated(written.row, plan);
    accountNews(db).tell(plan.fromUid, plan.toUid);
    return { kind: 'made', transfer: transferView(written.row) };
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    return {
      kind: 'refused',
      status: 400,
      message: `Insufficient balance: not enough ${plan.coin} available in the ${plan.fromWallet} wallet`,
    };
  }
}

/**
 * A transfer as the API's caller asks it: `makeTransfer`, with the fund password asked per its
 * frequency (widgets §3 "'1' one hour, '2' every time, '0' never"; issue 16 "enforced where funds
 * leave") when funds leave the caller for another account: a master's transfer to its sub-account.
 * As for withdrawals, an account without a fund password is refused (fundPasswordNotSet), a wrong
 * one is refused with nothing moved and counts towards the lockout, and a retry of a request id
 * already made is answered without asking again. The caller's own spot <-> futures moves, and
 * what a master takes back from a sub-account, stay within the caller's hands: never asked.
 */
export async function requestTransfer(
  db: Database,
  account: Pick<Account, 'uid' | 'masterUid'>,
  request: TransferRequest,
  now: Date,
): Promise<TransferOutcome> {
  return makeTransfer(db, account, request, now, async (plan) => {
    if (!leavesTheCaller(account.uid, plan)) return { ok: true };
    const checked = await fundPasswordCheck(db, account.uid, request.fundpass, now);
    return checked.ok ? { ok: true } : checked;
  });
}

/** Funds go from the caller's account to another's (master -> sub-account). */
export function leavesTheCaller(uid: number, plan: TransferPlan): boolean {
  return plan.fromUid === uid && plan.toUid !== uid;
}

export async function transferHistory(
  db: Database,
  uid: number,
  query: { coin?: string | undefined; limit: number },
): Promise<TransferRecord[]> {
  return (await listTransfers(db, uid, query)).map(transferView);
}

/** widgets §3 "Sub-account info: type (1 normal, 4 managed), sub_type (6 bugs, 7 asset management)". */
export function subAccountView(row: SubAccountRow): SubAccountInfo {
  return {
    sub_uid: row.uid,
    master_uid: row.masterUid ?? 0,
    nickname: row.nickname,
    type: row.subAccountType === SUB_ACCOUNT_TYPES.managed ? SUB_ACCOUNT_TYPES.managed : SUB_ACCOUNT_TYPES.normal,
    sub_type: row.subAccountSubType === 6 || row.subAccountSubType === 7 ? row.subAccountSubType : 0,
    create_time_ms: row.createdAt.getTime(),
  };
}

export async function subAccountsOf(db: Database, masterUid: number): Promise<SubAccountInfo[]> {
  return (await listSubAccounts(db, masterUid)).map(subAccountView);
}

/** The caller's sub-account `subUid`, or undefined when it is not one of the caller's. */
export async function subAccountInfoFor(
  db: Database,
  masterUid: number,
  subUid: number,
): Promise<SubAccountInfo | undefined> {
  const row = await findSubAccount(db, masterUid, subUid);
  return row === undefined ? undefined : subAccountView(row);
}

/**
 * A placeholder address for a sub-account: the users table needs an e-mail or a phone, and a
 * sub-account has neither. `.invalid` (RFC 2606) is never delivered to, and no password matches
 * the sub-account's hash, so nobody logs in with it.
 */
function subAccountAddress(masterUid: number): string {
  return `sub-${masterUid}-${newEncryptedUid().toLowerCase()}@sub-account.invalid`;
}

/** Not a PHC string: verifyPassword answers false for every password (a sub-account has no login). */
const NO_PASSWORD = '!sub-account';

export type SubAccountOutcome =
  { kind: 'opened'; subAccount: SubAccountInfo } | { kind: 'refused'; status: 403 | 409; message: string };

/**
 * Opens a normal sub-account (type 1) under `master`: same site, country and KYC standing as its
 * master, no password to log in with. A sub-account may not open one, and a master at most
 * MAX_SUB_ACCOUNTS.
 */
export async function openSubAccount(
  db: Database,
  master: Pick<Account, 'uid' | 'masterUid' | 'siteId' | 'country' | 'kycLevel' | 'kycStatus'>,
  nickname: string,
  now: Date,
): Promise<SubAccountOutcome> {
  if (!mayOpenSubAccount(master)) {
    return { kind: 'refused', status: 403, message: 'A sub-account cannot open sub-accounts of its own' };
  }
  if ((await countSubAccounts(db, master.uid)) >= MAX_SUB_ACCOUNTS) {
    return {
      kind: 'refused',
      status: 409,
      message: `You already have ${MAX_SUB_ACCOUNTS} sub-accounts, the most allowed`,
    };
  }
  // A clash of the random address, invite code or public id is astronomically rare: try again.
  for (let tries = 0; tries < 3; tries += 1) {
    const row = await insertSubAccount(db, {
      email: subAccountAddress(master.uid),
      passwordHash: NO_PASSWORD,
      nickname,
      nicknameSource: 'other',
      siteId: master.siteId,
      country: master.country,
      kycLevel: master.kycLevel,
      kycStatus: master.kycStatus,
      masterUid: master.uid,
      subAccountType: SUB_ACCOUNT_TYPES.normal,
      subAccountSubType: 0,
      inviteCode: newInviteCode(),
      encryptedUid: newEncryptedUid(),
      createdAt: now,
    });
    if (row !== undefined) return { kind: 'opened', subAccount: subAccountView(row) };
  }
  throw new Error('Could not allocate a unique address, invite code and public id for a sub-account');
}
