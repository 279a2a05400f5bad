import {
  type ChatroomRoomRequest,
  chatroomOpensOnLoad,
  chatroomRequestOf,
  IS_PHONE_COOKIE,
  localeDirection,
  mayOpenChatroom,
  REQUEST_ERROR_MESSAGE,
} from '@meridian/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslations } from '../../i18n';
import { useToast } from '../../ui';
import { readCookie } from '../cookies';
import { whenIdle } from '../idle';
import { useSession } from '../session';
import { useSite } from '../site';
import { useTheme } from '../theme';
import { rememberedOpen, rememberOpen } from './chatroom-memory';
import { prefetchEntry } from './chatroom-prefetch';
import { CHATROOM_ENTRY_PATH, chatroomEntryUrl } from './chatroom-protocol';
import { ChatroomWindow, type RoomAsk } from './chatroom-window';
import { useViewport } from './use-viewport';
import './chatroom.css';

export interface ChatroomDockProps {
  /** The browser's user agent (a test passes a phone's). */
  userAgent?: string;
  /** shell §9 prefetch of the entry page (a test records it). */
  prefetch?: (entryPath: string) => void;
  /** When the prefetch may start (`whenIdle`: idle, or after 2 s at the latest). */
  whenIdle?: (start: () => void) => () => void;
}

const defaultPrefetch = (entryPath: string) => void prefetchEntry(entryPath);

/**
 * The shell's chatroom loader (shell §4 "Chatroom"), in the frame of every page: a launcher button
 * and the floating window with the chatroom micro-app. It opens by itself when a remembered open
 * flag, a `chatroom` query parameter, the support short link or a /groupchat page asks (shell §4),
 * and never, nor by link, where the chatroom may not open (phone-like devices, windows narrower
 * than 768 px, live video, login or test-network pages): there the launcher is hidden too. Nothing
 * of the micro-app loads before it opens but the prefetch of shell §9.
 */
export function ChatroomDock({ userAgent, prefetch = defaultPrefetch, whenIdle: idle = whenIdle }: ChatroomDockProps) {
  const t = useTranslations('chatroom');
  const { site, path, locale } = useSite();
  const { session, openRegistration } = useSession();
  const { theme } = useTheme();
  const { search } = useLocation();
  const toast = useToast();
  const viewport = useViewport();

  const mayOpen = mayOpenChatroom({
    path,
    site,
    isPhoneCookie: readCookie(document.cookie, IS_PHONE_COOKIE) ?? undefined,
    userAgent: userAgent ?? navigator.userAgent,
    windowWidth: viewport.width,
    portrait: viewport.height > viewport.width,
  });

  const [open, setOpen] = useState(false);
  // Made on the first opening and kept (hidden when closed): shell §4 "mounted/visible, hidden".
  const [mounted, setMounted] = useState(false);
  const [ask, setAsk] = useState<RoomAsk>({ request: null, seq: 0 });
  const [takeFocus, setTakeFocus] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // The room the frame is made with (its query); later asks go over the channel.
  const [frameRequest, setFrameRequest] = useState<ChatroomRoomRequest | null>(null);
  const made = useRef(false);

  const show = useCallback((request: ChatroomRoomRequest | null, byUser: boolean) => {
    setOpen(true);
    setMounted(true);
    if (!made.current) setFrameRequest(request);
    made.current = true;
    setTakeFocus(byUser);
    if (request) setAsk((before) => ({ request, seq: before.seq + 1 }));
    // shell §4 "Open state is persisted".
    rememberOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    rememberOpen(false);
    returnFocus.current = true;
  }, []);

  // shell §4 "Reopened automatically if a remembered open flag or a chatroom query parameter exists,
  // and opened for a streamer-to-support short link": on the first page, the flag or the link; on
  // every later address, its link. Each address is acted on once (a closed window stays closed
  // when the browser window is resized).
  const handled = useRef<string | null>(null);
  const firstPage = useRef(true);
  useEffect(() => {
    if (!mayOpen) return;
    const address = `${path}${search}`;
    if (handled.current === address) return;
    handled.current = address;
    const query = new URLSearchParams(search);
    const decision = chatroomOpensOnLoad({
      mayOpen,
      rememberedOpen: firstPage.current && rememberedOpen(),
      request: chatroomRequestOf(path, (name) => query.get(name)),
    });
    firstPage.current = false;
    if (decision.open) show(decision.request, false);
  }, [mayOpen, path, search, show]);

  // shell §9 "prefetched when idle or after 2 s", only where it may open.
  const prefetched = useRef(false);
  useEffect(() => {
    if (!mayOpen || prefetched.current) return;
    return idle(() => {
      prefetched.current = true;
      prefetch(CHATROOM_ENTRY_PATH);
    });
  }, [mayOpen, idle, prefetch]);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcher.current?.focus();
  }, [open]);

  const loggedIn = session.status === 'logged-in';
  const nickname = loggedIn ? session.userInfo.user_info.nick : '';
  const isSubAccount = loggedIn && session.userInfo.is_sub === 1;
  // shell §3 "Chatroom props: locale, nickname, isSubAccount, extra params" (the room to open).
  const src = useMemo(
    () =>
      chatroomEntryUrl({
        lang: locale.catalog,
        theme,
        siteId: site.id,
        loggedIn,
        nickname,
        isSubAccount,
        request: frameRequest,
      }),
    [locale.catalog, theme, site.id, loggedIn, nickname, isSubAccount, frameRequest],
  );

  if (!mayOpen) return null;
  return (
    <>
      {open ? null : (
        <button ref={launcher} type="button" className="chatroom-launcher" onClick={() => show(null, true)}>
          {t('launcher')}
        </button>
      )}
      {mounted ? (
        <ChatroomWindow
          open={open}
          src={src}
          ask={ask}
          viewport={viewport}
          direction={localeDirection(locale)}
          takeFocus={takeFocus}
          labels={{ title: t('title'), close: t('close'), frameTitle: t('frameTitle'), loading: t('loading') }}
          onClose={close}
          onLogIn={() => openRegistration({ type: 'login' })}
          onRequestError={() => toast.show(REQUEST_ERROR_MESSAGE)}
        />
      ) : null}
    </>
  );
}
