// @vitest-environment happy-dom
import { postLogin, postSignup } from '@meridian/contracts';
import { MAIN_SITE, REQUEST_ERROR_MESSAGE } from '@meridian/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '../../app/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import account from '../../app/i18n/messages/en/account.json';
import { compileMessages } from '../../app/test-support/compiled-messages';
import { readRegistrationQuery, registrationToParent } from '../../app/shell/registration/client';
import { registrationProtocol } from '../../app/shell/registration/registration-protocol';
import { RegistrationApp } from './registration-app';
// The API's answers in turn, with the csrf cookie there (the forms post at once); what was posted is recorded.
import { fakeApi as fakeApiWithoutCsrf, fakeApiWithCsrf as fakeApi } from '../../app/test-support/fake-api';
import { RequestClients } from './request-clients';
import { openShellLink } from './shell-link';

const ORIGIN = window.location.origin;
/** What the micro-app renders: the catalog compiled, as its build loads it (`?icu`). */
const compiledAccount = compileMessages(account);
// What the shell's side of the channel accepts: the protocol's name beside one of its messages.
const onTheWire = z.object({ protocol: z.literal(registrationProtocol.name), message: registrationToParent });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

/** The page that frames the micro-app: it records what the micro-app posts to it. */
function framingPage() {
  const posted: Array<{ data: unknown; origin: string }> = [];
  const page = { postMessage: (data: unknown, origin: string) => void posted.push({ data, origin }) };
  const self = Object.assign(new EventTarget(), { parent: page, postMessage: () => undefined });
  /** The messages the shell would read, in order (each one parsed as the shell parses it). */
  const messages = () =>
    posted.map(({ data, origin }) => {
      expect(origin).toBe(ORIGIN);
      return onTheWire.parse(data).message;
    });
  return { page, self, messages };
}

function renderApp(search: string) {
  const shell = framingPage();
  const link = openShellLink(shell.self, ORIGIN);
  render(
    <I18nProvider locale="en" messages={{ account: compiledAccount }}>
      <RequestClients siteId={MAIN_SITE.id} link={link}>
        <RegistrationApp query={readRegistrationQuery(search)} site={MAIN_SITE} link={link} />
      </RequestClients>
    </I18nProvider>,
  );
  return { ...shell, link };
}

function fillIn(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('registration micro-app', () => {
  it('opens on the form the shell asked for and tells the shell which view shows', async () => {
    fakeApi();
    const { messages } = renderApp('?type=signup&lang=en');
    expect(screen.getByRole('form', { name: account.form.submitSignup })).toBeTruthy();
    await waitFor(() => expect(messages()).toContainEqual({ type: 'view', view: 'signup' }));
  });

  it('switches between log-in and sign-up, reporting each view', async () => {
    fakeApi();
    const { messages } = renderApp('?type=login');
    expect(screen.getByRole('form', { name: account.form.submitLogin })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: account.form.toSignup }));
    expect(screen.getByRole('form', { name: account.form.submitSignup })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: account.form.toLogin }));
    expect(screen.getByRole('form', { name: account.form.submitLogin })).toBeTruthy();
    await waitFor(() =>
      expect(messages().filter((m) => m.type === 'view')).toEqual([
        { type: 'view', view: 'login' },
        { type: 'view', view: 'signup' },
        { type: 'view', view: 'login' },
      ]),
    );
  });

  it('a log-in that goes through tells the shell "signed-in" and says so', async () => {
    const api = fakeApi({ data: { need_2fa: false, uid: 7, nickname: 'ada' } });
    const { messages } = renderApp('?type=login');
    fillIn(account.form.account, 'ada@example.com');
    fillIn(account.form.password, 'correct horse battery');
    fireEvent.submit(screen.getByRole('form', { name: account.form.submitLogin }));
    expect((await screen.findByTestId('registration-done')).textContent).toBe(account.form.signedIn);
    expect(api.calls).toEqual([
      { path: postLogin.path, body: { account: 'ada@example.com', password: 'correct horse battery' } },
    ]);
    expect(messages()).toContainEqual({ type: 'signed-in' });
  });

  it('an account with two-factor on goes to the code step; a refused log-in stays put and tells the shell nothing', async () => {
    fakeApi({ data: { need_2fa: true, challenge: 'c-1' } });
    const first = renderApp('?type=login');
    fillIn(account.form.account, 'ada@example.com');
    fillIn(account.form.password, 'correct horse battery');
    fireEvent.submit(screen.getByRole('form', { name: account.form.submitLogin }));
    expect(await screen.findByRole('form', { name: account.form.verify })).toBeTruthy();
    await waitFor(() => expect(first.messages()).toContainEqual({ type: 'view', view: 'twoFactor' }));
    cleanup();

    fakeApi({ status: 401, data: null });
    const second = renderApp('?type=login');
    fillIn(account.form.account, 'ada@example.com');
    fillIn(account.form.password, 'wrong password!');
    fireEvent.submit(screen.getByRole('form', { name: account.form.submitLogin }));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).not.toBe(''));
    expect(screen.getByRole('form', { name: account.form.submitLogin })).toBeTruthy();
    expect(second.messages().map((m) => m.type)).not.toContain('signed-in');
  });

  it('a sign-up that goes through shows "check your inbox"', async () => {
    const api = fakeApi({ data: { sent: true } });
    const { messages } = renderApp('?type=signup&ch=spring&ref_uid=R1');
    fillIn(account.form.account, 'new@example.com');
    fillIn(account.form.password, 'a long enough password');
    fireEvent.submit(screen.getByRole('form', { name: account.form.submitSignup }));
    expect(await screen.findByTestId('check-email')).toBeTruthy();
    expect(api.calls[0]).toEqual({
      path: postSignup.path,
      body: { account: 'new@example.com', password: 'a long enough password', ref_uid: 'R1', ch: 'spring' },
    });
    await waitFor(() => expect(messages()).toContainEqual({ type: 'view', view: 'checkEmail' }));
  });

  it('relays Escape to the shell as "close", except when it is a page of its own (embedded)', async () => {
    fakeApi();
    const dialog = renderApp('?type=login');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog.messages()).toContainEqual({ type: 'close' });
    cleanup();
    const page = renderApp('?type=login&embedded=1');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(page.messages().map((m) => m.type)).not.toContain('close');
  });

  it('repeats its view when the shell asks ("sync"), and ignores the same from another window', async () => {
    fakeApi();
    const { page, self, messages } = renderApp('?type=signup');
    await waitFor(() => expect(messages()).toContainEqual({ type: 'view', view: 'signup' }));
    const before = messages().length;
    const sync = { protocol: registrationProtocol.name, message: { type: 'sync' } };
    self.dispatchEvent(new MessageEvent('message', { data: sync, origin: ORIGIN, source: window }));
    expect(messages()).toHaveLength(before);
    self.dispatchEvent(new MessageEvent('message', { data: sync, origin: 'https://evil.test', source: null }));
    expect(messages()).toHaveLength(before);
    // The page's window, as the channel compares it (a MessageEvent carries only real windows).
    const event = new MessageEvent('message', { data: sync, origin: ORIGIN });
    Object.defineProperty(event, 'source', { value: page });
    self.dispatchEvent(event);
    // Delivered once the channel's schemas have loaded (decision 0031).
    await waitFor(() => expect(messages().slice(before)).toContainEqual({ type: 'view', view: 'signup' }));
  });

  it('a failed GET is relayed to the shell as "request-error"; opened on its own, it shows the shell §8 message itself', async () => {
    // No csrf cookie: the micro-app fetches one at once, and the API is down.
    fakeApiWithoutCsrf({ status: 503, data: null });
    const { messages } = renderApp('?type=login');
    await waitFor(() => expect(messages()).toContainEqual({ type: 'request-error' }));
    expect(screen.queryByText(REQUEST_ERROR_MESSAGE)).toBeNull();
    cleanup();

    fakeApiWithoutCsrf({ status: 503, data: null });
    // Its own parent: not in a frame.
    const link = openShellLink(window, ORIGIN);
    expect(link.framed).toBe(false);
    render(
      <I18nProvider locale="en" messages={{ account: compiledAccount }}>
        <RequestClients siteId={MAIN_SITE.id} link={link}>
          <RegistrationApp query={readRegistrationQuery('?type=login')} site={MAIN_SITE} link={link} />
        </RequestClients>
      </I18nProvider>,
    );
    expect(await screen.findByText(REQUEST_ERROR_MESSAGE)).toBeTruthy();
  });
});
