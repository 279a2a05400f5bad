// The transfer panels' protocol messages (transfer-panels-protocol.ts), loaded when a channel opens.
import * as z from 'zod/mini';

/** An opaque id of one fund-password question (the panel's own): the answer names it. */
const askId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** The props of widgets §7, as the page sends them again after a change. */
export const transferPanelPropsSchema = z.object({
  g_lang: z.string().check(z.maxLength(16)),
  lang_prefix: z.string().check(z.maxLength(16)),
  theme: z.enum(['light', 'dark']),
  isUkLimit: z.boolean(),
  isItalyLimit: z.boolean(),
  isNotsNeedNotificationProvider: z.boolean(),
  sub_website_id: z.optional(z.int()),
});

/** What a panel tells the page. */
export const toParent = z.discriminatedUnion('type', [
  /** Listening now: the page answers with the current props (they may have changed since the query). */
  z.object({ type: z.literal('ready') }),
  /** Its content height in CSS pixels, so the frame needs no scroll bar. */
  z.object({ type: z.literal('resize'), height: z.int().check(z.minimum(0), z.maximum(4000)) }),
  /** A transfer was made: the page reads its balances again. */
  z.object({ type: z.literal('transferred') }),
  /**
   * The API asks for the fund password (master -> sub, per its frequency): the page opens the
   * registry's fund-password modal, whose dialog the panel cannot show over the whole page.
   */
  z.object({ type: z.literal('fund-password'), ask: askId }),
  /**
   * The panel retried its attempt with the password the page sent: `accepted` false when the API
   * refused the password (the modal stays open for another try), true otherwise (it closes).
   */
  z.object({ type: z.literal('fund-password-checked'), ask: askId, accepted: z.boolean() }),
  /** A GET failed: the page shows the shell §8 message in its own toast region. */
  z.object({ type: z.literal('request-error') }),
]);

/** What the page tells a panel. */
export const toChild = z.discriminatedUnion('type', [
  z.object({ type: z.literal('props'), props: transferPanelPropsSchema }),
  /** The password typed in the page's fund-password modal, for the question `ask`. */
  z.object({
    type: z.literal('fund-password'),
    ask: askId,
    fundpass: z.string().check(z.minLength(1), z.maxLength(256)),
  }),
  /** The page changed what the panel lists (a sub-account was opened): read it again. */
  z.object({ type: z.literal('refresh') }),
]);

/** A message from a panel, as the page receives it. */
export type TransferPanelMessage = z.output<typeof toParent>;
/** A message from the page, as a panel receives it. */
export type TransferPanelPageMessage = z.output<typeof toChild>;
