import { ACKNOWLEDGEABLE_BUSINESS_MESSAGE_TYPES, type BusinessComplianceMessage } from '@meridian/domain';
import * as z from 'zod/mini';
import { complianceLocale } from './compliance-check';

/** The business check's query (widgets §7 "per locale"): a malformed locale is ignored (English). */
export const businessComplianceQuery = z.object({
  locale: z.catch(z.optional(complianceLocale), undefined),
});
export type BusinessComplianceQuery = z.infer<typeof businessComplianceQuery>;

const textLink = z.object({ key: z.string(), link: z.string() });

/**
 * widgets §3 "Business compliance message: content, title, ok_button, cancel_button,
 * ok_button_router, text_link, no_close_button, type". What it is (`type`) and says (`content`)
 * must be readable, else the message is left out; the rest falls back field by field.
 */
export const businessComplianceMessage = z.object({
  type: z.string().check(z.minLength(1)),
  title: z.catch(z.string(), ''),
  content: z.string().check(z.minLength(1)),
  ok_button: z.catch(z.string(), ''),
  cancel_button: z.catch(z.string(), ''),
  ok_button_router: z.catch(z.string(), ''),
  text_link: z.catch(z.array(textLink), []),
  no_close_button: z.catch(z.boolean(), false),
}) satisfies z.ZodMiniType<BusinessComplianceMessage>;

/** The readable messages of a list: an unreadable one is dropped, never the whole list. */
const messages = z.pipe(
  z.array(z.unknown()),
  z.transform((items): BusinessComplianceMessage[] =>
    items.flatMap((item) => {
      const parsed = z.safeParse(businessComplianceMessage, item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

/**
 * The business compliance check's answer, bare (no {code, message, data} envelope): widgets §7
 * "resMsg.code 0 and datas list". widgets §8 "Compliance message call fails → empty default
 * message": a list that is no list is [].
 */
export const businessComplianceAnswer = z.object({
  resMsg: z.object({ code: z.int(), message: z.catch(z.string(), '') }),
  datas: z.catch(messages, []),
});
export type BusinessComplianceAnswer = z.infer<typeof businessComplianceAnswer>;

/**
 * Acknowledging a message the user has read (ours, decision 0049): only the 24h cool-down-end
 * reminder; the declaration message goes away when the declaration is signed.
 */
export const businessMessageAcknowledgeRequest = z.object({
  type: z.pipe(
    z.string(),
    z.enum(
      ACKNOWLEDGEABLE_BUSINESS_MESSAGE_TYPES,
      `only ${ACKNOWLEDGEABLE_BUSINESS_MESSAGE_TYPES.join(', ')} is acknowledged (the declaration message goes away once it is signed)`,
    ),
  ),
});
export const businessMessageAcknowledgeAnswer = z.object({
  type: z.string(),
  acknowledged: z.literal(true),
});
