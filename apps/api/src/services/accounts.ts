import { randomBytes } from 'node:crypto';
import { type AccountIdentifier, type signupRequest } from '@meridian/contracts';
import { Secret } from 'otpauth';
import type { z } from 'zod';
import type { Database } from '../db/database';
import {
  type Account,
  findAccountByIdentifier,
  findAccountByInviteCode,
  insertAccountUnlessTaken,
} from '../db/queries/accounts';

export { findAccountByIdentifier };

export type SignupInput = Omit<z.infer<typeof signupRequest>, 'account'> & { identifier: AccountIdentifier };

/** Issue: "Nickname defaults from the e-mail local part / phone tail." */
export function defaultNickname(identifier: AccountIdentifier): { nickname: string; source: 'email' | 'phone' } {
  if (identifier.kind === 'email') {
    const local = identifier.value.slice(0, identifier.value.lastIndexOf('@'));
    return { nickname: local.slice(0, 32), source: 'email' };
  }
  // The tail only, masked: the nickname is shown in the header and kept in a readable cookie.
  return { nickname: `***${identifier.value.slice(-4)}`, source: 'phone' };
}

/** A new account's own referral code: 8 base32 characters. */
export function newInviteCode(): string {
  return new Secret({ size: 5 }).base32;
}

/** The opaque public id (shell §3 encrypted_uid). */
export function newEncryptedUid(): string {
  return randomBytes(12).toString('base64url');
}

/** What a confirmed sign-up creates the account with (kept in the sign-up token meanwhile). */
export interface NewAccount {
  identifier: AccountIdentifier;
  passwordHash: string;
  nickname: string;
  nicknameSource: 'email' | 'phone' | 'other';
  referrerUid: number | null;
  fromChannel: string;
  /** shell §4 the referral link's channel and group (null without a referrer). */
  refChannel: string | null;
  refGroup: string | null;
  siteId: number;
}

export type SignupCheck = { kind: 'ok'; account: Omit<NewAccount, 'passwordHash'> } | { kind: 'unknown-referral' };

/** Check a sign-up's inputs and derive what the account will hold (the password is hashed apart). */
export async function prepareSignup(db: Database, input: SignupInput, siteId: number): Promise<SignupCheck> {
  let referrerUid: number | null = null;
  if (input.ref_uid) {
    const referrer = await findAccountByInviteCode(db, input.ref_uid.toUpperCase());
    if (!referrer) return { kind: 'unknown-referral' };
    referrerUid = referrer.uid;
  }
  const derived = defaultNickname(input.identifier);
  return {
    kind: 'ok',
    account: {
      identifier: input.identifier,
      nickname: input.nickname ?? derived.nickname,
      nicknameSource: input.nickname ? 'other' : derived.source,
      referrerUid,
      fromChannel: input.ch ?? '',
      refChannel: referrerUid === null ? null : (input.ref_channel ?? null),
      refGroup: referrerUid === null ? null : (input.group_id ?? null),
      siteId,
    },
  };
}

/**
 * Open a confirmed account. Duplicates are refused by the unique indexes (not by a look-up first),
 * so two confirmations racing for one address cannot both win: the loser gets null.
 */
export async function createAccount(db: Database, data: NewAccount, now: Date): Promise<Account | null> {
  // A clash of the random invite code or public id is astronomically rare; retry rather than
  // report it as a duplicate account.
  for (let tries = 0; tries < 3; tries += 1) {
    const created = await insertAccountUnlessTaken(db, {
      email: data.identifier.kind === 'email' ? data.identifier.value : null,
      phone: data.identifier.kind === 'phone' ? data.identifier.value : null,
      passwordHash: data.passwordHash,
      nickname: data.nickname,
      nicknameSource: data.nicknameSource,
      siteId: data.siteId,
      inviteCode: newInviteCode(),
      referrerUid: data.referrerUid,
      fromChannel: data.fromChannel,
      refChannel: data.refChannel,
      refGroup: data.refGroup,
      encryptedUid: newEncryptedUid(),
      createdAt: now,
    });
    if (created) return created;
    if (await findAccountByIdentifier(db, data.identifier)) return null;
  }
  throw new Error('Could not allocate a unique invite code and public id');
}
