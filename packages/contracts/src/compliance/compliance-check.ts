import { type ComplianceCheck, defaultComplianceCheck, LIMIT_COUNTRY_USER_STATUS } from '@meridian/domain';
import * as z from 'zod/mini';
import { envelope } from '../envelope-schemas';

/**
 * The visitor's country as the CDN saw it (ISO 3166 alpha-2). Believed only behind our own proxy:
 * anyone can send this header, so a server reads it only when it trusts the hop before it.
 */
export const CLIENT_COUNTRY_HEADER = 'x-client-country';

/** An ISO 3166 alpha-2 code in any case, as upper case; anything else is not a country. */
export const clientCountry = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'a two-letter ISO 3166 country code'), z.toUpperCase());

/** The header's country, or undefined when it is missing or malformed (never an error). */
export function parseClientCountry(header: string | null | undefined): string | undefined {
  const parsed = clientCountry.safeParse(header);
  return parsed.success ? parsed.data : undefined;
}

const defaults = defaultComplianceCheck();

/**
 * The locale code the texts of the answer are wanted in (the `lang` cookie's value: 'en', 'cn',
 * 'pt-br', 'ar-dubai', ...), lower-cased. A malformed one is ignored (the English texts), never a
 * refusal: the page must render whatever its URL says.
 */
export const complianceLocale = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, 'a locale code such as en or pt-br'));

/** The getComplianceCheck query (a GET's `body` is its query). */
export const complianceCheckQuery = z.object({
  locale: z.catch(z.optional(complianceLocale), undefined),
});
export type ComplianceCheckQuery = z.infer<typeof complianceCheckQuery>;

/** A flag of `limit` or `toast`; a value of another type counts as not sent. */
const flag = z.catch(z.optional(z.boolean()), undefined);

/**
 * `limit`: the site-switch flags (widgets §3) and the country's compliance flags (shell §3 "limit
 * holds: ..."), each on its own; other fields pass through for the widgets that read them.
 */
export const complianceLimit = z.looseObject({
  is_us_toast: flag,
  is_main: flag,
  is_uk_ip: flag,
  is_au_ip: flag,
  is_jp_toast: flag,
  is_ae_toast: flag,
  is_eu_toast: flag,
  is_uk_limit: flag,
  brazil_toast: flag,
  is_nl_limit: flag,
  is_italy_limit: flag,
  ltw_toast: flag,
  is_uzbekistan_toast: flag,
  is_show_compliance_tips: flag,
  is_blocked_country: flag,
  limit_country: flag,
});

const { none, prohibitedResident, agreementConflict } = LIMIT_COUNTRY_USER_STATUS;

/**
 * `toast` (shell §3 "toast holds: is_hk_user, is_withdraw_only_user, limit_country_user_status,
 * kyc_toast"): what the logged-in account calls for; {} for a visitor. Each field on its own; an
 * unknown status counts as not sent.
 */
export const complianceToast = z.object({
  is_hk_user: flag,
  is_withdraw_only_user: flag,
  limit_country_user_status: z.catch(z.optional(z.literal([none, prohibitedResident, agreementConflict])), undefined),
  kyc_toast: flag,
});

const textLink = z.object({ key: z.string(), link: z.string() });

/**
 * `tips` (widgets §3 "Compliance tip"): what decides whether, where and what the modal shows
 * (title, content, enable, path) must be readable, else the whole tip is unreadable and the answer
 * is {} (no modal); the rest falls back on its own (no button text, no link, once a day).
 */
export const complianceTip = z.object({
  title: z.string().check(z.minLength(1)),
  content: z.string().check(z.minLength(1)),
  ok_button: z.catch(z.string(), ''),
  cancel_button: z.catch(z.string(), ''),
  ok_button_router: z.catch(z.string(), ''),
  text_link: z.catch(z.array(textLink), []),
  options: z.catch(z.object({ maxCount: z.int().check(z.nonnegative()) }), { maxCount: 1 }),
  enable: z.boolean(),
  path: z.array(z.string()),
});

/** A tip, or {} when there is none (or it is unreadable). */
const tips = z.catch(z.union([complianceTip, z.strictObject({})]), {});

const jsonObject = z.record(z.string(), z.unknown());

/**
 * The getComplianceCheck answer (shell §3 "Compliance check response"). Each field falls back
 * to its spec default on its own: "Defaults: business [], limit {}, toast {}, menu [], tips {}."
 */
export const complianceCheck = z.object({
  menu: z.catch(z.array(z.string()), defaults.menu),
  business: z.catch(z.array(jsonObject), defaults.business),
  limit: z.catch(complianceLimit, defaults.limit),
  toast: z.catch(complianceToast, {}),
  tips,
}) satisfies z.ZodMiniType<ComplianceCheck>;

export type ComplianceCheckAnswer = z.infer<typeof complianceCheck>;
export type ComplianceTipAnswer = z.infer<typeof complianceTip>;

export const complianceCheckResponse = envelope(complianceCheck);
export type ComplianceCheckResponse = z.infer<typeof complianceCheckResponse>;
