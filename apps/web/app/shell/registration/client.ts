// What the registration micro-app uses of the shell's registration folder besides its protocol
// file: reading its own query at start, and (in tests) the messages it sends, as schemas. Both
// build zod schemas, which the shell itself loads only on use (decision 0031).
export { readRegistrationQuery, type RegistrationQuery } from './registration-query';
export { toParent as registrationToParent } from './registration-messages';
