import { randomBytes } from 'node:crypto';
import { type AccountIdentifier, type signupRequest } from '@meridian/contracts';
import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { hashPassword, type ScryptParams } from './password-hashing';
import type { Account } from './sessions';

export type SignupInput = Omit<z.infer<typeof signupRequest>, 'account'> & { identifier: AccountIdentifier };

export type SignupOutcome =
  | { kind: 'created'; account: Account }
  | { kind: 'duplicate'; identifier: AccountIdentifier }
  | { kind: 'unknown-referral' };

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

export async function findAccountByIdentifier(db: Database, identifier: AccountIdentifier): Promise<Account | null> {
  const column = identifier.kind === 'email' ? users.email : users.phone;
  const [row] = await db.select().from(users).where(eq(column, identifier.value));
  return row ?? null;
}

async function findByInviteCode(db: Database, code: string): Promise<Account | null> {
  const [row] = await db.select().from(users).where(eq(users.inviteCode, code.toUpperCase()));
  return row ?? null;
}

/**
 * Open an account on `siteId`. Duplicates are refused by the unique indexes (not by a look-up
 * first), so two sign-ups racing for one address cannot both win.
 */
export async function signUp(
  db: Database,
  input: SignupInput,
  context: { siteId: number; now: Date; hashing: ScryptParams },
): Promise<SignupOutcome> {
  let referrerUid: number | null = null;
  if (input.ref_uid) {
    const referrer = await findByInviteCode(db, input.ref_uid);
    if (!referrer) return { kind: 'unknown-referral' };
    referrerUid = referrer.uid;
  }
  const derived = defaultNickname(input.identifier);
  const passwordHash = await hashPassword(input.password, context.hashing);
  // A clash of the random invite code or public id is astronomically rare; retry rather than
  // report it as a duplicate account.
  for (let tries = 0; tries < 3; tries += 1) {
    const [created] = await db
      .insert(users)
      .values({
        email: input.identifier.kind === 'email' ? input.identifier.value : null,
        phone: input.identifier.kind === 'phone' ? input.identifier.value : null,
        passwordHash,
        nickname: input.nickname ?? derived.nickname,
        nicknameSource: input.nickname ? 'other' : derived.source,
        siteId: context.siteId,
        inviteCode: newInviteCode(),
        referrerUid,
        fromChannel: input.ch ?? '',
        encryptedUid: newEncryptedUid(),
        createdAt: context.now,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return { kind: 'created', account: created };
    if (await findAccountByIdentifier(db, input.identifier)) return { kind: 'duplicate', identifier: input.identifier };
  }
  throw new Error('Could not allocate a unique invite code and public id');
}
