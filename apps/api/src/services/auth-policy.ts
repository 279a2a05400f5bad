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
  /**
   * Wrong two-factor codes, counted per account on their own: a right password does not clear
   * them (else: log in, guess 4 codes, repeat). Cleared by a right code only.
   */
  secondFactor: { limit: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS },
  /** ASVS 3.3.1 (level 2): a session ends 12 hours after log-in, or after 30 idle minutes. */
  sessionLifetimeMs: 12 * 60 * MINUTE_MS,
  sessionIdleMs: 30 * MINUTE_MS,
  /** last_seen_at is written at most this often per session (not on every request). */
  sessionTouchMs: MINUTE_MS,
  /** Time to type the two-factor code after a right password. */
  challengeLifetimeMs: 5 * MINUTE_MS,
  /** Wrong codes one challenge takes before the password must be typed again. */
  challengeMaxFailures: 3,
  /**
   * Attempts still running when a new one starts (parallel requests): a new attempt beyond the
   * limit waits for them this long, in short steps, before it is refused as busy (never as a failure).
   */
  busyWaitMs: 3_000,
  /** A running attempt older than this is a crashed request's leftover and no longer counts. */
  pendingStaleMs: 60_000,
  /** Sign-ups from one network: every attempt counts, right or wrong. */
  signup: { limit: 10, windowMs: 60 * MINUTE_MS, lockMs: 0 },
  /** Messages asked for (resend, forgot password) per network, and per address (silently capped). */
  messagesPerNetwork: { limit: 10, windowMs: 60 * MINUTE_MS, lockMs: 0 },
  messagesPerAddress: { limit: 3, windowMs: 60 * MINUTE_MS, lockMs: 0 },
  /** How long the link of a sign-up message works, and of a password-reset message. */
  signupTokenLifetimeMs: 24 * 60 * MINUTE_MS,
  resetTokenLifetimeMs: 60 * MINUTE_MS,
  /** Recovery codes handed out when two-factor is turned on. */
  recoveryCodeCount: 10,
  /** Accept the code of the previous and next 30-second step too (clock drift on phones). */
  totpWindowSteps: 1,
} as const;

export type LimitRule = { limit: number; windowMs: number; lockMs: number };
