// The session (shell §4): read on the server by the root loader (index.server.ts), provided to the
// page, and changed through the registration micro-app (shell/registration) and log-out.
export {
  accountCallError,
  errorNumber,
  type AccountCallError,
  type AccountStep,
  type CallFailure,
} from './account-call-error';
export { ensureCsrfToken, ensureCsrfTokenQuietly } from './csrf';
export {
  initialSession,
  loggedOutSession,
  subAccountKind,
  twoFactorOn,
  type Session,
  type SessionStatus,
  type SubAccountInfo,
  type VipTrial,
} from './session';
export type { RegistrationRequest } from '../registration/registration-modal';
export { preloadRegistration, SessionProvider, useSession, type SessionContextValue } from './session-context';
export { useAccountSubmit } from './use-account-submit';
