// What a micro-app may use of shell/session: the account forms' submission and csrf handling. Not
// the index, which brings the session context (and its router) along.
export { type AccountCallError } from './account-call-error';
export { ensureCsrfToken } from './csrf';
export { useAccountSubmit } from './use-account-submit';
