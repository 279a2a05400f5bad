// Support tickets (issue 16): /myaccount/tickets, where the withdraw-only notice leads (shell §6).
export {
  SupportTicketsPage,
  ticketDraftErrors,
  type SupportTicketsView,
  type TicketDraft,
} from './support-tickets-page';
