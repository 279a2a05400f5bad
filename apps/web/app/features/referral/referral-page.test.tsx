// @vitest-environment happy-dom
import type { NativeApp } from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NativeAppProvider } from '../../shell/native';
import { renderWithShell } from '../../test-support/render-with-shell';
import { qrCodeShape } from '../../kit/qr-code/index.server';
import { ReferralPage, type ReferralView } from './referral-page';

/** Our app's Android bridge (shell/native/native-bridge.ts): what the page posts to it, parsed. */
let posted: unknown[] = [];
const installFakeNativeBridge = () => {
  posted = [];
  vi.stubGlobal('MeridianAndroid', { postMessage: (json: string) => void posted.push(JSON.parse(json)) });
};
const fakeNativeMessages = () => posted;
const removeFakeNativeBridge = () => Reflect.deleteProperty(window, 'MeridianAndroid');

afterEach(() => {
  cleanup();
  removeFakeNativeBridge();
  vi.unstubAllGlobals();
});

const LINK = 'https://www.meridian.example/signup?ref=DEMO0003';
const MEMBER: ReferralView = {
  kind: 'member',
  summary: { invite_code: 'DEMO0003', invited_count: 2 },
  link: LINK,
  qr: qrCodeShape(LINK),
};

function renderIn(app: NativeApp, view: ReferralView = MEMBER) {
  renderWithShell(
    <NativeAppProvider app={app}>
      <ReferralPage view={view} />
    </NativeAppProvider>,
  );
}

describe('the referral page (issue 14 item 2)', () => {
  it('a member: the code, the link, the QR code of the link and the invited count', () => {
    renderIn({ inApp: false });
    expect(screen.getByTestId('referral-code').textContent).toBe('DEMO0003');
    expect((screen.getByLabelText('Your invite link') as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeTruthy();
    expect(screen.getByTestId('referral-invited').textContent).toBe('2 friends have joined');
  });

  it('a visitor is asked to log in', () => {
    renderIn({ inApp: false }, { kind: 'visitor' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('referral-code')).toBeNull();
  });

  it('shell §5 native share gate: in the app above the gate, shareImageV3 with the QR picture', async () => {
    installFakeNativeBridge();
    renderIn({ inApp: true, platform: 'android', build: 653000 });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(fakeNativeMessages()).toHaveLength(1));
    expect(fakeNativeMessages()[0]).toMatchObject({
      method: 'shareImageV3',
      params: { url: LINK, imageDataUrl: expect.stringMatching(/^data:image\/svg\+xml/) },
    });
  });

  it('"Otherwise the older share is used" below the gate; on the web without Web Share, the link is copied', async () => {
    installFakeNativeBridge();
    renderIn({ inApp: true, platform: 'android', build: 652999 });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(fakeNativeMessages()).toHaveLength(1));
    expect(fakeNativeMessages()[0]).toMatchObject({ method: 'share', params: { url: LINK } });
    cleanup();
    removeFakeNativeBridge();

    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderIn({ inApp: false });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    expect(await screen.findByText('Copied')).toBeTruthy();
  });
});
