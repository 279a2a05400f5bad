import { getChatMessages, getChatRooms, postChatMessage, postSupportRoom } from '@meridian/contracts';
import { CHAT_ROOM_SLUG_PATTERN } from '@meridian/domain';
import { type Context, Hono } from 'hono';
import { readSessionToken } from '../auth-cookies';
import { fail, respond } from '../http';
import { readEndpointBody, readEndpointQuery } from '../request-body';
import { type ChatRefusal, chatHistory, chatRoomsFor, openSupportRoom, sendChatMessage } from '../services/chat';
import { findSessionAccount } from '../services/sessions';
import { type AccountBindings, requireAccount } from '../session-context';

/** The caller's account if logged in (the public rooms are open to anyone). */
function optionalAccount(c: Context<AccountBindings>) {
  return findSessionAccount(c.var.db, readSessionToken(c), c.var.now, c.var.sessionCache);
}

function refuse(c: Context<AccountBindings>, refusal: ChatRefusal) {
  if (refusal.retryAfterS !== undefined) c.header('Retry-After', String(refusal.retryAfterS));
  return fail(c, refusal.status, refusal.message);
}

/**
 * Issue 16 "Chat" (shell §4 "Chatroom"): the rooms, a room's history, sending a message, and the
 * account's support room. Reading public rooms needs no session; writing does, and passed the
 * app's csrf check. Live messages go out on the market stream's `chat.messages` channel.
 */
export function chatRoutes() {
  const routes = new Hono<AccountBindings>();
  const session = requireAccount({ changesAccount: false });

  routes.get(getChatRooms.path, async (c) =>
    respond(c, getChatRooms, { rooms: await chatRoomsFor(c.var.db, await optionalAccount(c)) }),
  );

  routes.get(getChatMessages.path, async (c) => {
    const slug = c.req.param('slug');
    if (!CHAT_ROOM_SLUG_PATTERN.test(slug)) return fail(c, 404, 'No such chat room');
    const query = await readEndpointQuery(c, getChatMessages);
    if (!query.ok) return fail(c, 400, `${query.field || 'query'}: ${query.problem ?? 'invalid'}`);
    const outcome = await chatHistory(c.var.db, await optionalAccount(c), slug, {
      beforeId: query.query.before_id === undefined ? undefined : Number(query.query.before_id),
      limit: Number(query.query.limit),
    });
    if (outcome.kind === 'refused') return refuse(c, outcome);
    return respond(c, getChatMessages, { messages: outcome.messages });
  });

  routes.post(postChatMessage.path, session, async (c) => {
    const slug = c.req.param('slug');
    if (!CHAT_ROOM_SLUG_PATTERN.test(slug)) return fail(c, 404, 'No such chat room');
    const body = await readEndpointBody(c, postChatMessage);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await sendChatMessage(c.var.db, c.var.account, slug, body.data.text, c.var.now);
    if (outcome.kind === 'refused') return refuse(c, outcome);
    const clientId = body.data.client_id;
    return respond(c, postChatMessage, { message: outcome.message, ...(clientId ? { client_id: clientId } : {}) });
  });

  routes.post(postSupportRoom.path, session, async (c) =>
    respond(c, postSupportRoom, { room: await openSupportRoom(c.var.db, c.var.account, c.var.now) }),
  );
  return routes;
}
