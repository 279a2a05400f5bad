import { getSiteSettings } from '@meridian/contracts';
import { CSRF_COOKIE } from '@meridian/domain';
import { readCookie } from '../cookies';
// Not the index: the registration micro-app imports this file, and needs none of the server side.
import type { BrowserClients } from '../http/browser-client';

/**
 * The API issues the csrftoken cookie on a GET; form posts send it back in the csrftoken header
 * (double submit). Without the cookie, make one GET on the 20 s client first: if the API is down,
 * that is the request whose failure shows the shell §8 message.
 */
export async function ensureCsrfToken(
  clients: BrowserClients,
  cookies: () => string = () => document.cookie,
): Promise<void> {
  if (readCookie(cookies(), CSRF_COOKIE)) return;
  // A GET that answers every visitor (get_info answers 401 to a visitor, which the 20 s client
  // would rightly report as a failure): the API sets the csrftoken cookie on any GET without one.
  await clients.getOutcome(getSiteSettings);
}

/**
 * ensureCsrfToken without the shell §8 message: for background posts the reader never asked for
 * (analytics, the device id), whose failure must not show anything.
 */
export async function ensureCsrfTokenQuietly(
  clients: BrowserClients,
  cookies: () => string = () => document.cookie,
): Promise<void> {
  if (readCookie(cookies(), CSRF_COOKIE)) return;
  await clients.getOutcome(getSiteSettings, { silent: true });
}
