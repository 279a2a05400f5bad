import type { ChatroomRoomRequest, ThemeName } from '@meridian/domain';
import { defineFrameProtocol } from '../frames';
import { CHATROOM_MESSAGE_SOURCE } from './chatroom-names';

/**
 * How the shell's chatroom window and the chatroom micro-app (apps/web/micro-apps/chatroom) talk.
 * The micro-app runs in a same-origin iframe of its static entry page (shell §7 "The registration
 * modal and chatroom micro-apps load from static entry pages"): the shell passes the shell §3
 * "Chatroom props: locale, nickname, isSubAccount, extra params" in the query, and the two talk
 * over a frame channel. This file, with chatroom-query.ts and chatroom-messages.ts (its schemas),
 * is the part of the shell's chatroom folder that the micro-app imports.
 */

/** Where the static entry page is served (vite.micro-apps.config.ts MICRO_APPS.chatroom). */
export const CHATROOM_ENTRY_PATH = '/cdn/fe/static/chatroom/';

export interface ChatroomProps {
  /** shell §3 "locale": the page's catalog language (a LanguageTag). */
  lang: string;
  theme: ThemeName;
  /** The regional site (its id), sent with every call as the page's are. */
  siteId: number;
  /** Logged in: the micro-app offers the composer; otherwise a log-in link. */
  loggedIn: boolean;
  /** shell §3 "nickname". */
  nickname: string;
  /** shell §3 "isSubAccount", shell §6 "Sub-accounts are flagged to the chatroom". */
  isSubAccount: boolean;
  /** shell §3 "extra params": the room to open first (a link's, or the one shown last). */
  request: ChatroomRoomRequest | null;
}

/** The query the micro-app reads (see `readChatroomQuery`). */
export function chatroomEntryUrl(props: ChatroomProps): string {
  const query = new URLSearchParams({
    lang: props.lang,
    theme: props.theme,
    site: String(props.siteId),
  });
  if (props.loggedIn) query.set('user', '1');
  if (props.nickname) query.set('nickname', props.nickname);
  if (props.isSubAccount) query.set('sub', '1');
  if (props.request?.kind === 'support') query.set('support', '1');
  else if (props.request?.kind === 'room') query.set('room', props.request.slug);
  return `${CHATROOM_ENTRY_PATH}?${query.toString()}`;
}

/** The micro-app's side reads its query with chatroom-query.ts (zod, which the shell loads only on use). */
export type { ChatroomQuery } from './chatroom-query';

/**
 * The messages between the shell and the micro-app over the frame channel (shell/frames): origin,
 * sending window and shape are checked; the schemas (chatroom-messages.ts) load when a channel opens.
 */
export const chatroomProtocol = defineFrameProtocol({
  name: CHATROOM_MESSAGE_SOURCE,
  messages: () => import('./chatroom-messages'),
});

export type { ChatroomMessage, ChatroomShellMessage } from './chatroom-messages';
