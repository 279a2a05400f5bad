import type { WithdrawalList, WithdrawalRecord } from '@meridian/contracts';
import { checkWithdrawal } from '@meridian/domain';
import Big from 'big.js';
import type { Database } from '../db/database';
import {
  cancelPendingWithdrawal,
  findWithdrawalByRequest,
  insertPendingWithdrawal,
  listWithdrawals,
  type WithdrawalRow,
} from '../db/queries/withdrawals';
import { isProhibitedResident } from './compliance';
import { DEFAULT_LIST_LIMIT } from './deposits';
import { authenticatorCheck, fundPasswordCheck, type FundsRefusal, fundsRefusal } from './fund-password';
import type { SecretBox } from './secret-box';
import type { Account } from './sessions';

// Issue 16 withdrawals: "address-format validation per network, minimum and fee, fund password per
// the frequency, 2FA where enabled, withdraw-only users allowed, restricted users refused per
// compliance; a withdrawal locks funds and is recorded pending; cancellable while pending".

export function withdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: String(row.id),
    request_id: row.requestId,
    coin: row.coin,
    network: row.network,
    address: row.address,
    memo: row.memo,
    amount: new Big(row.amount).toFixed(),
    fee: new Big(row.fee).toFixed(),
    status: row.status === 'cancelled' ? 'cancelled' : 'pending',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface WithdrawalInput {
  request_id: string;
  coin: string;
  network: string;
  address: string;
  memo?: string | undefined;
  amount: string;
  fundpass?: string | undefined;
  totp?: string | undefined;
}

/** Whether a stored withdrawal is the one this request asks for (a retry), or another under a reused id. */
function sameRequest(row: WithdrawalRow, input: WithdrawalInput): boolean {
  return (
    row.coin === input.coin &&
    row.network === input.network &&
    row.address === input.address.trim() &&
    (row.memo ?? '') === (input.memo?.trim() ?? '') &&
    new Big(row.amount).eq(input.amount)
  );
}

/**
 * Ask for a withdrawal. In order: the domain's rules (network, address, memo, amount, minimum),
 * the compliance restriction (withdraw-only accounts may withdraw: that is what they are for; a
 * prohibited-country resident may not, as it may not trade), a retry of a known request id
 * (answered as it stands, asking nothing again: its code was used once already), the fund password
 * per its frequency, the authenticator code when two-factor is on; then amount + fee is frozen and
 * the withdrawal recorded pending, in one transaction.
 */
export async function requestWithdrawal(
  db: Database,
  account: Account,
  input: WithdrawalInput,
  context: { box: SecretBox; networkBucket: string; now: Date },
): Promise<{ ok: true; created: boolean; withdrawal: WithdrawalRecord } | FundsRefusal> {
  const checked = checkWithdrawal(input);
  if (!checked.ok) return fundsRefusal(400, 'withdrawalInvalid', `${checked.field}: ${checked.message}`);
  const w = checked.withdrawal;

  if (await isProhibitedResident(db, account, context.now)) {
    return fundsRefusal(
      403,
      'restrictedCountry',
      'Withdrawals are not available to this account: the compliance rules of its country or region restrict it. Open a support ticket (Account, Tickets) for help.',
    );
  }

  const previous = await findWithdrawalByRequest(db, account.uid, input.request_id);
  if (previous) return sameWithdrawalOrConflict(previous, input);

  const fundPassword = await fundPasswordCheck(db, account.uid, input.fundpass, context.now);
  if (!fundPassword.ok) return fundPassword;
  const code = await authenticatorCheck(db, context.box, account, input.totp, context);
  if (!code.ok) return code;

  const inserted = await insertPendingWithdrawal(
    db,
    {
      uid: account.uid,
      requestId: input.request_id,
      coin: input.coin,
      network: w.network.network,
      address: w.address,
      memo: w.memo,
      amount: w.amount,
      fee: w.fee,
    },
    context.now,
  );
  switch (inserted.kind) {
    case 'created':
      return { ok: true, created: true, withdrawal: withdrawalRecord(inserted.row) };
    case 'existing':
      return sameWithdrawalOrConflict(inserted.row, input);
    case 'insufficient':
      return fundsRefusal(
        400,
        'insufficientBalance',
        `amount: ${w.amount} ${input.coin} plus the ${w.fee} ${input.coin} fee is ${w.total} ${input.coin}, more than the ${new Big(inserted.available).toFixed()} ${input.coin} available in the spot wallet`,
      );
  }
}

function sameWithdrawalOrConflict(row: WithdrawalRow, input: WithdrawalInput) {
  if (!sameRequest(row, input)) {
    return fundsRefusal(
      409,
      'requestIdReused',
      `request_id: ${input.request_id} was already used for another withdrawal; send a new request id`,
    );
  }
  return { ok: true as const, created: false, withdrawal: withdrawalRecord(row) };
}

/** Cancel a pending withdrawal: amount + fee is available again. A cancelled one answers as it is. */
export async function cancelWithdrawal(
  db: Database,
  uid: number,
  id: string,
  now: Date,
): Promise<{ ok: true; withdrawal: WithdrawalRecord } | FundsRefusal> {
  const cancelled = await cancelPendingWithdrawal(db, uid, Number(id), now);
  if (cancelled.kind === 'not-found')
    return fundsRefusal(404, 'withdrawalNotFound', `id: you have no withdrawal ${id}`);
  return { ok: true, withdrawal: withdrawalRecord(cancelled.row) };
}

export async function withdrawalListOf(
  db: Database,
  uid: number,
  filter: { coin?: string | undefined; status?: string | undefined; limit?: string | undefined },
): Promise<WithdrawalList> {
  const rows = await listWithdrawals(db, uid, {
    coin: filter.coin,
    status: filter.status,
    limit: filter.limit === undefined ? DEFAULT_LIST_LIMIT : Number(filter.limit),
  });
  return { list: rows.map(withdrawalRecord) };
}
