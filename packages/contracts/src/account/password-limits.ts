// Zod-free, so a page that only shows the limits (a password field's hints) loads no schema code.

/** ASVS 2.1.1: at least 12 characters; 128 at most (long pass phrases welcome). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
