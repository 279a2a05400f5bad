/**
 * The numbers of the account and session model (decision 0014). They are server policy rather
 * than product rules of the spec, so they live with the API.
 */
const MINUTE_MS = 60_000;

export const AUTH_POLICY = {
  /** Issue: "5 wrong passwords for one account within 15 minutes → locked for 15 minutes". */
  account: { limit: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS },
  /** Issue: "20 per IP per 15 minutes → 429". */
  network: { limit: 20, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS },
  /** A session lasts a week from log-in; logging in again starts a new one. */
  sessionLifetimeMs: 7 * 24 * 60 * MINUTE_MS,
  /** Time to type the two-factor code after a right password. */
  challengeLifetimeMs: 5 * MINUTE_MS,
  /** Recovery codes handed out when two-factor is turned on. */
  recoveryCodeCount: 10,
  /** Accept the code of the previous and next 30-second step too (clock drift on phones). */
  totpWindowSteps: 1,
} as const;

export type LimitRule = { limit: number; windowMs: number; lockMs: number };
