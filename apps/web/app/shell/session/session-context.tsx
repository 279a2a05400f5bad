// Before anything builds a zod schema in the browser (see the file); root.tsx imports it first too.
import '../../zod-jitless.client';
import { postLogout } from '@meridian/contracts';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useBrowserClients } from '../http';
import { ensureCsrfToken } from './csrf';
import type { RegistrationType } from './registration-protocol';
import type { Session } from './session';

/** What opens the registration micro-app: the modal type and shell §2 queries ch and ref_uid. */
export interface RegistrationRequest {
  type: RegistrationType;
  ch?: string | undefined;
  refUid?: string | undefined;
  /** After the session data is reloaded on signing in (the reset-password page goes home then). */
  onSignedIn?: () => void;
}

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

const loadRegistrationDialog = () => import('./registration-dialog');
const RegistrationDialog = lazy(loadRegistrationDialog);
/**
 * Fetch the dialog's code when a pointer or focus comes near a control that opens it. Only the
 * shell's dialog: the micro-app itself loads when its frame is shown.
 */
export const preloadRegistration = () => void loadRegistrationDialog();

/**
 * The session the root loader read on the server (so the header is right on the first paint),
 * and the actions that change it. After any of them the root loader runs again: the cookies the
 * API set or cleared decide the new session, in one place.
 */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const revalidator = useRevalidator();
  const clients = useBrowserClients();
  const [registration, setRegistration] = useState<RegistrationRequest | null>(null);
  const { revalidate } = revalidator;

  const refresh = useCallback(() => revalidate(), [revalidate]);
  const logOut = useCallback(async () => {
    await ensureCsrfToken(clients);
    const outcome = await clients.post(postLogout, {});
    await revalidate();
    return outcome.ok;
  }, [clients, revalidate]);

  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      refreshing: revalidator.state === 'loading',
      openRegistration: setRegistration,
      refresh,
      logOut,
    }),
    [session, revalidator.state, refresh, logOut],
  );
  return (
    <SessionContext.Provider value={value}>
      {children}
      {registration ? (
        <Suspense fallback={null}>
          <RegistrationDialog
            request={registration}
            onClose={() => setRegistration(null)}
            onSignedIn={() => {
              setRegistration(null);
              void refresh().then(() => registration.onSignedIn?.());
            }}
          />
        </Suspense>
      ) : null}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
