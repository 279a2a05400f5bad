// The registration protocol's messages (registration-protocol.ts), loaded when a channel opens.
import * as z from 'zod/mini';
import { REGISTRATION_VIEWS } from './registration-names';

/** What the micro-app tells the shell. */
export const toParent = z.discriminatedUnion('type', [
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
]);

/**
 * What the shell tells the micro-app: "I am listening now, tell me again". The page may hydrate
 * after the frame (on /login it is in the server's HTML), so the first messages can be missed.
 */
export const toChild = z.discriminatedUnion('type', [z.object({ type: z.literal('sync') })]);

/** A message from the micro-app, as the shell receives it. */
export type RegistrationMessage = z.output<typeof toParent>;
