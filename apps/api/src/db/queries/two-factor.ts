import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../database';
import { recoveryCodes, users } from '../schema';

/**
 * Record `step` as the account's last TOTP step, only if it is newer than the one recorded: the
 * check and the write are one statement, so a code is taken once. True when it was taken here.
 */
export async function recordTotpStep(db: Database, uid: number, step: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.uid, uid), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ uid: users.uid });
  return updated.length === 1;
}

/** Mark an unused recovery code used, in one statement: true once per code. */
export async function useRecoveryCode(db: Database, uid: number, codeHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.uid, uid), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ uid: recoveryCodes.uid });
  return used.length === 1;
}

export async function setPendingTotpSecret(db: Database, uid: number, sealedSecret: string): Promise<void> {
  await db.update(users).set({ totpPendingSecret: sealedSecret }).where(eq(users.uid, uid));
}

async function replaceRecoveryCodesIn(db: Database, uid: number, codeHashes: readonly string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.uid, uid));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ uid, codeHash })));
}

/** The pending secret becomes the account's, with fresh recovery codes: one transaction. */
export async function enableTotpSecret(
  db: Database,
  uid: number,
  values: { secret: string; lastStep: number; recoveryCodeHashes: readonly string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: values.secret, totpPendingSecret: null, totpLastStep: values.lastStep })
      .where(eq(users.uid, uid));
    await replaceRecoveryCodesIn(tx, uid, values.recoveryCodeHashes);
  });
}

/** The account's recovery codes are these, and only these: one transaction. */
export async function replaceRecoveryCodes(db: Database, uid: number, codeHashes: readonly string[]): Promise<void> {
  await db.transaction((tx) => replaceRecoveryCodesIn(tx, uid, codeHashes));
}

/** Secret, pending secret, last step and recovery codes gone: one transaction. */
export async function clearTotp(db: Database, uid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(users.uid, uid));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.uid, uid));
  });
}

export interface StoredTotpSecrets {
  uid: number;
  secret: string | null;
  pending: string | null;
}

/** Accounts holding a TOTP secret or a pending one. */
export async function findStoredTotpSecrets(db: Database): Promise<StoredTotpSecrets[]> {
  return db
    .select({ uid: users.uid, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(or(isNotNull(users.totpSecret), isNotNull(users.totpPendingSecret)));
}

/**
 * Write new sealed values only if nobody changed the row since `stored` was read (another process
 * resealing, or a user enrolling): how many rows changed (0 or 1).
 */
export async function replaceTotpSecretsIfUnchanged(
  db: Database,
  stored: StoredTotpSecrets,
  next: { secret: string | null; pending: string | null },
): Promise<number> {
  const updated = await db
    .update(users)
    .set({ totpSecret: next.secret, totpPendingSecret: next.pending })
    .where(
      and(
        eq(users.uid, stored.uid),
        stored.secret === null ? isNull(users.totpSecret) : eq(users.totpSecret, stored.secret),
        stored.pending === null ? isNull(users.totpPendingSecret) : eq(users.totpPendingSecret, stored.pending),
      ),
    )
    .returning({ uid: users.uid });
  return updated.length;
}
