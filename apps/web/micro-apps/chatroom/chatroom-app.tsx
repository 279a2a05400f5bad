import {
  type ChatMessage,
  type ChatRoom,
  chatMessagesPath,
  getChatMessages,
  getChatRooms,
  postChatMessage,
  postSupportRoom,
} from '@meridian/contracts';
import { CHAT_HISTORY_DEFAULT_LIMIT, CHATROOM_LOBBY, type ChatroomRoomRequest } from '@meridian/domain';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from '../../app/i18n';
import { requestOfQuery, type ChatroomQuery } from '../../app/shell/chatroom/client';
import { useBrowserClients } from '../../app/shell/http/client';
import { ensureCsrfToken } from '../../app/shell/session/client';
import { type ChatStream, type ChatStreamOptions, openChatStream, sameOriginChatStreamUrl } from './chat-stream';
import { Composer, type SendResult } from './composer';
import { MessageList } from './message-list';
import type { ShellLink } from './shell-link';

interface Props {
  query: ChatroomQuery;
  link: ShellLink;
  /** The live stream (a test passes a fake). */
  openStream?: (options: ChatStreamOptions) => ChatStream;
}

/** What the room pane shows. */
type Pane =
  | { kind: 'room'; slug: string }
  /** shell §4 support short link, as a visitor: log in first. */
  | { kind: 'support-log-in' }
  | { kind: 'unavailable' };

/** Messages merged by id, oldest first (the answer to a post and its echo on the stream are one message). */
function merge(before: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(before.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, { ...byId.get(message.id), ...message });
  return [...byId.values()].sort((a, b) => a.created_at_ms - b.created_at_ms || Number(a.id) - Number(b.id));
}

let clientIds = 0;
const nextClientId = () => `c${Date.now().toString(36)}${(clientIds += 1).toString(36)}`;

/**
 * The chatroom micro-app (shell §4 "Chatroom", issue 16 item 9): the rooms, one room's messages
 * live from the stream, and the composer for a logged-in user (a visitor reads public rooms and is
 * offered to log in). It opens on the room the shell asked for (shell §3 "extra params") or the
 * lobby, and on any room the shell asks for later.
 */
export function ChatroomApp({ query, link, openStream = openChatStream }: Props) {
  const t = useTranslations('chatroomApp');
  const clients = useBrowserClients();
  const loggedIn = query.user === '1';
  const [rooms, setRooms] = useState<ChatRoom[]>([]);
  const [pane, setPane] = useState<Pane>({ kind: 'room', slug: CHATROOM_LOBBY });
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [hasEarlier, setHasEarlier] = useState(false);
  const [streamOpen, setStreamOpen] = useState(true);
  const slug = pane.kind === 'room' ? pane.slug : null;

  const addRoom = useCallback(
    (room: ChatRoom) => setRooms((before) => (before.some((r) => r.slug === room.slug) ? before : [...before, room])),
    [],
  );

  // The room a request names: the support room is found (or made) by the API for the account.
  const openRequest = useCallback(
    async (request: ChatroomRoomRequest) => {
      if (request.kind === 'room') {
        setPane({ kind: 'room', slug: request.slug });
        return;
      }
      if (!loggedIn) {
        setPane({ kind: 'support-log-in' });
        return;
      }
      await ensureCsrfToken(clients);
      const outcome = await clients.post(postSupportRoom, {});
      if (!outcome.ok) {
        setPane({ kind: 'unavailable' });
        return;
      }
      addRoom(outcome.data.room);
      setPane({ kind: 'room', slug: outcome.data.room.slug });
    },
    [clients, loggedIn, addRoom],
  );

  // At start: the rooms, and the room asked for; then whatever the shell asks for.
  const initial = useRef(requestOfQuery(query));
  useEffect(() => {
    let live = true;
    void clients
      .get(getChatRooms, () => ({ rooms: [] }))
      .then((answer) => {
        if (live)
          setRooms((before) => [
            ...answer.rooms,
            ...before.filter((r) => !answer.rooms.some((a) => a.slug === r.slug)),
          ]);
      });
    if (initial.current) void openRequest(initial.current);
    const stop = link.onOpenRoom((request) => void openRequest(request));
    return () => {
      live = false;
      stop();
    };
  }, [clients, link, openRequest]);

  // Drawn: the shell's window stops saying "loading". Escape inside the frame closes the window.
  useEffect(() => {
    link.reportReady();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') link.reportClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [link]);

  // The room's latest messages: fetched at once, and again once the stream has acknowledged the
  // subscription, first and after every reconnection (nothing is replayed; merged by id).
  const fetchLatest = useCallback(
    async (room: string) => {
      const outcome = await clients.getOutcome(
        { ...getChatMessages, path: chatMessagesPath(room) },
        { query: { limit: String(CHAT_HISTORY_DEFAULT_LIMIT) }, silent: true },
      );
      return outcome;
    },
    [clients],
  );

  useEffect(() => {
    if (!slug) return;
    let live = true;
    setMessages(null);
    const load = () =>
      void fetchLatest(slug).then((outcome) => {
        if (!live) return;
        if (!outcome.ok) {
          // 403 (a support room not the account's) or 404 (no such room).
          if (outcome.reason === 'status' && (outcome.status === 403 || outcome.status === 404))
            setPane({ kind: 'unavailable' });
          else setMessages((before) => before ?? []);
          return;
        }
        setMessages((before) => merge(before ?? [], outcome.data.messages));
        setHasEarlier((before) => before || outcome.data.messages.length >= CHAT_HISTORY_DEFAULT_LIMIT);
      });
    load();
    const stream = openStream({
      url: sameOriginChatStreamUrl(window.location),
      rooms: [slug],
      onMessage: (message) => setMessages((before) => merge(before ?? [], [message])),
      onStatus: setStreamOpen,
      onSubscribed: load,
    });
    return () => {
      live = false;
      stream.close();
    };
  }, [slug, fetchLatest, openStream]);

  const loadEarlier = async () => {
    const oldest = messages?.[0];
    if (!slug || !oldest) return;
    const outcome = await clients.getOutcome(
      { ...getChatMessages, path: chatMessagesPath(slug) },
      { query: { before_id: oldest.id, limit: String(CHAT_HISTORY_DEFAULT_LIMIT) } },
    );
    if (!outcome.ok) return;
    setMessages((before) => merge(before ?? [], outcome.data.messages));
    setHasEarlier(outcome.data.messages.length >= CHAT_HISTORY_DEFAULT_LIMIT);
  };

  const send = async (text: string): Promise<SendResult> => {
    if (!slug) return { ok: false, message: t('sendFailed') };
    await ensureCsrfToken(clients);
    const outcome = await clients.post(
      { ...postChatMessage, path: chatMessagesPath(slug) },
      { text, client_id: nextClientId() },
    );
    if (outcome.ok) {
      setMessages((before) => merge(before ?? [], [outcome.data.message]));
      return { ok: true };
    }
    if (outcome.reason === 'status' && outcome.status === 401) return { ok: false, message: t('logInPrompt') };
    // 400 length, 429 rate limit, 403: the server says why (its message names the wait or the limit).
    const reason = outcome.reason === 'status' || outcome.reason === 'code' ? outcome.message : undefined;
    return { ok: false, message: reason || t('sendFailed') };
  };

  const logIn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link.framed) return;
    event.preventDefault();
    link.reportLogIn();
  };

  const titleOf = (room: string) => {
    const found = rooms.find((r) => r.slug === room);
    if (found?.kind === 'support') return t('supportRoom');
    return found?.title || room;
  };
  const activeTitle = slug ? titleOf(slug) : pane.kind === 'support-log-in' ? t('supportRoom') : '';

  return (
    <main className="chat">
      <h1 className="visually-hidden">{activeTitle}</h1>
      {rooms.length > 0 ? (
        <nav className="chat-rooms" aria-label={t('rooms')}>
          <ul className="chat-rooms__list">
            {rooms.map((room) => (
              <li key={room.slug}>
                <button
                  type="button"
                  className="chat-rooms__room"
                  aria-current={room.slug === slug ? 'true' : undefined}
                  onClick={() => setPane({ kind: 'room', slug: room.slug })}
                >
                  {titleOf(room.slug)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {!streamOpen && slug ? (
        <p className="chat__status" role="status">
          {t('reconnecting')}
        </p>
      ) : null}
      {pane.kind === 'unavailable' ? (
        <p className="chat__notice" role="alert">
          {t('unavailable')}
        </p>
      ) : null}
      {pane.kind === 'room' ? (
        messages === null ? (
          <p className="chat__notice" role="status">
            {t('loadingMessages')}
          </p>
        ) : (
          <MessageList
            messages={messages}
            lang={query.lang}
            roomTitle={activeTitle}
            canLoadEarlier={hasEarlier}
            onLoadEarlier={() => void loadEarlier()}
          />
        )
      ) : null}
      <div className="chat__footer">
        {loggedIn && pane.kind === 'room' ? (
          <>
            {/* shell §3 "nickname, isSubAccount": how the reader's messages will be signed. */}
            {query.nickname ? (
              <p className="chat__as">
                {t('writingAs', { nickname: query.nickname })}
                {query.sub ? <span className="chat-badge">{t('subAccount')}</span> : null}
              </p>
            ) : null}
            <Composer key={pane.slug} onSend={send} />
          </>
        ) : !loggedIn ? (
          <p className="chat__log-in">
            {pane.kind === 'support-log-in' ? t('supportLogInPrompt') : t('logInPrompt')}{' '}
            <a href="/login" target="_top" onClick={logIn}>
              {t('logIn')}
            </a>
          </p>
        ) : null}
      </div>
    </main>
  );
}
