// The chatroom protocol's messages (chatroom-protocol.ts), loaded when a channel opens.
import { CHAT_ROOM_SLUG_PATTERN } from '@meridian/domain';
import * as z from 'zod/mini';

const roomRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('room'), slug: z.string().check(z.regex(CHAT_ROOM_SLUG_PATTERN)) }),
  z.object({ kind: z.literal('support') }),
]);

/** What the micro-app tells the shell. */
export const toParent = z.discriminatedUnion('type', [
  /** Drawn: the shell's "loading" becomes "visible" (shell §4 chatroom states). */
  z.object({ type: z.literal('ready') }),
  /** Escape pressed inside the frame (key events do not cross into the page). */
  z.object({ type: z.literal('close') }),
  /** The log-in link: the shell opens its registration dialog (the frame has no session of its own to change). */
  z.object({ type: z.literal('log-in') }),
  /** A GET on the frame's 20 s client failed: the page shows the shell §8 message in its toast region. */
  z.object({ type: z.literal('request-error') }),
]);

/** What the shell tells the micro-app. */
export const toChild = z.discriminatedUnion('type', [
  /** "I am listening now, tell me again" (the frame may have spoken before the channel opened). */
  z.object({ type: z.literal('sync') }),
  /** A link asked for a room while the chatroom was already open (shell §4 short link, `?chatroom=`). */
  z.object({ type: z.literal('open-room'), request: roomRequest }),
]);

/** A message from the micro-app, as the shell receives it. */
export type ChatroomMessage = z.output<typeof toParent>;
/** A message from the shell, as the micro-app receives it. */
export type ChatroomShellMessage = z.output<typeof toChild>;
