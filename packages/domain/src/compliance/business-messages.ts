import { DECLARATION_SIGNED_STATUS } from '../footer/footer-links';
import { SITE_IDS } from '../sites/site-ids';

/**
 * widgets §3 "Business compliance message: ... type (for example customer-understand-declaration,
 * 24h_cool_down_end_reminder)": the types the reference API computes (decision 0049).
 */
export const BUSINESS_MESSAGE_TYPES = {
  /** Turkey-site accounts that have not signed the customer understanding declaration. */
  customerUnderstandDeclaration: 'customer-understand-declaration',
  /** The account's 24 h cool-down ended lately and the reminder was not acknowledged. */
  coolDownEndReminder: '24h_cool_down_end_reminder',
} as const;

export type BusinessMessageType = (typeof BUSINESS_MESSAGE_TYPES)[keyof typeof BUSINESS_MESSAGE_TYPES];

/** Types the user acknowledges with the acknowledge call (the declaration goes away by signing it). */
export const ACKNOWLEDGEABLE_BUSINESS_MESSAGE_TYPES = [BUSINESS_MESSAGE_TYPES.coolDownEndReminder] as const;

/** How long after a cool-down ends its reminder is shown at most (unless acknowledged before). */
export const COOL_DOWN_REMINDER_DAYS = 7;

const DAY_MS = 86_400_000;

/** widgets §3 "Declaration status: status (1 needs signing, 2 signed)". */
export const DECLARATION_STATUS = { needsSigning: 1, signed: DECLARATION_SIGNED_STATUS } as const;

/**
 * The version of the Turkish customer understanding declaration a signature is for. A new text
 * gets a new version, and every Turkey-site account signs again.
 */
export const CUSTOMER_DECLARATION_VERSION = '2024-07';

/** Only accounts opened on the Turkey site sign the declaration (widgets §2 "Turkish risk declaration"). */
export function declarationRequired(accountSiteId: number): boolean {
  return accountSiteId === SITE_IDS.turkey;
}

/**
 * widgets §4 "The 24h cool-down-end reminder": due once the cool-down has ended, for
 * COOL_DOWN_REMINDER_DAYS, until the user acknowledges it (an acknowledgement from before this
 * cool-down ended is for an earlier one).
 */
export function coolDownReminderDue(
  account: { coolDownUntil: Date | null; coolDownAcknowledgedAt: Date | null },
  now: Date,
): boolean {
  const ended = account.coolDownUntil;
  if (ended === null || ended.getTime() > now.getTime()) return false;
  if (now.getTime() - ended.getTime() >= COOL_DOWN_REMINDER_DAYS * DAY_MS) return false;
  const acknowledged = account.coolDownAcknowledgedAt;
  return acknowledged === null || acknowledged.getTime() < ended.getTime();
}

/** The business messages due for a logged-in account, in the order they are answered. */
export function dueBusinessMessageTypes(
  account: {
    siteId: number;
    declarationSigned: boolean;
    coolDownUntil: Date | null;
    coolDownAcknowledgedAt: Date | null;
  },
  now: Date,
): BusinessMessageType[] {
  const due: BusinessMessageType[] = [];
  if (declarationRequired(account.siteId) && !account.declarationSigned)
    due.push(BUSINESS_MESSAGE_TYPES.customerUnderstandDeclaration);
  if (coolDownReminderDue(account, now)) due.push(BUSINESS_MESSAGE_TYPES.coolDownEndReminder);
  return due;
}
