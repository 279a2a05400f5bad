import type { AccountIdentifier } from '@meridian/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { users } from '../schema';

/** An account row as the services see it. */
export type Account = typeof users.$inferSelect;
/** What a new account row is written with (defaults fill the rest). */
export type NewAccountRow = typeof users.$inferInsert;

export async function findAccountByIdentifier(db: Database, identifier: AccountIdentifier): Promise<Account | null> {
  const column = identifier.kind === 'email' ? users.email : users.phone;
  const [row] = await db.select().from(users).where(eq(column, identifier.value));
  return row ?? null;
}

/** `code` as stored (upper case). */
export async function findAccountByInviteCode(db: Database, code: string): Promise<Account | null> {
  const [row] = await db.select().from(users).where(eq(users.inviteCode, code));
  return row ?? null;
}

/**
 * Insert the account unless a unique index refuses it (address, invite code or public id taken):
 * null then, in the same statement, so two racing inserts cannot both win.
 */
export async function insertAccountUnlessTaken(db: Database, values: NewAccountRow): Promise<Account | null> {
  const [created] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return created ?? null;
}

export async function setPasswordHash(db: Database, uid: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.uid, uid));
}
