import { getSupportTicketList, postSupportTicketCreate } from '@meridian/contracts';
import { Hono } from 'hono';
import { fail, respond } from '../http';
import { readEndpointBody, readEndpointQuery } from '../request-body';
import { openSupportTicket, supportTicketsOf } from '../services/support-tickets';
import { type AccountBindings, requireAccount } from '../session-context';

/** Issue 16: support tickets for /myaccount/tickets (logged in; the POST passes the csrf check first). */
export function supportTicketRoutes() {
  const routes = new Hono<AccountBindings>();
  const loggedIn = requireAccount({ changesAccount: false });

  routes.post(postSupportTicketCreate.path, loggedIn, async (c) => {
    const body = await readEndpointBody(c, postSupportTicketCreate);
    if (!body.ok) return fail(c, body.status, body.message);
    const opened = await openSupportTicket(c.var.db, c.var.account.uid, body.data, c.var.now);
    if (opened.kind === 'too-many') {
      return fail(
        c,
        429,
        `You have ${opened.limit} open tickets already: wait for an answer to one of them before opening another`,
      );
    }
    return respond(c, postSupportTicketCreate, opened.ticket);
  });

  routes.get(getSupportTicketList.path, loggedIn, async (c) => {
    const query = await readEndpointQuery(c, getSupportTicketList);
    if (!query.ok) return fail(c, 400, `${query.field || 'query'}: ${query.problem ?? 'invalid'}`);
    return respond(c, getSupportTicketList, await supportTicketsOf(c.var.db, c.var.account.uid, query.query));
  });

  return routes;
}
