import {
  AUTHENTICATOR_CODE_LENGTH,
  defaultTotalFunds,
  defaultUserInfo,
  SECOND_FACTOR_CODE_MAX_LENGTH,
  type TotalFunds,
  type UserInfo,
} from '@meridian/domain';
import { z } from 'zod';
import { decimalString } from '../site/site-settings';

const d = defaultUserInfo();

/** shell §3 "User info": each field falls back to its default on its own. */
export const userInfo = z.object({
  country: z.number().int().catch(d.country),
  verified: z.number().int().catch(d.verified),
  is_sub: z.number().int().catch(d.is_sub),
  nickname_source: z.string().catch(d.nickname_source),
  user_info: z
    .object({
      avatar: z.string().catch(d.user_info.avatar),
      birthday: z.string().catch(d.user_info.birthday),
      from_channel: z.string().catch(d.user_info.from_channel),
      nft_id: z.number().int().catch(d.user_info.nft_id),
      nick: z.string().catch(d.user_info.nick),
      nick_en: z.string().catch(d.user_info.nick_en),
      sex: z.number().int().catch(d.user_info.sex),
      uid: z.number().int().catch(d.user_info.uid),
    })
    .catch(d.user_info),
  kyc_status: z.number().int().catch(d.kyc_status),
  tier: z.number().int().catch(d.tier),
  phone: z.string().catch(d.phone),
  email: z.string().catch(d.email),
  third_part_login: z.array(z.string()).catch(d.third_part_login),
  encrypted_uid: z.string().catch(d.encrypted_uid),
  flag: z.number().int().catch(d.flag),
  login2: z.number().int().catch(d.login2),
}) satisfies z.ZodType<UserInfo>;

const funds = defaultTotalFunds();
/** shell §3 "Total funds: total_btc, total_usd, default '0'." */
export const totalFunds = z.object({
  total_btc: decimalString.catch(funds.total_btc),
  total_usd: decimalString.catch(funds.total_usd),
}) satisfies z.ZodType<TotalFunds>;

export const userTier = z.object({ tier: z.number().int().catch(0) });
/**
 * shell §7 get_kyc_status: "failure gives kyc_status 0". The reference API reads kyc_status as the
 * review state of the latest application: 0 none, 1 under review, 2 approved, 3 rejected (the level
 * reached is `verified`, shell §3 KYC levels).
 */
export const kycStatus = z.object({ kyc_status: z.number().int().catch(0) });
/** The user-profile call (country, verified). */
export const userProfile = z.object({ country: z.number().int().catch(0), verified: z.number().int().catch(0) });
/** widgets §3 "Sub-account info: type (1 normal, 4 managed), sub_type (6 bugs, 7 asset management)"; 0 when not a sub-account. */
export const subUserType = z.object({ type: z.number().int().catch(0), sub_type: z.number().int().catch(0) });
/** shell §3 "VIP tier trial: trial with tier and expire_time" (expire_time in seconds since the epoch). */
export const vipTier = z.object({
  trial: z
    .object({ tier: z.number().int().catch(0), expire_time: z.number().int().catch(0) })
    .catch({ tier: 0, expire_time: 0 }),
});

// ---- Requests (form-encoded bodies, shell §7 "form-encoded posts"; the API also takes JSON) ----

/** An e-mail address: no spaces or control characters, one @, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}.]+(\.[^\s@\p{Cc}.]+)+$/u;
/** A phone number as typed: an optional +, digits, and spaces, dots, dashes or brackets between. */
const PHONE_AS_TYPED = /^\+?[\d\s().-]{6,24}$/;
/** A phone number as stored: an optional + and 6 to 15 digits (E.164 allows at most 15). */
const PHONE_STORED = /^\+?\d{6,15}$/;

/** "+90 (555) 010-1234" → "+905550101234": the form phone numbers are stored and looked up in. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

export type AccountIdentifier = { kind: 'email' | 'phone'; value: string };

/**
 * Which kind of identifier a sign-up or log-in `account` is, in the form it is stored in (e-mail
 * lower-cased, phone without separators); null when it is neither.
 */
export function classifyAccount(value: string): AccountIdentifier | null {
  const trimmed = value.trim();
  if (EMAIL_PATTERN.test(trimmed)) return { kind: 'email', value: trimmed.toLowerCase() };
  const phone = normalizePhone(trimmed);
  if (PHONE_AS_TYPED.test(trimmed) && PHONE_STORED.test(phone)) return { kind: 'phone', value: phone };
  return null;
}

const account = z
  .string()
  .trim()
  .min(3, 'Enter your e-mail address or phone number')
  .max(254, 'That is too long for an e-mail address or phone number')
  .refine((v) => classifyAccount(v) !== null, 'Enter a valid e-mail address or phone number');
/** ASVS 2.1.1: at least 12 characters; 128 at most (long pass phrases welcome). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** A new password: length only here; the API also refuses common passwords (ASVS 2.1.7). */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);
const password = newPassword;
/** A password typed to prove who you are (log-in, turning 2FA off): any length it was set with. */
const currentPassword = z
  .string()
  .min(1, 'Enter your password')
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);
/** Text we keep and show back must hold no control characters (they break logs, and PostgreSQL refuses NUL). */
const noControlCharacters = (v: string) => !/\p{Cc}/u.test(v);

export const signupRequest = z.object({
  account,
  password,
  nickname: z
    .string()
    .trim()
    .min(2, 'Use at least 2 characters')
    .max(32, 'Use at most 32 characters')
    .refine(noControlCharacters, 'Use letters, digits and punctuation only')
    .optional(),
  /** A referral (invite) code; the referral flow has verified it already (shell §4 "Referral"). */
  ref_uid: z
    .string()
    .trim()
    .max(32, 'Use at most 32 characters')
    .regex(/^[A-Za-z0-9_-]*$/, 'A referral code holds only letters, digits, - and _')
    .optional(),
  ch: z
    .string()
    .trim()
    .max(64, 'Use at most 64 characters')
    .regex(/^[\w.-]*$/, 'A channel holds only letters, digits, ., - and _')
    .optional(),
});
/** An authenticator code or a recovery code (the log-in's second step, turning 2FA off, a reset). */
const secondFactorCode = z
  .string()
  .trim()
  .min(AUTHENTICATOR_CODE_LENGTH, 'Enter the 6-digit code or a recovery code')
  .max(SECOND_FACTOR_CODE_MAX_LENGTH, 'Enter the 6-digit code or a recovery code');
export const loginRequest = z.object({ account, password: currentPassword });
export const login2faRequest = z.object({
  challenge: z
    .string()
    .min(10, 'The log-in challenge is missing or cut short')
    .max(256, 'The log-in challenge is too long'),
  code: secondFactorCode,
});
export const totpEnableRequest = z.object({
  code: z
    .string()
    .trim()
    .length(AUTHENTICATOR_CODE_LENGTH, 'Enter the 6-digit code')
    .regex(/^\d+$/, 'Enter the 6-digit code'),
});
/** A single-use token from an e-mail link (verification, password reset): 43 URL-safe characters. */
const emailToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete or damaged. Open it again from the e-mail.');
/** Turning two-factor off, or getting new recovery codes: the password and a current code. */
export const totpConfirmRequest = z.object({ password: currentPassword, code: secondFactorCode });
export const verifyEmailRequest = z.object({ token: emailToken });
export const resendVerificationRequest = z.object({ account });
export const passwordForgotRequest = z.object({ account });
/** `code` is asked for (need_2fa) when the account has two-factor on. */
export const passwordResetRequest = z.object({ token: emailToken, password, code: secondFactorCode.optional() });

/**
 * The csrftoken cookie (shell §7: the GET client sends it back in the csrftoken header, default
 * '1'). Random and at least 32 characters, so the default '1' or any guessable value never passes
 * the double-submit check; whoever mints one (the API, or the web server for a page) follows this.
 */
export const csrfTokenValue = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'a random token of 32 to 128 URL-safe characters');

// ---- Answers ----

export const sessionAnswer = z.object({ uid: z.number().int(), nickname: z.string() });
export const loginAnswer = z.union([
  sessionAnswer.extend({ need_2fa: z.literal(false) }),
  z.object({ need_2fa: z.literal(true), challenge: z.string() }),
]);
export const totpSetupAnswer = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
export const totpEnableAnswer = z.object({ recovery_codes: z.array(z.string()).min(1) });
/**
 * Sign-up, resend and forgot-password answer alike whether or not the address has an account
 * (no account enumeration): the e-mail (or text message) tells its owner what happened.
 */
export const messageSentAnswer = z.object({ sent: z.literal(true) });
/** The e-mail is confirmed and the new account logged in. */
export const verifyEmailAnswer = sessionAnswer;
/** need_2fa: the account has two-factor on, send the reset again with `code`; the link stays usable. */
export const passwordResetAnswer = z.object({ need_2fa: z.boolean() });
export const logoutOthersAnswer = z.object({ closed: z.number().int().min(0) });
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The link the message carries (verification, reset), when it has one. */
  link: z.string().nullable(),
  created_at: z.string(),
});
export const outboxAnswer = z.object({ messages: z.array(outboxMessage) });
