import {
  getInviteSummary,
  getRebateUserInfo,
  getVerifyInviteInfo,
  inviteSummary,
  rebateUserInfo,
  verifyInviteAnswer,
} from '@meridian/contracts';
import { INVITE_VERIFY_CODES } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema';
import { openSeededApi } from '../test-support/seeded-api';
import { signUpAndConfirm, logInAs, TestBrowser, testClock } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;
const clock = testClock(Date.UTC(2026, 10, 4, 9, 0, 0));

beforeAll(async () => {
  ({ database, app } = await openSeededApi(clock));
});
afterAll(async () => {
  await database.close();
});

async function codeOf(email: string): Promise<string> {
  const [row] = await database.db.select({ code: users.inviteCode }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.code;
}

const loggedIn = (email: string) => logInAs(new TestBrowser(app), email);

describe('rebate/verify_invite_info (shell §7, §8; decision 0052)', () => {
  it('a visitor: code 0, the code, the ref_type as a number and the inviter shortened', async () => {
    const code = await codeOf('kyc-2@meridian.example');
    const res = await new TestBrowser(app).call(
      `${getVerifyInviteInfo.path}?invite_code=${code.toLowerCase()}&ref_type=2`,
    );
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(verifyInviteAnswer.parse(res.data)).toEqual({ invite_code: code, ref_type: 2, inviter: 'ky***' });
  });

  it('"any non-zero code means the ref is not stored": 10530101 for no such code', async () => {
    const res = await new TestBrowser(app).call(`${getVerifyInviteInfo.path}?invite_code=NOSUCHCODE`);
    expect(res.status).toBe(200);
    expect(res.code).toBe(INVITE_VERIFY_CODES.unknownCode);
    expect(res.data).toBeNull();
  });

  it('10530135 for an account already open (its own code or another)', async () => {
    const browser = await loggedIn('kyc-1@meridian.example');
    for (const owner of ['kyc-1@meridian.example', 'kyc-2@meridian.example']) {
      const res = await browser.call(`${getVerifyInviteInfo.path}?invite_code=${await codeOf(owner)}`);
      expect(res.code).toBe(INVITE_VERIFY_CODES.notApplicable);
    }
  });

  it('a malformed query is a 400 naming the field', async () => {
    const browser = new TestBrowser(app);
    for (const query of [
      '',
      '?invite_code=',
      '?invite_code=a%20b',
      '?invite_code=ABC&ref_type=x',
      `?invite_code=${'A'.repeat(33)}`,
    ]) {
      const res = await browser.call(`${getVerifyInviteInfo.path}${query}`);
      expect(res.status, query).toBe(400);
      expect(res.message).toMatch(/invite_code|ref_type/);
    }
  });
});

describe('rebate/get_user_info and the invite summary', () => {
  it('"data.kol_code, data.encrypted_uid, data.agency_type" for the logged-in account; 401 for a visitor', async () => {
    const browser = await loggedIn('kyc-3@meridian.example');
    const info = rebateUserInfo.parse((await browser.call(getRebateUserInfo.path)).data);
    expect(info).toEqual({
      kol_code: await codeOf('kyc-3@meridian.example'),
      encrypted_uid: expect.stringMatching(/^\S{8,}$/),
      agency_type: 0,
    });
    expect(info.encrypted_uid).not.toContain('10000005');
    expect((await new TestBrowser(app).call(getRebateUserInfo.path)).status).toBe(401);
  });

  it('a sign-up with the code records the referrer, the link’s channel and group, and is counted', async () => {
    const inviter = await loggedIn('kyc-0-5@meridian.example');
    const code = await codeOf('kyc-0-5@meridian.example');
    const before = inviteSummary.parse((await inviter.call(getInviteSummary.path)).data);
    expect(before).toEqual({ invite_code: code, invited_count: 0 });
    const email = 'invited-friend@meridian.example';
    await signUpAndConfirm(database.db, new TestBrowser(app), email, {
      password: 'a long enough passphrase 42',
      ref_uid: code,
      ref_channel: 'twitter',
      group_id: 'spring-2026',
    });
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    const [owner] = await database.db.select().from(users).where(eq(users.inviteCode, code));
    expect(row).toMatchObject({ referrerUid: owner?.uid, refChannel: 'twitter', refGroup: 'spring-2026' });
    expect(inviteSummary.parse((await inviter.call(getInviteSummary.path)).data).invited_count).toBe(1);
  });
});
