import type { ThemeName } from '@meridian/domain';
import * as z from 'zod/mini';
import { defineFrameProtocol } from '../frames';

/**
 * How the shell and the registration micro-app (apps/web/micro-apps/registration) talk. The
 * micro-app runs in a same-origin iframe of its static entry page (shell §7 "The registration
 * modal ... micro-apps load from static entry pages"): the shell passes what it needs in the
 * query, and the two talk over a frame channel with the protocol below. This file is the one
 * part of the shell's registration folder that the micro-app imports whole.
 */

/** Where the static entry page is served (build/client/micro-apps/registration/index.html). */
export const REGISTRATION_ENTRY_PATH = '/micro-apps/registration/';

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

const queryText = z.string().check(z.trim(), z.maxLength(64));

/** The micro-app's side: its options from its own URL, each field falling back on its own. */
export const registrationQuery = z.object({
  type: z.catch(z.enum(REGISTRATION_TYPES), 'login'),
  lang: z.catch(z.string().check(z.maxLength(16)), 'en'),
  theme: z.catch(z.enum(['light', 'dark']), 'light'),
  site: z.catch(z.pipe(z.coerce.number(), z.int()), 0),
  ch: z.catch(z.optional(queryText), undefined),
  ref_uid: z.catch(z.optional(queryText), undefined),
  embedded: z.catch(z.optional(z.literal('1')), undefined),
});
export type RegistrationQuery = z.infer<typeof registrationQuery>;

export function readRegistrationQuery(search: string): RegistrationQuery {
  return registrationQuery.parse(Object.fromEntries(new URLSearchParams(search)));
}

/**
 * The messages between the shell and the micro-app, over the frame channel (shell/frames): it
 * checks the origin and the sending window and parses each message with these schemas.
 */
export const registrationProtocol = defineFrameProtocol({
  name: REGISTRATION_MESSAGE_SOURCE,
  /** What the micro-app tells the shell. */
  toParent: z.discriminatedUnion('type', [
    z.object({ type: z.literal('view'), view: z.enum(REGISTRATION_VIEWS) }),
    /** Its content height in CSS pixels, so the frame needs no scroll bar. */
    z.object({ type: z.literal('resize'), height: z.int().check(z.minimum(0), z.maximum(4000)) }),
    /** Signed in: the shell reloads its session data. */
    z.object({ type: z.literal('signed-in') }),
    /** Escape pressed inside the frame (key events do not cross into the page). */
    z.object({ type: z.literal('close') }),
    /**
     * A GET on the frame's 20 s client failed: the page shows the shell §8 message in its own toast
     * region (a toast inside a frame sized to its form would cover the form).
     */
    z.object({ type: z.literal('request-error') }),
  ]),
  /**
   * What the shell tells the micro-app: "I am listening now, tell me again". The page may hydrate
   * after the frame (on /login it is in the server's HTML), so the first messages can be missed.
   */
  toChild: z.discriminatedUnion('type', [z.object({ type: z.literal('sync') })]),
});

/** A message from the micro-app, as the shell receives it. */
export type RegistrationMessage = z.output<typeof registrationProtocol.toParent>;
