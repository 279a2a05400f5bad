import type { ThemeName } from '@meridian/domain';
import { defineFrameProtocol } from '../frames';
import type { RegistrationType } from './registration-names';

/**
 * How the shell and the registration micro-app (apps/web/micro-apps/registration) talk. The
 * micro-app runs in a same-origin iframe of its static entry page (shell §7 "The registration
 * modal ... micro-apps load from static entry pages"): the shell passes what it needs in the
 * query, and the two talk over a frame channel with the protocol below. This file, with
 * registration-query.ts and registration-messages.ts (its schemas), is the part of the shell's
 * registration folder that the micro-app imports.
 */

/** Where the static entry page is served (build/client/micro-apps/registration/index.html). */
export const REGISTRATION_ENTRY_PATH = '/micro-apps/registration/';

export {
  REGISTRATION_TYPES,
  REGISTRATION_VIEWS,
  type RegistrationType,
  type RegistrationView,
} from './registration-names';

/** Names the protocol: marks our messages among whatever else a page may receive. */
export const REGISTRATION_MESSAGE_SOURCE = 'meridian-registration';

export interface RegistrationOptions {
  type: RegistrationType;
  /** shell §2 "/login, /signup (query ch, ref_uid)": the channel value. */
  ch?: string | undefined;
  refUid?: string | undefined;
  /** The page's catalog language (a LanguageTag); the micro-app loads its own `account` catalog. */
  lang: string;
  /** shell §4 "theme light or dark". */
  theme: ThemeName;
  /** The regional site (its id): which third-party logins it allows (authorizedLogin). */
  siteId: number;
  /** Shown as a page (/login, /signup) rather than a dialog: nothing to close. */
  embedded?: boolean;
}

/** The query the micro-app reads (see `readRegistrationQuery`). */
export function registrationEntryUrl(options: RegistrationOptions): string {
  const query = new URLSearchParams({
    type: options.type,
    lang: options.lang,
    theme: options.theme,
    site: String(options.siteId),
  });
  if (options.ch) query.set('ch', options.ch);
  if (options.refUid) query.set('ref_uid', options.refUid);
  if (options.embedded) query.set('embedded', '1');
  return `${REGISTRATION_ENTRY_PATH}?${query.toString()}`;
}

/** The micro-app's side reads its query with registration-query.ts (zod, which the shell loads only on use). */
export type { RegistrationQuery } from './registration-query';

/**
 * The messages between the shell and the micro-app, over the frame channel (shell/frames): it
 * checks the origin and the sending window and parses each message with the schemas in
 * registration-messages.ts, loaded when the channel opens (decision 0031).
 */
export const registrationProtocol = defineFrameProtocol({
  name: REGISTRATION_MESSAGE_SOURCE,
  messages: () => import('./registration-messages'),
});

export type { RegistrationMessage } from './registration-messages';
