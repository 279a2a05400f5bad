import { type ComplianceCheck, defaultComplianceCheck } from '@meridian/domain';
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

/** A site-switch flag (widgets §3); a value of another type counts as not sent. */
const flag = z.catch(z.optional(z.boolean()), undefined);

/**
 * `limit`: the site-switch flags are typed; the other shell §3 limit fields pass through for the
 * gating and notice widgets to parse with their own rules.
 */
export const complianceLimit = z.looseObject({
  is_us_toast: flag,
  is_main: flag,
  is_uk_ip: flag,
  is_au_ip: flag,
  is_jp_toast: flag,
  is_ae_toast: flag,
  is_eu_toast: flag,
});

const jsonObject = z.record(z.string(), z.unknown());

/**
 * The getComplianceCheck answer (shell §3 "Compliance check response"). Each field falls back
 * to its spec default on its own: "Defaults: business [], limit {}, toast {}, menu [], tips {}."
 */
export const complianceCheck = z.object({
  menu: z.catch(z.array(z.string()), defaults.menu),
  business: z.catch(z.array(jsonObject), defaults.business),
  limit: z.catch(complianceLimit, defaults.limit),
  toast: z.catch(jsonObject, defaults.toast),
  tips: z.catch(jsonObject, defaults.tips),
}) satisfies z.ZodMiniType<ComplianceCheck>;

export const complianceCheckResponse = envelope(complianceCheck);
export type ComplianceCheckResponse = z.infer<typeof complianceCheckResponse>;
