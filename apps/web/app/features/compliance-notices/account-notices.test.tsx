// @vitest-environment happy-dom
import { type BusinessComplianceMessage, MODAL_PRIORITY } from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ModalName, type ModalRegistry, useModals } from '../../shell/modals';
import { fakeApiWithCsrf } from '../../test-support/fake-api';
import { renderWithShell } from '../../test-support/render-with-shell';
import { AccountComplianceModals } from './account-compliance-modals';
import { ComplianceBars } from './compliance-bars';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens one registered modal as a feature would. */
function Open<N extends ModalName>({ name, props }: { name: N; props: ModalRegistry[N] }) {
  const { open } = useModals();
  useEffect(() => open(name, props, { priority: MODAL_PRIORITY.blocking }), [open, name, props]);
  return null;
}

const DECLARATION: BusinessComplianceMessage = {
  type: 'customer-understand-declaration',
  title: 'Customer understanding declaration',
  content: 'Please read and sign the customer understanding declaration.',
  ok_button: 'OK',
  cancel_button: '',
  ok_button_router: '/trade/BTC_USDT',
  text_link: [],
  no_close_button: true,
};
const REMINDER: BusinessComplianceMessage = {
  type: '24h_cool_down_end_reminder',
  title: 'Your 24-hour cool-down has ended',
  content: 'Trading is available again. Read the fee schedule first.',
  ok_button: 'Go to trading',
  cancel_button: 'Not now',
  ok_button_router: '/trade/BTC_USDT',
  text_link: [{ key: 'fee schedule', link: '/fee' }],
  no_close_button: false,
};
const OTHER: BusinessComplianceMessage = {
  ...REMINDER,
  type: 'travel-rule',
  title: 'Travel rule',
  content: 'Withdrawals now need the receiver’s name.',
  ok_button: 'Read more',
  ok_button_router: '/fee',
  no_close_button: false,
};

const tradePage = { path: '/trade/BTC_USDT', Component: () => <p>trade page</p> };
const feePage = { path: '/fee', Component: () => <p>fee page</p> };

describe('compliance bar (widgets §4)', () => {
  it('"Shows when content exists"; the cool-down reminder is a modal, not a bar', () => {
    renderWithShell(<ComplianceBars messages={[DECLARATION, REMINDER, { ...OTHER, type: 'empty', content: ' ' }]} />);
    const bars = screen.getAllByRole('region');
    expect(bars.map((bar) => bar.dataset['testid'])).toEqual(['compliance-bar-customer-understand-declaration']);
  });

  it('"For type customer-understand-declaration the primary button only closes it"; "Close button is shown unless no_close_button"', () => {
    renderWithShell(<ComplianceBars messages={[DECLARATION]} />, { routes: [tradePage] });
    const bar = screen.getByTestId('compliance-bar-customer-understand-declaration');
    expect(bar.querySelector('button[aria-label="Close"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('compliance-bar-customer-understand-declaration')).toBeNull();
    expect(screen.queryByText('trade page')).toBeNull();
  });

  it('"otherwise it navigates to the router address"; its close button hides it', async () => {
    renderWithShell(<ComplianceBars messages={[OTHER]} />, { routes: [feePage] });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(await screen.findByText('fee page')).toBeTruthy();
    cleanup();
    renderWithShell(<ComplianceBars messages={[OTHER]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('24h cool-down-end reminder (widgets §4 "a notice modal: cancel closes, ok navigates")', () => {
  it('cancel closes and acknowledges it (decision 0049)', async () => {
    const api = fakeApiWithCsrf({ data: { acknowledged: true, type: REMINDER.type } }, { data: { status: 0 } });
    renderWithShell(<AccountComplianceModals business={[REMINDER]} declarationStatus={undefined} />);
    const dialog = await screen.findByTestId('cool-down-reminder');
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe('/fee');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByTestId('cool-down-reminder')).toBeNull());
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        path: '/api/web/v1/compliance/business-check/acknowledge',
        body: { type: '24h_cool_down_end_reminder' },
      }),
    );
  });

  it('ok acknowledges it and goes to its router address', async () => {
    const api = fakeApiWithCsrf({ data: { status: 0 } });
    renderWithShell(<AccountComplianceModals business={[REMINDER]} declarationStatus={undefined} />, {
      routes: [tradePage],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Go to trading' }));
    expect(await screen.findByText('trade page')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain('/api/web/v1/compliance/business-check/acknowledge'),
    );
  });
});

describe('Turkish declaration (widgets §4)', () => {
  it('"Confirm is enabled only after the checkbox is ticked"; "Signing succeeds when status becomes 2"; no other way out', async () => {
    const api = fakeApiWithCsrf({ data: { status: 0 } }, { data: { status: 2 } });
    renderWithShell(<AccountComplianceModals business={[DECLARATION]} declarationStatus={1} />);
    const dialog = await screen.findByTestId('turkish-declaration');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    // Not dismissible: no close button, Escape does nothing.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByTestId('turkish-declaration')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and understood this declaration.' }));
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByTestId('turkish-declaration')).toBeNull());
    expect(api.calls).toContainEqual({
      path: '/api/web/v1/compliance-kyc/customer-understand-declaration/submit-status',
      body: { status: '2' },
    });
  });

  it('widgets §8 "Declaration signing not successful | warning logged only": the dialog stays and Confirm works again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApiWithCsrf({ data: { status: 0 } }, { status: 500, data: null }, { data: { status: 1 } });
    renderWithShell(<AccountComplianceModals business={[]} declarationStatus={1} />);
    await screen.findByTestId('turkish-declaration');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('declaration signing not successful', expect.anything()));
    expect(screen.getByTestId('turkish-declaration')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('opened from the footer once signed: the signed text, ticked and read-only, and it closes', async () => {
    renderWithShell(<Open name="turkish-declaration" props={{ mode: 'view' }} />);
    await screen.findByTestId('turkish-declaration');
    expect(screen.getByText('You have signed this declaration.')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.keyDown(screen.getByTestId('turkish-declaration'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('turkish-declaration')).toBeNull());
  });
});

const AGREEMENT = {
  status: 1 as const,
  content: 'We changed how fees are shown.\nWe added the travel rule.',
  submit_button: 'I accept',
  scene: 'user_agreement',
  version: 2,
  link_text: 'User agreement',
  link: '/user-agreement',
};

describe('user agreement modal (widgets §4)', () => {
  it('"Shown while the status says show. Accepting posts the acceptance and refetches the status. It cannot otherwise be dismissed."', async () => {
    const api = fakeApiWithCsrf({ data: AGREEMENT }, { data: { ...AGREEMENT, status: 0 } }, { data: { status: 0 } });
    renderWithShell(<AccountComplianceModals business={[]} declarationStatus={undefined} />);
    const dialog = await screen.findByTestId('user-agreement');
    expect(api.calls[0]).toEqual({
      path: '/api/web/v1/compliance-kyc/user-agreement/status',
      body: { scene: 'user_agreement', locale: 'en' },
    });
    expect(screen.getByText('We added the travel rule.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'User agreement' }).getAttribute('href')).toBe('/user-agreement');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByTestId('user-agreement')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(screen.queryByTestId('user-agreement')).toBeNull());
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/web/v1/compliance-kyc/user-agreement/status',
      '/api/web/v1/compliance-kyc/user-agreement/submit-status',
      '/api/web/v1/compliance-kyc/user-agreement/status',
    ]);
  });

  it('a failed acceptance says so and keeps the modal; a status of 0 or a failed status call shows nothing', async () => {
    fakeApiWithCsrf({ data: AGREEMENT }, { status: 500, data: null });
    renderWithShell(<AccountComplianceModals business={[]} declarationStatus={undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'I accept' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your acceptance could not be saved. Please try again.',
    );
    expect(screen.getByTestId('user-agreement')).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    const api = fakeApiWithCsrf({ status: 500, data: null });
    renderWithShell(<AccountComplianceModals business={[]} declarationStatus={undefined} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocking notices come first: the agreement and the declaration before the cool-down reminder', async () => {
    fakeApiWithCsrf({ data: AGREEMENT }, { data: { status: 0 } });
    renderWithShell(<AccountComplianceModals business={[REMINDER]} declarationStatus={1} />);
    await screen.findByTestId('turkish-declaration');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
