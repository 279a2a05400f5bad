import { type ChildWindow, openParentChannel } from '../../app/shell/frames/client';
import {
  type RegistrationMessage,
  registrationProtocol,
  type RegistrationView,
} from '../../app/shell/registration/registration-protocol';

/** The micro-app's messages to the shell (registration-protocol.ts), over the frame channel. */
export interface ShellLink {
  /** In a frame of a page of ours; opened on its own, there is no shell to tell anything. */
  framed: boolean;
  reportView: (view: RegistrationView) => void;
  reportHeight: (height: number) => void;
  reportRequestError: () => void;
  reportSignedIn: () => void;
  reportClose: () => void;
  /** Stop listening to the shell. */
  close: () => void;
}

/**
 * Opens the channel to the page that framed us, with the state it carries remembered: when the
 * page hydrates after the frame has spoken (the /login page has the frame in its server HTML),
 * the shell asks again ("sync") and gets the current view, height and any request error repeated.
 */
export function openShellLink(self: ChildWindow = window, origin: string = window.location.origin): ShellLink {
  let view: RegistrationView | null = null;
  let height: number | null = null;
  let requestFailed = false;
  const channel = openParentChannel(registrationProtocol, {
    // Micro-apps are served by the site: the page that frames us has our origin.
    origin,
    self,
    onMessage: () => {
      // The shell's one message is "sync": repeat what it may have missed.
      const replay: RegistrationMessage[] = [];
      if (view) replay.push({ type: 'view', view });
      if (height !== null) replay.push({ type: 'resize', height });
      if (requestFailed) replay.push({ type: 'request-error' });
      // One repeat is enough: the shell is listening from now on.
      requestFailed = false;
      for (const message of replay) channel.send(message);
    },
  });
  return {
    framed: channel.framed,
    reportView: (next) => {
      view = next;
      channel.send({ type: 'view', view: next });
    },
    reportHeight: (next) => {
      height = next;
      channel.send({ type: 'resize', height: next });
    },
    reportRequestError: () => {
      requestFailed = true;
      channel.send({ type: 'request-error' });
    },
    reportSignedIn: () => channel.send({ type: 'signed-in' }),
    reportClose: () => channel.send({ type: 'close' }),
    close: channel.close,
  };
}
