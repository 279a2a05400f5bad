import { postLogout } from '@meridian/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import { useBrowserClients } from '../http';
import { useModals } from '../modals';
import { ensureCsrfToken } from './csrf';
import type { RegistrationRequest } from '../registration/registration-modal';
import type { Session } from './session';

export interface SessionContextValue {
  session: Session;
  /** Session data is being reloaded (after signing in or out). */
  refreshing: boolean;
  /** Open the registration micro-app in a dialog (nothing of it loads before this). */
  openRegistration: (request: RegistrationRequest) => void;
  /** Reload the session data: the root loader runs again on the server. */
  refresh: () => Promise<void>;
  /** POST logout with the csrf header, then reload the session data. False when the call failed. */
  logOut: () => Promise<boolean>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Fetch the dialog's code (the module the frame's modal table loads) when a pointer or focus comes
 * near a control that opens it. Only the shell's dialog: the micro-app loads when its frame is shown.
 */
export const preloadRegistration = () => void import('../registration/registration-dialog');

/**
 * The session the root loader read on the server (so the header is right on the first paint),
 * and the actions that change it. After any of them the root loader runs again: the cookies the
 * API set or cleared decide the new session, in one place.
 */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const revalidator = useRevalidator();
  const clients = useBrowserClients();
  const { open } = useModals();
  const { revalidate } = revalidator;

  const refresh = useCallback(() => revalidate(), [revalidate]);
  const logOut = useCallback(async () => {
    await ensureCsrfToken(clients);
    const outcome = await clients.post(postLogout, {});
    await revalidate();
    return outcome.ok;
  }, [clients, revalidate]);
  // The dialog closes itself on signing in; the session data is reloaded before the caller goes on.
  const openRegistration = useCallback(
    (request: RegistrationRequest) =>
      open('registration', { ...request, onSignedIn: () => void refresh().then(() => request.onSignedIn?.()) }),
    [open, refresh],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      refreshing: revalidator.state === 'loading',
      openRegistration,
      refresh,
      logOut,
    }),
    [session, revalidator.state, openRegistration, refresh, logOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
