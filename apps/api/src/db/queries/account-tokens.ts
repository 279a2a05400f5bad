import type { AccountIdentifier } from '@meridian/contracts';
import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../database';
import { accountTokens, users } from '../schema';
import type { Account } from './accounts';

export type AccountToken = typeof accountTokens.$inferSelect;
export type TokenPurpose = AccountToken['purpose'];

/** Housekeeping on the indexed expiry column. */
export async function deleteExpiredAccountTokens(db: Database, now: Date): Promise<void> {
  await db.delete(accountTokens).where(lte(accountTokens.expiresAt, now));
}

export async function insertAccountToken(
  db: Database,
  values: {
    tokenHash: string;
    purpose: TokenPurpose;
    identifier: AccountIdentifier;
    uid: number | null;
    payload: unknown;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(accountTokens).values({
    tokenHash: values.tokenHash,
    purpose: values.purpose,
    identifierKind: values.identifier.kind,
    identifierValue: values.identifier.value,
    uid: values.uid,
    payload: values.payload,
    createdAt: values.createdAt,
    expiresAt: values.expiresAt,
  });
}

/** The newest unused, unexpired sign-up token of the address. */
export async function findNewestPendingSignup(
  db: Database,
  identifier: AccountIdentifier,
  now: Date,
): Promise<AccountToken | null> {
  const [pending] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.purpose, 'signup'),
        eq(accountTokens.identifierKind, identifier.kind),
        eq(accountTokens.identifierValue, identifier.value),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return pending ?? null;
}

/** Use a token once: the row it matches, if it was unused and unexpired (one statement, so two uses cannot both win). */
export async function takeAccountToken(
  db: Database,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<AccountToken | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Every unused sign-up token of the address is spent. */
export async function spendSignupTokensOf(db: Database, identifier: AccountIdentifier, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.purpose, 'signup'),
        eq(accountTokens.identifierKind, identifier.kind),
        eq(accountTokens.identifierValue, identifier.value),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** Every unused reset token of the account is spent. */
export async function spendResetTokensOf(db: Database, uid: number, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.uid, uid), eq(accountTokens.purpose, 'reset'), isNull(accountTokens.usedAt)));
}

/** The account an unused, unexpired reset token is for (the token stays unused). */
export async function findResetTokenAccount(db: Database, tokenHash: string, now: Date): Promise<Account | null> {
  const [row] = await db
    .select({ account: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.uid, accountTokens.uid))
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, 'reset'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row?.account ?? null;
}
