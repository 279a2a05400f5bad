/** An authenticator app's code (TOTP, RFC 6238 as the API checks it): 6 digits. */
export const AUTHENTICATOR_CODE_LENGTH = 6;
/**
 * A second-factor answer: an authenticator code or a recovery code (XXXX-XXXX-XXXX-XXXX, spaces
 * allowed), so at least an authenticator code's length and at most 32 characters.
 */
export const SECOND_FACTOR_CODE_MAX_LENGTH = 32;
