// Support tickets (issue 16, `/myaccount/tickets`; the withdraw-only notice leads there).

/** What a ticket is about, as the form's choice lists them. */
export const SUPPORT_TICKET_CATEGORIES = ['deposit', 'withdrawal', 'account', 'kyc', 'trading', 'other'] as const;
export type SupportTicketCategory = (typeof SUPPORT_TICKET_CATEGORIES)[number];

/** The states a ticket goes through: open until staff answer, closed when settled. */
export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

export const SUPPORT_TICKET_SUBJECT_MAX = 120;
export const SUPPORT_TICKET_BODY_MAX = 5000;
/** Open tickets one account may have at once: a form cannot flood the support queue. */
export const SUPPORT_TICKET_OPEN_LIMIT = 20;

export function isSupportTicketCategory(value: string): value is SupportTicketCategory {
  return (SUPPORT_TICKET_CATEGORIES as readonly string[]).includes(value);
}
