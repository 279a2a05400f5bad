import type { ChatroomRoomRequest } from '@meridian/domain';
import { type ChildWindow, openParentChannel } from '../../app/shell/frames/client';
import { chatroomProtocol } from '../../app/shell/chatroom/chatroom-protocol';

/** The micro-app's messages to the shell (chatroom-protocol.ts), over the frame channel. */
export interface ShellLink {
  /** In a frame of a page of ours; opened on its own, there is no shell to tell anything. */
  framed: boolean;
  /** Drawn: the shell's window goes from "loading" to "visible" (shell §4). */
  reportReady: () => void;
  reportClose: () => void;
  /** The log-in link: the shell opens its registration dialog. */
  reportLogIn: () => void;
  reportRequestError: () => void;
  /** Rooms the shell asks for while the micro-app is open (a short link, `?chatroom=`). */
  onOpenRoom: (listener: (request: ChatroomRoomRequest) => void) => () => void;
  /** Stop listening to the shell. */
  close: () => void;
}

/**
 * Opens the channel to the page that framed us. The shell may start listening after we have drawn
 * (it asks again with "sync"): "ready" is repeated then.
 */
export function openShellLink(self: ChildWindow = window, origin: string = window.location.origin): ShellLink {
  let ready = false;
  const listeners = new Set<(request: ChatroomRoomRequest) => void>();
  const channel = openParentChannel(chatroomProtocol, {
    // Micro-apps are served by the site: the page that frames us has our origin.
    origin,
    self,
    onMessage: (message) => {
      if (message.type === 'sync') {
        if (ready) channel.send({ type: 'ready' });
        return;
      }
      listeners.forEach((listener) => listener(message.request));
    },
  });
  return {
    framed: channel.framed,
    reportReady: () => {
      ready = true;
      channel.send({ type: 'ready' });
    },
    reportClose: () => channel.send({ type: 'close' }),
    reportLogIn: () => channel.send({ type: 'log-in' }),
    reportRequestError: () => channel.send({ type: 'request-error' }),
    onOpenRoom: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: channel.close,
  };
}
