import type { SupportTicket, SupportTicketList } from '@meridian/contracts';
import { isSupportTicketCategory, SUPPORT_TICKET_OPEN_LIMIT, SUPPORT_TICKET_STATUSES } from '@meridian/domain';
import type { Database } from '../db/database';
import {
  countOpenSupportTickets,
  insertSupportTicket,
  listSupportTickets,
  type SupportTicketRow,
} from '../db/queries/support-tickets';
import { DEFAULT_LIST_LIMIT } from './deposits';

// Issue 16: support tickets (create/list) for /myaccount/tickets.

function ticketOf(row: SupportTicketRow): SupportTicket {
  const status = SUPPORT_TICKET_STATUSES.find((s) => s === row.status) ?? 'open';
  return {
    id: String(row.id),
    category: isSupportTicketCategory(row.category) ? row.category : 'other',
    subject: row.subject,
    body: row.body,
    status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type TicketOutcome = { kind: 'created'; ticket: SupportTicket } | { kind: 'too-many'; limit: number };

/** Open a ticket; at most SUPPORT_TICKET_OPEN_LIMIT open at once, so one account cannot flood the queue. */
export async function openSupportTicket(
  db: Database,
  uid: number,
  input: { category: string; subject: string; body: string },
  now: Date,
): Promise<TicketOutcome> {
  if ((await countOpenSupportTickets(db, uid)) >= SUPPORT_TICKET_OPEN_LIMIT) {
    return { kind: 'too-many', limit: SUPPORT_TICKET_OPEN_LIMIT };
  }
  return { kind: 'created', ticket: ticketOf(await insertSupportTicket(db, { uid, ...input }, now)) };
}

export async function supportTicketsOf(
  db: Database,
  uid: number,
  filter: { status?: string | undefined; limit?: string | undefined },
): Promise<SupportTicketList> {
  const rows = await listSupportTickets(db, uid, {
    status: filter.status,
    limit: filter.limit === undefined ? DEFAULT_LIST_LIMIT : Number(filter.limit),
  });
  return { list: rows.map(ticketOf) };
}
