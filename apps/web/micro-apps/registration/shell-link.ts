import {
  postToShell,
  readShellMessage,
  type RegistrationMessageBody,
  type RegistrationView,
} from '../../app/shell/session/registration-protocol';

/**
 * The micro-app's messages to the shell, with the state they carry remembered: when the page
 * hydrates after the frame has spoken (the /login page has the frame in its server HTML), the
 * shell asks again ("sync") and gets the current view, height and any request error repeated.
 */
let view: RegistrationView | null = null;
let height: number | null = null;
let requestFailed = false;

export function reportView(next: RegistrationView): void {
  view = next;
  postToShell({ type: 'view', view: next });
}

export function reportHeight(next: number): void {
  height = next;
  postToShell({ type: 'resize', height: next });
}

export function reportRequestError(): void {
  requestFailed = true;
  postToShell({ type: 'request-error' });
}

export function reportSignedIn(): void {
  postToShell({ type: 'signed-in' });
}

export function reportClose(): void {
  postToShell({ type: 'close' });
}

/** Answer the shell's "sync"; returns the function that stops listening. */
export function listenToShell(): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!readShellMessage(event)) return;
    const replay: RegistrationMessageBody[] = [];
    if (view) replay.push({ type: 'view', view });
    if (height !== null) replay.push({ type: 'resize', height });
    if (requestFailed) replay.push({ type: 'request-error' });
    // One repeat is enough: the shell is listening from now on.
    requestFailed = false;
    for (const message of replay) postToShell(message);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
