import { getSupportTicketList, postSupportTicketCreate, supportTicket, supportTicketList } from '@meridian/contracts';
import { SUPPORT_TICKET_OPEN_LIMIT, SUPPORT_TICKET_SUBJECT_MAX } from '@meridian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openSeededApi } from '../test-support/seeded-api';
import { logInAs, TestBrowser, testClock } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;
const clock = testClock(Date.UTC(2026, 2, 2, 10, 0, 0));

beforeAll(async () => {
  ({ database, app } = await openSeededApi(clock));
});
afterAll(async () => {
  await database.close();
});

const loggedIn = (email: string) => logInAs(new TestBrowser(app), email, clock.now);
const TICKET = { category: 'withdrawal', subject: 'Withdrawal pending', body: 'My USDT withdrawal is still pending.' };

describe('support tickets (issue 16 "Support tickets (create/list) for /myaccount/tickets")', () => {
  it('a visitor gets a 401; a post without the csrf header a 403', async () => {
    const visitor = new TestBrowser(app);
    expect((await visitor.call(getSupportTicketList.path)).status).toBe(401);
    expect((await visitor.call(postSupportTicketCreate.path, { form: TICKET })).status).toBe(401);
    const browser = await loggedIn('kyc-2@meridian.example');
    expect((await browser.call(postSupportTicketCreate.path, { form: TICKET, csrf: false })).status).toBe(403);
  });

  it("creates an open ticket and lists the account's own tickets, newest first", async () => {
    const browser = await loggedIn('kyc-2@meridian.example');
    const first = await browser.call(postSupportTicketCreate.path, { form: TICKET });
    expect(first.status).toBe(200);
    expect(supportTicket.parse(first.data)).toMatchObject({ ...TICKET, status: 'open' });
    clock.advance(1_000);
    const second = supportTicket.parse(
      (
        await browser.call(postSupportTicketCreate.path, {
          form: { ...TICKET, category: 'kyc', subject: '  Spaces trimmed  ' },
        })
      ).data,
    );
    expect(second.subject).toBe('Spaces trimmed');
    const list = supportTicketList.parse((await browser.call(getSupportTicketList.path)).data).list;
    expect(list.map((t) => t.id)).toEqual([second.id, supportTicket.parse(first.data).id]);
    expect(
      supportTicketList.parse((await browser.call(`${getSupportTicketList.path}?limit=1`)).data).list,
    ).toHaveLength(1);
    expect(
      supportTicketList.parse((await browser.call(`${getSupportTicketList.path}?status=closed`)).data).list,
    ).toEqual([]);
    // Another account sees none of them.
    const other = await loggedIn('kyc-1@meridian.example');
    expect(supportTicketList.parse((await other.call(getSupportTicketList.path)).data).list).toEqual([]);
  });

  it('bad input gets a 400 naming the field', async () => {
    const browser = await loggedIn('kyc-3@meridian.example');
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ ...TICKET, category: 'lottery' }, /^category:/],
      [{ ...TICKET, subject: '   ' }, /^subject: Enter a subject/],
      [{ category: 'other', subject: 'x' }, /^body is required/],
      [{ ...TICKET, subject: 'x'.repeat(SUPPORT_TICKET_SUBJECT_MAX + 1) }, /^subject: At most/],
      [{ ...TICKET, body: 'nul \u0000 inside' }, /^body: Use letters/],
    ];
    for (const [form, message] of cases) {
      const res = await browser.call(postSupportTicketCreate.path, { form });
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.message).toMatch(message);
    }
    expect((await browser.call(`${getSupportTicketList.path}?status=lost`)).status).toBe(400);
  });

  it(`at most ${SUPPORT_TICKET_OPEN_LIMIT} open tickets at once: the next is a 429 saying why`, async () => {
    const browser = await loggedIn('vip-5@meridian.example');
    for (let i = 0; i < SUPPORT_TICKET_OPEN_LIMIT; i += 1) {
      expect((await browser.call(postSupportTicketCreate.path, { form: TICKET })).status).toBe(200);
    }
    const over = await browser.call(postSupportTicketCreate.path, { form: TICKET });
    expect(over.status).toBe(429);
    expect(over.message).toMatch(/open tickets already/);
  });
});
