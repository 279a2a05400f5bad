import {
  AGREEMENT_SCENE_PATTERN,
  type CandidateList,
  DECLARATION_STATUS,
  DEFAULT_AGREEMENT_SCENE,
  IP_CHECK_RESULTS,
  IP_CHECK_TYPES,
  type IpCheckTokenPayload,
  parseCandidateList,
  USER_AGREEMENT_STATUS,
} from '@meridian/domain';
import * as z from 'zod/mini';
import { complianceLocale } from './compliance-check';

// The compliance-kyc family (widgets §7; decision 0049): the Turkish declaration, the user
// agreement and the IP/VPN check. Requests are refused with a message naming the field; answers
// fall back field by field to what the widgets do on failure.

// ---- Turkish declaration ----

const { needsSigning, signed } = DECLARATION_STATUS;

/**
 * widgets §3 "Declaration status: status (1 needs signing, 2 signed)"; widgets §8 "Declaration
 * status call fails → status 1 (needs signing)".
 */
export const declarationStatus = z.object({
  status: z.catch(z.literal([needsSigning, signed]), needsSigning),
});
export type DeclarationStatusAnswer = z.infer<typeof declarationStatus>;

/** widgets §4 "Signing succeeds when status becomes 2": the form sends `status=2`. */
export const declarationSubmitRequest = z.object({
  // A string first, so a missing field reads "status is required".
  status: z.pipe(
    z.string(),
    z.enum([String(signed)], `must be ${signed} (send status=${signed} to sign the declaration)`),
  ),
});

// ---- user agreement ----

/**
 * widgets §7 "scene (default user_agreement)"; an empty field is the default. `locale` (ours) names
 * the language of the texts; without it the `lang` cookie's, else the site's default language.
 */
export const userAgreementRequest = z.object({
  scene: z._default(
    z
      .string()
      .check(
        z.regex(
          AGREEMENT_SCENE_PATTERN,
          'a scene name such as user_agreement: lower-case letters, digits and _, at most 64',
        ),
      ),
    DEFAULT_AGREEMENT_SCENE,
  ),
  locale: z.catch(z.optional(complianceLocale), undefined),
});
export type UserAgreementRequest = z.infer<typeof userAgreementRequest>;

const { upToDate, mustAccept } = USER_AGREEMENT_STATUS;

/**
 * widgets §3 "User agreement status: status (1 means show), content, submit_button", and ours:
 * the scene, its current version, and the link to the whole text (`link_text` → `link`). A
 * status that cannot be read shows nothing.
 */
export const userAgreementStatus = z.object({
  status: z.catch(z.literal([upToDate, mustAccept]), upToDate),
  content: z.catch(z.string(), ''),
  submit_button: z.catch(z.string(), ''),
  scene: z.catch(z.string(), DEFAULT_AGREEMENT_SCENE),
  version: z.catch(z.int(), 0),
  link_text: z.catch(z.string(), ''),
  link: z.catch(z.string(), ''),
});
export type UserAgreementStatusAnswer = z.infer<typeof userAgreementStatus>;

// ---- IP/VPN check ----

/** At most 20 addresses of at most 45 characters, with their commas and some spaces. */
const CANDIDATE_TEXT_MAX = 1200;

/** A comma-separated candidate list, read strictly (domain parseCandidateList) into addresses. */
const candidateList = (list: CandidateList) =>
  z.pipe(
    z.string().check(z.maxLength(CANDIDATE_TEXT_MAX, `at most ${CANDIDATE_TEXT_MAX} characters`)),
    z.transform((text, ctx) => {
      const parsed = parseCandidateList(text, list);
      if (parsed.ok) return parsed.addresses;
      ctx.issues.push({ code: 'custom', message: parsed.problem, input: text });
      return z.NEVER;
    }),
  );

const CHECK_TYPES = Object.values(IP_CHECK_TYPES).map(String) as ['1', '2', '3'];

/**
 * widgets §7 "type (1 with ips and stuns; 2 or 3 without)": 1 the browser gathered its WebRTC
 * candidates (`ips` the host candidates' addresses, `stuns` the server-reflexive ones, each
 * comma-separated, either may be empty); 2 it has no WebRTC; 3 gathering failed.
 */
export const ipCheckRequest = z
  .object({
    type: z.pipe(
      z.string(),
      z.enum(CHECK_TYPES, 'must be 1 (candidates gathered), 2 (no WebRTC) or 3 (gathering failed)'),
    ),
    ips: z.optional(candidateList('ips')),
    stuns: z.optional(candidateList('stuns')),
  })
  .check(
    z.refine((form) => form.type === '1' || (form.ips === undefined && form.stuns === undefined), {
      error: 'ips and stuns are sent with type 1 only',
      path: ['type'],
    }),
  );
export type IpCheckRequest = z.infer<typeof ipCheckRequest>;

const resultCode = z.literal(Object.values(IP_CHECK_RESULTS) as [0, 1, 2, 3, 4]);

/**
 * The signed token's payload (widgets §3 "token payload with uid, result (value, valid_period),
 * limit (value, limit_times, valid_period)"), with `iat` and `exp` (seconds): widgets §4 "A stored
 * token is reused while valid", i.e. until `exp`.
 */
export const ipCheckTokenPayload = z.object({
  uid: z.int(),
  iat: z.int(),
  exp: z.int(),
  result: z.object({ value: resultCode, valid_period: z.int() }),
  limit: z.object({ value: z.int(), limit_times: z.int(), valid_period: z.int() }),
}) satisfies z.ZodMiniType<IpCheckTokenPayload>;

/**
 * widgets §7 "data.result and token". No fallbacks: widgets §8 "IP check fails or answers
 * unexpectedly → user is allowed through", so an answer that does not parse is a failure.
 */
export const ipCheckAnswer = z.object({
  result: resultCode,
  token: z.string().check(z.minLength(1)),
});
export type IpCheckAnswer = z.infer<typeof ipCheckAnswer>;

/** widgets §5 "The IP check runs only when enabled": the site's switch. Unreadable: off. */
export const ipCheckConfig = z.object({ enabled: z.catch(z.boolean(), false) });

/** A token to verify (the API signed it for this account). */
export const ipCheckVerifyQuery = z.object({
  token: z.string().check(z.minLength(1, 'token is required'), z.maxLength(2048, 'at most 2048 characters')),
});
/** `valid`: signed by this API for the logged-in account, not expired; `payload` when valid. */
export const ipCheckVerifyAnswer = z.object({ valid: z.boolean(), payload: z.nullable(ipCheckTokenPayload) });

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url (unpadded) → text, one character per byte: the payload is ASCII JSON. */
function base64UrlToAscii(text: string): string | undefined {
  if (text.length % 4 === 1) return undefined;
  let bits = 0;
  let value = 0;
  let out = '';
  for (const ch of text) {
    const digit = BASE64URL.indexOf(ch);
    if (digit < 0) return undefined;
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((value >> bits) & 255);
    }
  }
  return out;
}

/**
 * The payload of a token as the browser holds it (base64url JSON, then `.` and the signature),
 * without verifying the signature, which only the API can: enough to decide whether to reuse it.
 * undefined when it is not such a token.
 */
export function readIpCheckToken(token: string): IpCheckTokenPayload | undefined {
  const [body = '', signature, extra] = token.split('.');
  if (signature === undefined || extra !== undefined || body.length > 2048) return undefined;
  const json = base64UrlToAscii(body);
  if (json === undefined) return undefined;
  try {
    const parsed = z.safeParse(ipCheckTokenPayload, JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
