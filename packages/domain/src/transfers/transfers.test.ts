import { describe, expect, it } from 'vitest';
import {
  checkTransferAmount,
  coinDecimals,
  mayOpenSubAccount,
  planTransfer,
  sameTransfer,
  SUB_ACCOUNT_NICKNAME_PATTERN,
  TRANSFER_REQUEST_ID_PATTERN,
  type TransferAsk,
  type TransferParty,
} from './transfers';

const MASTER: TransferParty = { uid: 100, masterUid: null };
const SUB: TransferParty = { uid: 200, masterUid: 100 };
const STRANGERS_SUB: TransferParty = { uid: 300, masterUid: 999 };
const own = (over: Partial<TransferAsk> = {}): TransferAsk => ({
  coin: 'USDT',
  amount: '10',
  fromWallet: 'spot',
  toWallet: 'futures',
  ...over,
});

describe('transfers (issue 16)', () => {
  it('"Transfers between the user\'s spot and futures wallets": both ways, within the account', () => {
    expect(planTransfer(MASTER, own(), null)).toEqual({
      ok: true,
      plan: { fromUid: 100, fromWallet: 'spot', toUid: 100, toWallet: 'futures', coin: 'USDT', amount: '10' },
    });
    expect(planTransfer(SUB, own({ fromWallet: 'futures', toWallet: 'spot' }), null)).toMatchObject({
      ok: true,
      plan: { fromUid: 200, fromWallet: 'futures', toUid: 200, toWallet: 'spot' },
    });
    expect(planTransfer(MASTER, own({ toWallet: 'spot' }), null)).toMatchObject({
      ok: false,
      issue: { code: 'sameWallet' },
    });
  });

  it('"(for masters) sub-accounts ... master <-> sub only within one master\'s family"', () => {
    const toSub = planTransfer(MASTER, own({ subUid: 200, direction: 'to_sub', toWallet: 'spot' }), SUB);
    expect(toSub).toEqual({
      ok: true,
      plan: { fromUid: 100, fromWallet: 'spot', toUid: 200, toWallet: 'spot', coin: 'USDT', amount: '10' },
    });
    const fromSub = planTransfer(MASTER, own({ subUid: 200, direction: 'from_sub', fromWallet: 'futures' }), SUB);
    expect(fromSub).toMatchObject({ ok: true, plan: { fromUid: 200, fromWallet: 'futures', toUid: 100 } });
    // Another master's sub-account, an account that is no sub-account, or none at all: refused.
    for (const sub of [STRANGERS_SUB, { uid: 300, masterUid: null }, null]) {
      expect(planTransfer(MASTER, own({ subUid: 300, direction: 'to_sub' }), sub)).toMatchObject({
        ok: false,
        issue: { code: 'notYourSubAccount', message: 'Account 300 is not a sub-account of yours' },
      });
    }
    // The account looked up must be the one asked for.
    expect(planTransfer(MASTER, own({ subUid: 201, direction: 'to_sub' }), SUB)).toMatchObject({ ok: false });
  });

  it('a sub-account may move only between its own wallets unless the master asks', () => {
    for (const direction of ['to_sub', 'from_sub'] as const) {
      expect(planTransfer(SUB, own({ subUid: 100, direction }), MASTER)).toMatchObject({
        ok: false,
        issue: { code: 'subAccountOwnWalletsOnly' },
      });
      // Not even to a sibling.
      expect(planTransfer(SUB, own({ subUid: 201, direction }), { uid: 201, masterUid: 100 })).toMatchObject({
        ok: false,
        issue: { code: 'subAccountOwnWalletsOnly' },
      });
    }
  });

  it('sub_uid and direction go together', () => {
    expect(planTransfer(MASTER, own({ subUid: 200 }), SUB)).toMatchObject({ issue: { code: 'subUidWithDirection' } });
    expect(planTransfer(MASTER, own({ direction: 'to_sub' }), null)).toMatchObject({
      issue: { code: 'subUidWithDirection' },
    });
  });

  it("the amount is a positive decimal with at most the coin's precision", () => {
    expect(coinDecimals('USDT')).toBe(8);
    expect(coinDecimals('USDC')).toBe(6);
    expect(coinDecimals('XYZ')).toBe(8);
    for (const good of ['1', '0.00000001', '10.5', '0010', '99999999999999999999.12345678']) {
      expect(checkTransferAmount(good, 'USDT'), good).toBeUndefined();
    }
    for (const bad of ['0', '0.0', '-1', '1e3', '', '.5', '5.', ' 1', 'abc', '100000000000000000000']) {
      expect(checkTransferAmount(bad, 'USDT')?.code, bad).toBe('badAmount');
    }
    expect(checkTransferAmount('0.000000001', 'USDT')).toEqual({
      code: 'tooManyDecimals',
      message: 'amount: at most 8 decimal places of USDT',
    });
    expect(checkTransferAmount('0.1234567', 'USDC')?.code).toBe('tooManyDecimals');
    expect(checkTransferAmount('0.123456', 'USDC')).toBeUndefined();
    expect(planTransfer(MASTER, own({ amount: '0' }), null)).toMatchObject({ issue: { code: 'badAmount' } });
  });

  it('the futures wallet holds USDT only (it pays the margin of USDT perpetuals)', () => {
    expect(planTransfer(MASTER, own({ coin: 'BTC', amount: '0.1' }), null)).toMatchObject({
      issue: { code: 'futuresCoin', message: 'The futures wallet holds USDT only' },
    });
    expect(
      planTransfer(MASTER, own({ coin: 'BTC', toWallet: 'spot', subUid: 200, direction: 'to_sub' }), SUB),
    ).toMatchObject({ ok: true });
  });

  it('"idempotent by request id": request ids are 1-64 of [A-Za-z0-9_-]; a retry must ask the same', () => {
    for (const good of ['a', 'A-b_9', 'x'.repeat(64)]) expect(TRANSFER_REQUEST_ID_PATTERN.test(good), good).toBe(true);
    for (const bad of ['', 'x'.repeat(65), 'a b', 'a/b', 'é'])
      expect(TRANSFER_REQUEST_ID_PATTERN.test(bad), bad).toBe(false);
    const plan = {
      fromUid: 1,
      fromWallet: 'spot',
      toUid: 1,
      toWallet: 'futures',
      coin: 'USDT',
      amount: '10.50',
    } as const;
    expect(sameTransfer(plan, { ...plan, amount: '10.5' })).toBe(true);
    expect(sameTransfer(plan, { ...plan, amount: '010.500000' })).toBe(true);
    expect(sameTransfer(plan, { ...plan, amount: '10.51' })).toBe(false);
    expect(sameTransfer(plan, { ...plan, amount: '1.05' })).toBe(false);
    expect(sameTransfer(plan, { ...plan, toWallet: 'spot', fromWallet: 'futures' })).toBe(false);
    expect(sameTransfer(plan, { ...plan, coin: 'USDC' })).toBe(false);
  });

  it('sub-accounts: only a master (not a sub-account) opens them; nicknames 1-32 of [A-Za-z0-9_-]', () => {
    expect(mayOpenSubAccount(MASTER)).toBe(true);
    expect(mayOpenSubAccount(SUB)).toBe(false);
    expect(SUB_ACCOUNT_NICKNAME_PATTERN.test('desk-2')).toBe(true);
    expect(SUB_ACCOUNT_NICKNAME_PATTERN.test('')).toBe(false);
    expect(SUB_ACCOUNT_NICKNAME_PATTERN.test('x'.repeat(33))).toBe(false);
  });
});
