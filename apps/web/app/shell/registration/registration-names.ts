// The registration protocol's names (registration-protocol.ts), shared with its schema modules.

/** shell §4 "Registration modal ... Modal types: login and signup". */
export const REGISTRATION_TYPES = ['login', 'signup'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/**
 * The step the micro-app shows; the shell titles its dialog after it. checkEmail: a sign-up waits
 * for its address to be confirmed; forgotPassword and forgotSent: asking for a reset link.
 */
export const REGISTRATION_VIEWS = [
  'login',
  'signup',
  'twoFactor',
  'checkEmail',
  'forgotPassword',
  'forgotSent',
] as const;
export type RegistrationView = (typeof REGISTRATION_VIEWS)[number];
