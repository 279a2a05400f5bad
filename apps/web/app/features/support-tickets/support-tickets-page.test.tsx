// @vitest-environment happy-dom
import { postSupportTicketCreate, type SupportTicket } from '@meridian/contracts';
import {
  ACCOUNT_ROUTES,
  accountMenuItems,
  activeAccountMenuTrail,
  defaultUserInfo,
  REGION_NOTICE_TICKETS_PATH,
  SUPPORT_TICKET_SUBJECT_MAX,
} from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../shell/session';
import { fakeApiWithCsrf } from '../../test-support/fake-api';
import { renderWithShell } from '../../test-support/render-with-shell';
import { SupportTicketsPage, ticketDraftErrors } from './support-tickets-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

const USER: Session = {
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 } },
  totalFunds: { total_usd: '0', total_btc: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: true,
};

const ticket = (id: string, overrides: Partial<SupportTicket> = {}): SupportTicket => ({
  id,
  category: 'withdrawal',
  subject: `Subject ${id}`,
  body: 'What happened',
  status: 'open',
  created_at: '2025-03-04T05:06:00.000Z',
  updated_at: '2025-03-04T05:06:00.000Z',
  ...overrides,
});

const renderPage = (tickets: SupportTicket[] | null) =>
  renderWithShell(<SupportTicketsPage view={{ tickets }} />, { session: USER, path: '/myaccount/tickets' });

function fillForm(values: { category?: string; subject?: string; message?: string }) {
  if (values.category !== undefined) {
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: values.category } });
  }
  if (values.subject !== undefined) {
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: values.subject } });
  }
  if (values.message !== undefined) {
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: values.message } });
  }
}

describe('the ticket list (/myaccount/tickets, read by the loader)', () => {
  it('shows time (UTC), category, subject and status of each ticket, newest first as the API sends them', async () => {
    renderPage([ticket('2', { status: 'answered', category: 'kyc' }), ticket('1')]);
    const table = await screen.findByRole('table', { name: 'Your support tickets, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.dataset.testid)).toEqual(['ticket-2', 'ticket-1']);
    const first = rows[0];
    if (!first) throw new Error('no row');
    expect(within(first).getByRole('rowheader').textContent).toBe('Subject 2');
    expect(first.textContent).toContain('Identity verification');
    expect(first.textContent).toContain('Answered');
    // 05:06 UTC whatever the test machine's zone: the server render and the browser agree.
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-04T05:06:00.000Z');
    expect(first.querySelector('time')?.textContent).toMatch(/Mar 4, 2025.*5:06/);
  });

  it('an account without tickets gets the empty state', async () => {
    renderPage([]);
    expect((await screen.findByTestId('tickets-empty')).textContent).toBe('You have no tickets yet.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a failed list call shows an error block in its place, and the form still works', async () => {
    renderPage(null);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your tickets cannot be shown right now. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Submit ticket' })).toBeTruthy();
  });
});

describe('creating a ticket', () => {
  it('checks the fields before sending: each says what is missing, and nothing is posted', async () => {
    const api = fakeApiWithCsrf({ data: ticket('9') });
    renderPage([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit ticket' }));
    expect(screen.getByTestId('ticket-category-error').textContent).toBe('Choose a category.');
    expect(screen.getByTestId('ticket-subject-error').textContent).toBe('Enter a subject.');
    expect(screen.getByTestId('ticket-message-error').textContent).toBe('Describe the problem.');
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category.getAttribute('aria-invalid')).toBe('true');
    // The message is the field's description, so a screen reader hears it with the field.
    expect(category.getAttribute('aria-describedby')).toBe(screen.getByTestId('ticket-category-error').id);
    expect(document.activeElement).toBe(category);
    expect(api.calls).toEqual([]);
  });

  it('a subject over the API limit is refused in the form (blank-only text counts as missing)', () => {
    const long = 'x'.repeat(SUPPORT_TICKET_SUBJECT_MAX + 1);
    expect(ticketDraftErrors({ category: 'other', subject: long, message: 'm' })).toEqual({
      subject: 'subjectTooLong',
    });
    expect(
      ticketDraftErrors({ category: 'other', subject: 'x'.repeat(SUPPORT_TICKET_SUBJECT_MAX), message: 'm' }),
    ).toEqual({});
    expect(ticketDraftErrors({ category: 'nope', subject: '  ', message: '\n' })).toEqual({
      category: 'categoryMissing',
      subject: 'subjectMissing',
      message: 'messageMissing',
    });
  });

  it('shows the limit in the too-long message', async () => {
    fakeApiWithCsrf({ data: ticket('9') });
    renderPage([]);
    fillForm({ category: 'other', subject: 'x'.repeat(SUPPORT_TICKET_SUBJECT_MAX + 1), message: 'Help' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(screen.getByTestId('ticket-subject-error').textContent).toBe(
      `The subject can be at most ${SUPPORT_TICKET_SUBJECT_MAX} characters.`,
    );
  });

  it('posts the trimmed ticket, says it was created and puts it at the top of the list', async () => {
    const api = fakeApiWithCsrf({ data: ticket('12', { category: 'deposit', subject: 'Deposit missing' }) });
    renderPage([ticket('3')]);
    fillForm({ category: 'deposit', subject: '  Deposit missing ', message: ' My USDT deposit has not arrived. ' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(
      (await screen.findByText('Ticket 12 was created. Our support team will answer it here.')).getAttribute('role'),
    ).toBe('status');
    expect(api.calls).toEqual([
      {
        path: postSupportTicketCreate.path,
        body: { category: 'deposit', subject: 'Deposit missing', body: 'My USDT deposit has not arrived.' },
      },
    ]);
    const rows = within(screen.getByTestId('tickets-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.dataset.testid)).toEqual(['ticket-12', 'ticket-3']);
    // The form is empty again for the next ticket.
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('');
  });

  it('the first ticket replaces the empty state', async () => {
    fakeApiWithCsrf({ data: ticket('1') });
    renderPage([]);
    fillForm({ category: 'account', subject: 'Hello', message: 'Help' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await screen.findByTestId('ticket-1');
    expect(screen.queryByTestId('tickets-empty')).toBeNull();
  });

  it('429 (too many open tickets) and other failures are said in words', async () => {
    fakeApiWithCsrf({ status: 429, data: null }, { status: 500, data: null });
    renderPage([]);
    fillForm({ category: 'other', subject: 'Hello', message: 'Help' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have too many open tickets. Wait for an answer to one of them before opening another.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The ticket could not be created. Please try again later.'),
    );
    expect(screen.getByTestId('ticket-created').textContent).toBe('');
  });
});

describe('where the page is reached', () => {
  it("the side menu's tickets item leads here and is the active one; so does the withdraw-only notice", () => {
    expect(ACCOUNT_ROUTES.tickets).toBe('/myaccount/tickets');
    const items = accountMenuItems({ isSubAccount: false });
    expect(activeAccountMenuTrail(items, '/myaccount/tickets')).toEqual(['tickets']);
    expect(activeAccountMenuTrail(items, '/ar/myaccount/tickets?x=1')).toEqual(['tickets']);
    // shell §6 "Withdraw-only users get a notice with a Create a ticket action leading to /myaccount/tickets".
    expect(REGION_NOTICE_TICKETS_PATH).toBe(ACCOUNT_ROUTES.tickets);
  });
});
