import { defaultSiteSettings, languageLocale, MAIN_SITE } from '@meridian/domain';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { I18nProvider } from '../../i18n';
import { en } from '../../i18n/messages/en';
import { BrowserClientsProvider } from '../../shell/http';
import { ModalProvider } from '../../shell/modals';
import { loggedOutSession, type Session, SessionProvider } from '../../shell/session';
import { SiteProvider } from '../../shell/site';

const site = {
  site: MAIN_SITE,
  locale: languageLocale('en'),
  path: '/',
  settings: defaultSiteSettings(),
  requestTime: 0,
};

/** The providers a page of this feature runs under (the root layout's, in English). */
export function Providers({ session = loggedOutSession(), children }: { session?: Session; children: ReactNode }) {
  return (
    <I18nProvider locale="en" messages={en}>
      <SiteProvider value={site}>
        <BrowserClientsProvider siteId={0} onRequestError={() => undefined}>
          <ModalProvider>
            <SessionProvider session={session}>{children}</SessionProvider>
          </ModalProvider>
        </BrowserClientsProvider>
      </SiteProvider>
    </I18nProvider>
  );
}

export interface Call {
  url: string;
  body: Record<string, string>;
}

/**
 * A fake API for `fetch`: each answer in turn (status and data), recording what was posted. The
 * csrf cookie is set, so the page makes no GET first.
 */
export function fakeApi(...answers: Array<{ status?: number; data: unknown }>) {
  document.cookie = 'csrftoken=abcdefghijklmnopqrstuvwxyz0123456789; Path=/';
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: Object.fromEntries(new URLSearchParams(typeof init.body === 'string' ? init.body : '')) });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? { data: null };
    const status = answer.status ?? 200;
    const code = status === 200 ? 0 : status;
    return Response.json(
      { code, message: code === 0 ? 'success' : 'refused', data: code === 0 ? answer.data : null },
      { status },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

/** A token as the message links carry it: 43 URL-safe characters. */
export const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
