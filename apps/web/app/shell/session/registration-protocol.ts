import type { ThemeName } from '@meridian/domain';
import { z } from 'zod';

/**
 * How the shell and the registration micro-app (apps/web/micro-apps/registration) talk. The
 * micro-app runs in a same-origin iframe of its static entry page (shell §7 "The registration
 * modal ... micro-apps load from static entry pages"): the shell passes what it needs in the
 * query, and the micro-app answers with window messages. Both sides parse what they receive.
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

/** Marks our messages among whatever else a page may receive. */
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

const queryText = z.string().trim().max(64);

/** The micro-app's side: its options from its own URL, each field falling back on its own. */
export const registrationQuery = z.object({
  type: z.enum(REGISTRATION_TYPES).catch('login'),
  lang: z.string().max(16).catch('en'),
  theme: z.enum(['light', 'dark']).catch('light'),
  site: z.coerce.number().int().catch(0),
  ch: queryText.optional().catch(undefined),
  ref_uid: queryText.optional().catch(undefined),
  embedded: z.literal('1').optional().catch(undefined),
});
export type RegistrationQuery = z.infer<typeof registrationQuery>;

export function readRegistrationQuery(search: string): RegistrationQuery {
  return registrationQuery.parse(Object.fromEntries(new URLSearchParams(search)));
}

/** What the micro-app tells the shell. */
export const registrationMessage = z.discriminatedUnion('type', [
  z.object({
    source: z.literal(REGISTRATION_MESSAGE_SOURCE),
    type: z.literal('view'),
    view: z.enum(REGISTRATION_VIEWS),
  }),
  /** Its content height in CSS pixels, so the frame needs no scroll bar. */
  z.object({
    source: z.literal(REGISTRATION_MESSAGE_SOURCE),
    type: z.literal('resize'),
    height: z.number().int().min(0).max(4000),
  }),
  /** Signed in: the shell reloads its session data. */
  z.object({ source: z.literal(REGISTRATION_MESSAGE_SOURCE), type: z.literal('signed-in') }),
  /** Escape pressed inside the frame (key events do not cross into the page). */
  z.object({ source: z.literal(REGISTRATION_MESSAGE_SOURCE), type: z.literal('close') }),
  /**
   * A GET on the frame's 20 s client failed: the page shows the shell §8 message in its own toast
   * region (a toast inside a frame sized to its form would cover the form).
   */
  z.object({ source: z.literal(REGISTRATION_MESSAGE_SOURCE), type: z.literal('request-error') }),
]);
export type RegistrationMessage = z.infer<typeof registrationMessage>;

/**
 * What the shell tells the micro-app: "I am listening now, tell me again". The page may hydrate
 * after the frame (on /login it is in the server's HTML), so the first messages can be missed.
 */
export const shellMessage = z.object({ source: z.literal(REGISTRATION_MESSAGE_SOURCE), type: z.literal('sync') });

type Body<T> = T extends unknown ? Omit<T, 'source'> : never;
/** A message as the micro-app writes it (postToShell adds the source). */
export type RegistrationMessageBody = Body<RegistrationMessage>;

/** The micro-app's side: it runs in a frame of a page of ours (opened on its own, it has no shell). */
export function isFramed(): boolean {
  return window.parent !== window;
}

/** The micro-app's side: send one message to the page that framed it (same origin only). */
export function postToShell(message: RegistrationMessageBody): void {
  if (!isFramed()) return;
  window.parent.postMessage({ source: REGISTRATION_MESSAGE_SOURCE, ...message }, window.location.origin);
}

/** The micro-app's side: a message from the page that framed it, parsed; anything else is `null`. */
export function readShellMessage(event: MessageEvent): z.infer<typeof shellMessage> | null {
  if (event.origin !== window.location.origin || !isFramed() || event.source !== window.parent) return null;
  const parsed = shellMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** The shell's side: ask the micro-app in `frame` to repeat its state. */
export function syncFrame(frame: Window | null | undefined): void {
  frame?.postMessage({ source: REGISTRATION_MESSAGE_SOURCE, type: 'sync' }, window.location.origin);
}

/** The shell's side: a message from our frame, parsed; anything else is `null`. */
export function readRegistrationMessage(
  event: MessageEvent,
  frame: Window | null | undefined,
): RegistrationMessage | null {
  if (event.origin !== window.location.origin || !frame || event.source !== frame) return null;
  const parsed = registrationMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
