// @vitest-environment happy-dom
import { defaultUserInfo, MAIN_SITE, SITES } from '@meridian/domain';
import { cleanup, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSiteSettings } from '@meridian/contracts';
import { AccountHeader } from '../features/account-header';
import { useTranslations } from '../i18n';
import { messagesFor } from '../i18n/catalogs.server';
import { useBrowserClients } from '../shell/http';
import type { Session } from '../shell/session';
import { useSite } from '../shell/site';
import { renderWithShell } from './render-with-shell';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

function CloseLabel() {
  const t = useTranslations('common');
  return <button type="button">{t('close')}</button>;
}

function SiteName() {
  const { site, locale, path } = useSite();
  return <p data-testid="site">{`${site.key} ${locale.code} ${path}`}</p>;
}

const member: Session = {
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 } },
  totalFunds: { total_usd: '0', total_btc: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: false,
};

describe('renderWithShell', () => {
  it('translates with the real catalog of the locale, and Arabic is laid out right to left', () => {
    const english = messagesFor('en').common.close;
    const arabic = messagesFor('ar').common.close;
    expect(arabic).not.toBe(english);

    renderWithShell(<CloseLabel />);
    expect(screen.getByRole('button').textContent).toBe(english);
    expect(document.documentElement.dir).toBe('ltr');
    cleanup();

    renderWithShell(<CloseLabel />, { locale: 'ar' });
    expect(screen.getByRole('button').textContent).toBe(arabic);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('provides the site given by key, the locale and the path', () => {
    const other = SITES.find((s) => s.key !== MAIN_SITE.key);
    if (!other) throw new Error('a second site is needed');
    renderWithShell(<SiteName />, { site: other.key, locale: 'tr', path: '/fee?x=1' });
    expect(screen.getByTestId('site').textContent).toBe(`${other.key} tr /fee`);
  });

  it('anonymous by default: the header offers log-in; a given session shows the account menu', async () => {
    renderWithShell(<AccountHeader />);
    expect(await screen.findByRole('link', { name: messagesFor('en').account.header.logIn })).toBeTruthy();
    expect(screen.queryByTestId('account-nickname')).toBeNull();
    cleanup();

    renderWithShell(<AccountHeader />, { session: member });
    expect((await screen.findByTestId('account-nickname')).textContent).toBe('ada');
    expect(screen.queryByRole('link', { name: messagesFor('en').account.header.logIn })).toBeNull();
  });

  it('the browser clients call the injected fetch', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ code: 0, message: 'success', data: {} }),
    );
    function Caller() {
      const clients = useBrowserClients();
      useEffect(() => {
        void clients.getOutcome(getSiteSettings, { silent: true });
      }, [clients]);
      return null;
    }
    renderWithShell(<Caller />, { fetch });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toContain(getSiteSettings.path);
  });
});
