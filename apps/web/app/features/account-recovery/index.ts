// The pages a message's link opens (sign-up confirmation, password reset): shell-styled pages
// under the locale prefix, reached from e-mails and text messages, never indexed.
export { ResetPasswordPage } from './reset-password-page';
export { VerifyEmailPage } from './verify-email-page';
