// Registration (shell §4 "Registration modal ... Loaded as a separate micro-app"): the frame that
// hosts apps/web/micro-apps/registration, the /login and /signup page around it, and the
// protocol the two speak. The dialog itself is a registered modal (registration-modal.ts) whose
// body frame/modal-table.ts loads lazily.
export type { RegistrationRequest } from './registration-modal';
export { RegistrationFrame } from './registration-frame';
export { RegistrationPage } from './registration-page';
export {
  registrationEntryUrl,
  registrationProtocol,
  REGISTRATION_ENTRY_PATH,
  type RegistrationMessage,
  type RegistrationOptions,
  type RegistrationType,
  type RegistrationView,
} from './registration-protocol';
