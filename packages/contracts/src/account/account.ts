import {
  AUTHENTICATOR_CODE_LENGTH,
  defaultTotalFunds,
  defaultUserInfo,
  SECOND_FACTOR_CODE_MAX_LENGTH,
  type TotalFunds,
  type UserInfo,
} from '@meridian/domain';
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-limits';
import { decimalString } from '../site/site-settings';

const d = defaultUserInfo();

/** shell §3 "User info": each field falls back to its default on its own. */
export const userInfo = z.object({
  country: z.catch(z.int(), d.country),
  verified: z.catch(z.int(), d.verified),
  is_sub: z.catch(z.int(), d.is_sub),
  nickname_source: z.catch(z.string(), d.nickname_source),
  user_info: z.catch(
    z.object({
      avatar: z.catch(z.string(), d.user_info.avatar),
      birthday: z.catch(z.string(), d.user_info.birthday),
      from_channel: z.catch(z.string(), d.user_info.from_channel),
      nft_id: z.catch(z.int(), d.user_info.nft_id),
      nick: z.catch(z.string(), d.user_info.nick),
      nick_en: z.catch(z.string(), d.user_info.nick_en),
      sex: z.catch(z.int(), d.user_info.sex),
      uid: z.catch(z.int(), d.user_info.uid),
    }),
    d.user_info,
  ),
  kyc_status: z.catch(z.int(), d.kyc_status),
  tier: z.catch(z.int(), d.tier),
  phone: z.catch(z.string(), d.phone),
  email: z.catch(z.string(), d.email),
  third_part_login: z.catch(z.array(z.string()), d.third_part_login),
  encrypted_uid: z.catch(z.string(), d.encrypted_uid),
  flag: z.catch(z.int(), d.flag),
  login2: z.catch(z.int(), d.login2),
}) satisfies z.ZodMiniType<UserInfo>;

const funds = defaultTotalFunds();
/** shell §3 "Total funds: total_btc, total_usd, default '0'." */
export const totalFunds = z.object({
  total_btc: z.catch(decimalString, funds.total_btc),
  total_usd: z.catch(decimalString, funds.total_usd),
}) satisfies z.ZodMiniType<TotalFunds>;

export const userTier = z.object({ tier: z.catch(z.int(), 0) });
/**
 * shell §7 get_kyc_status: "failure gives kyc_status 0". The reference API reads kyc_status as the
 * review state of the latest application: 0 none, 1 under review, 2 approved, 3 rejected (the level
 * reached is `verified`, shell §3 KYC levels).
 */
export const kycStatus = z.object({ kyc_status: z.catch(z.int(), 0) });
/** The user-profile call (country, verified). */
export const userProfile = z.object({ country: z.catch(z.int(), 0), verified: z.catch(z.int(), 0) });
/** widgets §3 "Sub-account info: type (1 normal, 4 managed), sub_type (6 bugs, 7 asset management)"; 0 when not a sub-account. */
export const subUserType = z.object({ type: z.catch(z.int(), 0), sub_type: z.catch(z.int(), 0) });
/** shell §3 "VIP tier trial: trial with tier and expire_time" (expire_time in seconds since the epoch). */
export const vipTier = z.object({
  trial: z.catch(z.object({ tier: z.catch(z.int(), 0), expire_time: z.catch(z.int(), 0) }), {
    tier: 0,
    expire_time: 0,
  }),
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

const account = z.string().check(
  z.trim(),
  z.minLength(3, 'Enter your e-mail address or phone number'),
  z.maxLength(254, 'That is too long for an e-mail address or phone number'),
  z.refine((v) => classifyAccount(v) !== null, 'Enter a valid e-mail address or phone number'),
);
/** A new password: length only here; the API also refuses common passwords (ASVS 2.1.7). */
export const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
  );
const password = newPassword;
/** A password typed to prove who you are (log-in, turning 2FA off): any length it was set with. */
const currentPassword = z
  .string()
  .check(
    z.minLength(1, 'Enter your password'),
    z.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
  );
/** Text we keep and show back must hold no control characters (they break logs, and PostgreSQL refuses NUL). */
const noControlCharacters = (v: string) => !/\p{Cc}/u.test(v);

/** A channel or group name: letters, digits, ., - and _, at most 64. */
const channelText = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(64, 'Use at most 64 characters'),
      z.regex(/^[\w.-]*$/, 'A channel holds only letters, digits, ., - and _'),
    ),
);
export const signupRequest = z.object({
  account,
  password,
  nickname: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(2, 'Use at least 2 characters'),
        z.maxLength(32, 'Use at most 32 characters'),
        z.refine(noControlCharacters, 'Use letters, digits and punctuation only'),
      ),
  ),
  /** A referral (invite) code; the referral flow has verified it already (shell §4 "Referral"). */
  ref_uid: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(32, 'Use at most 32 characters'),
        z.regex(/^[A-Za-z0-9_-]*$/, 'A referral code holds only letters, digits, - and _'),
      ),
  ),
  ch: channelText,
  /** shell §4 referral: the link's channel and group, stored with the ref code (cookies ref_channel, group_id). */
  ref_channel: channelText,
  group_id: channelText,
});
/** An authenticator code or a recovery code (the log-in's second step, turning 2FA off, a reset). */
const secondFactorCode = z
  .string()
  .check(
    z.trim(),
    z.minLength(AUTHENTICATOR_CODE_LENGTH, 'Enter the 6-digit code or a recovery code'),
    z.maxLength(SECOND_FACTOR_CODE_MAX_LENGTH, 'Enter the 6-digit code or a recovery code'),
  );
export const loginRequest = z.object({ account, password: currentPassword });
export const login2faRequest = z.object({
  challenge: z
    .string()
    .check(
      z.minLength(10, 'The log-in challenge is missing or cut short'),
      z.maxLength(256, 'The log-in challenge is too long'),
    ),
  code: secondFactorCode,
});
export const totpEnableRequest = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.length(AUTHENTICATOR_CODE_LENGTH, 'Enter the 6-digit code'),
      z.regex(/^\d+$/, 'Enter the 6-digit code'),
    ),
});
/** A single-use token from an e-mail link (verification, password reset): 43 URL-safe characters. */
const emailToken = z
  .string()
  .check(
    z.trim(),
    z.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete or damaged. Open it again from the e-mail.'),
  );
/** Turning two-factor off, or getting new recovery codes: the password and a current code. */
export const totpConfirmRequest = z.object({ password: currentPassword, code: secondFactorCode });
export const verifyEmailRequest = z.object({ token: emailToken });
export const resendVerificationRequest = z.object({ account });
export const passwordForgotRequest = z.object({ account });
/** `code` is asked for (need_2fa) when the account has two-factor on. */
export const passwordResetRequest = z.object({ token: emailToken, password, code: z.optional(secondFactorCode) });

/**
 * The csrftoken cookie (shell §7: the GET client sends it back in the csrftoken header, default
 * '1'). Random and at least 32 characters, so the default '1' or any guessable value never passes
 * the double-submit check; whoever mints one (the API, or the web server for a page) follows this.
 */
export const csrfTokenValue = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{32,128}$/, 'a random token of 32 to 128 URL-safe characters'));

// ---- Answers ----

/** An answer without data (log-out, turning two-factor off). */
export const nullAnswer = z.null();

export const sessionAnswer = z.object({ uid: z.int(), nickname: z.string() });
export const loginAnswer = z.union([
  z.extend(sessionAnswer, { need_2fa: z.literal(false) }),
  z.object({ need_2fa: z.literal(true), challenge: z.string() }),
]);
export const totpSetupAnswer = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
export const totpEnableAnswer = z.object({ recovery_codes: z.array(z.string()).check(z.minLength(1)) });
/**
 * Sign-up, resend and forgot-password answer alike whether or not the address has an account
 * (no account enumeration): the e-mail (or text message) tells its owner what happened.
 */
export const messageSentAnswer = z.object({ sent: z.literal(true) });
/** The e-mail is confirmed and the new account logged in. */
export const verifyEmailAnswer = sessionAnswer;
/** need_2fa: the account has two-factor on, send the reset again with `code`; the link stays usable. */
export const passwordResetAnswer = z.object({ need_2fa: z.boolean() });
export const logoutOthersAnswer = z.object({ closed: z.int().check(z.minimum(0)) });
export const outboxMessage = z.object({
  id: z.int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The link the message carries (verification, reset), when it has one. */
  link: z.nullable(z.string()),
  created_at: z.string(),
});
export const outboxAnswer = z.object({ messages: z.array(outboxMessage) });
