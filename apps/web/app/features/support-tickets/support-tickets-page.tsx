import { postSupportTicketCreate, type SupportTicket } from '@meridian/contracts';
import {
  SUPPORT_TICKET_BODY_MAX,
  SUPPORT_TICKET_CATEGORIES,
  SUPPORT_TICKET_SUBJECT_MAX,
  type SupportTicketCategory,
  isSupportTicketCategory,
} from '@meridian/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { type RequestFailure, useBrowserClients } from '../../shell/http';
import { ensureCsrfToken } from '../../shell/session';
import { useSite } from '../../shell/site';
import './support-tickets.css';

/** What the loader read: the account's tickets (newest first), or null when the call failed. */
export interface SupportTicketsView {
  tickets: SupportTicket[] | null;
}

type FieldName = 'category' | 'subject' | 'message';
type FieldErrorKey = 'categoryMissing' | 'subjectMissing' | 'subjectTooLong' | 'messageMissing' | 'messageTooLong';
type SubmitErrorKey = 'invalid' | 'tooMany' | 'sessionEnded' | 'failed';

export interface TicketDraft {
  category: string;
  subject: string;
  message: string;
}

/**
 * The form's checks, as the API's contract makes them (packages/contracts funds: a category of the
 * list, a subject and a message, trimmed, within their limits), so the reader learns before sending.
 */
export function ticketDraftErrors(draft: TicketDraft): Partial<Record<FieldName, FieldErrorKey>> {
  const errors: Partial<Record<FieldName, FieldErrorKey>> = {};
  if (!isSupportTicketCategory(draft.category)) errors.category = 'categoryMissing';
  const subject = draft.subject.trim();
  if (subject === '') errors.subject = 'subjectMissing';
  else if (subject.length > SUPPORT_TICKET_SUBJECT_MAX) errors.subject = 'subjectTooLong';
  const message = draft.message.trim();
  if (message === '') errors.message = 'messageMissing';
  else if (message.length > SUPPORT_TICKET_BODY_MAX) errors.message = 'messageTooLong';
  return errors;
}

/** Why a create call failed, as the reader is told: 400 the API's field checks, 429 the open-ticket limit. */
function submitErrorOf(failure: RequestFailure): SubmitErrorKey {
  if (failure.reason !== 'status') return 'failed';
  if (failure.status === 400) return 'invalid';
  if (failure.status === 429) return 'tooMany';
  if (failure.status === 401) return 'sessionEnded';
  return 'failed';
}

/** A ticket's time in the reader's language, in UTC so the server render and the browser agree. */
function ticketTime(locale: string, iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(ms);
}

/**
 * /myaccount/tickets (issue 16; shell §6 "Withdraw-only users get a notice with a Create a ticket
 * action leading to /myaccount/tickets"): a form to open a ticket, and the account's tickets as the
 * loader read them with the page. A new ticket joins the top of the list once the API accepts it.
 */
export function SupportTicketsPage({ view }: { view: SupportTicketsView }) {
  const t = useTranslations('supportTickets');
  const { site } = useSite();
  const [tickets, setTickets] = useState<SupportTicket[] | null>(view.tickets);
  return (
    <main className="page account-page support-tickets" id="main" data-testid="support-tickets-page">
      <h1>{t('title')}</h1>
      <p className="account-page__intro">{t('description', { site: site.name })}</p>
      <p className="account-page__muted support-tickets__intro">{t('intro')}</p>
      <TicketForm
        onCreated={(ticket) =>
          setTickets((current) => [ticket, ...(current ?? []).filter((row) => row.id !== ticket.id)])
        }
      />
      <TicketList tickets={tickets} />
    </main>
  );
}

function TicketForm({ onCreated }: { onCreated: (ticket: SupportTicket) => void }) {
  const t = useTranslations('supportTickets.form');
  const categories = useTranslations('supportTickets.categories');
  const clients = useBrowserClients();
  const id = useId();
  const [draft, setDraft] = useState<TicketDraft>({ category: '', subject: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, FieldErrorKey>>>({});
  const [submitError, setSubmitError] = useState<SubmitErrorKey | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const change = (field: FieldName, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A field's message goes once it is edited; the next submission checks again.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = ticketDraftErrors(draft);
    setErrors(found);
    setSubmitError(null);
    setCreated(null);
    const first = (['category', 'subject', 'message'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setPending(true);
    try {
      await ensureCsrfToken(clients);
      const outcome = await clients.post(postSupportTicketCreate, {
        category: draft.category as SupportTicketCategory,
        subject: draft.subject.trim(),
        body: draft.message.trim(),
      });
      if (outcome.ok) {
        setCreated(outcome.data.id);
        setDraft({ category: '', subject: '', message: '' });
        onCreated(outcome.data);
      } else {
        setSubmitError(submitErrorOf(outcome));
      }
    } finally {
      setPending(false);
    }
  };

  const fieldError = (field: FieldName) => {
    const key = errors[field];
    if (!key) return null;
    const max = field === 'subject' ? SUPPORT_TICKET_SUBJECT_MAX : SUPPORT_TICKET_BODY_MAX;
    return (
      <p className="support-tickets__field-error" id={`${id}-${field}-error`} data-testid={`ticket-${field}-error`}>
        {t(`errors.${key}`, { max })}
      </p>
    );
  };
  const described = (field: FieldName, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <section className="account-page__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <form className="support-tickets__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="support-tickets__field">
          <label htmlFor={`${id}-category`}>{t('category')}</label>
          <select
            id={`${id}-category`}
            value={draft.category}
            onChange={(event) => change('category', event.target.value)}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={described('category')}
            required
            data-testid="ticket-category"
          >
            <option value="">{t('categoryPlaceholder')}</option>
            {SUPPORT_TICKET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categories(category)}
              </option>
            ))}
          </select>
          {fieldError('category')}
        </div>
        <div className="support-tickets__field">
          <label htmlFor={`${id}-subject`}>{t('subject')}</label>
          <input
            id={`${id}-subject`}
            type="text"
            value={draft.subject}
            onChange={(event) => change('subject', event.target.value)}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={described('subject')}
            required
            autoComplete="off"
            data-testid="ticket-subject"
          />
          {fieldError('subject')}
        </div>
        <div className="support-tickets__field">
          <label htmlFor={`${id}-message`}>{t('message')}</label>
          <textarea
            id={`${id}-message`}
            value={draft.message}
            rows={6}
            onChange={(event) => change('message', event.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={described('message', `${id}-message-hint`)}
            required
            data-testid="ticket-message"
          />
          <p className="account-page__muted support-tickets__hint" id={`${id}-message-hint`}>
            {t('messageHint', { max: SUPPORT_TICKET_BODY_MAX })}
          </p>
          {fieldError('message')}
        </div>
        <div>
          <button type="submit" className="button" disabled={pending} aria-busy={pending} data-testid="ticket-submit">
            {pending ? t('submitting') : t('submit')}
          </button>
        </div>
        {submitError ? (
          <p className="account-page__error" role="alert" data-testid="ticket-submit-error">
            {t(`errors.${submitError}`)}
          </p>
        ) : null}
        <p role="status" className="support-tickets__created" data-testid="ticket-created">
          {created === null ? '' : t('created', { id: created })}
        </p>
      </form>
    </section>
  );
}

function TicketList({ tickets }: { tickets: SupportTicket[] | null }) {
  const t = useTranslations('supportTickets');
  const { locale } = useSite();
  const id = useId();
  return (
    <section className="account-page__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('list.heading')}</h2>
      {tickets === null ? (
        <div className="account-page__notice" role="alert" data-testid="tickets-unavailable">
          {t('list.unavailable')}
        </div>
      ) : tickets.length === 0 ? (
        <p className="account-page__muted" data-testid="tickets-empty">
          {t('list.empty')}
        </p>
      ) : (
        <div className="support-tickets__scroll">
          <table className="support-tickets__table" data-testid="tickets-table">
            <caption className="visually-hidden">{t('list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.time')}</th>
                <th scope="col">{t('list.category')}</th>
                <th scope="col">{t('list.subject')}</th>
                <th scope="col">{t('list.status')}</th>
              </tr>
            </thead>
            <tbody>
              {tickets.map((ticket) => (
                <tr key={ticket.id} data-testid={`ticket-${ticket.id}`}>
                  <td>
                    <time dateTime={ticket.created_at}>{ticketTime(locale.htmlLang, ticket.created_at)}</time>
                  </td>
                  <td>{t(`categories.${ticket.category}`)}</td>
                  <th scope="row" className="support-tickets__subject">
                    <bdi>{ticket.subject}</bdi>
                  </th>
                  <td>
                    <span className="support-tickets__status" data-status={ticket.status}>
                      {t(`statuses.${ticket.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
