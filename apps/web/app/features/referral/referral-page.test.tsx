// @vitest-environment happy-dom
import type { NativeApp } from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test-support/render-with-shell';
import { qrCodeShape } from '../../kit/qr-code/index.server';
import { ReferralPage, type ReferralView } from './referral-page';

// Share opens the share modal (features/share); happy-dom has no canvas, so its poster is a stand-in.
const POSTER_DATA_URL = 'data:image/png;base64,UE5H';
vi.mock('../share/poster-canvas', () => ({
  drawPoster: vi.fn(async () => ({ blob: new Blob(['png'], { type: 'image/png' }), dataUrl: POSTER_DATA_URL })),
  downloadBlob: vi.fn(),
}));

// The page's NativeApp, as the root's NativeAppProvider gives it to the page and the modal host alike.
const native = vi.hoisted(() => ({ app: { inApp: false } as NativeApp }));
vi.mock('../../shell/native', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useNativeApp: () => native.app,
}));

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
  native.app = app;
  renderWithShell(<ReferralPage view={view} />);
}

/** Share on the page opens the share modal; its share button is the app's (or the browser's). */
async function shareFromModal(name: 'Share' | 'Share…' | 'Copy link') {
  fireEvent.click(screen.getByTestId('referral-share'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name }));
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

  it('shell §5 native share gate: in the app above the gate, Share opens the share modal and shareImageV3 gets its poster', async () => {
    installFakeNativeBridge();
    renderIn({ inApp: true, platform: 'android', build: 653000 });
    await shareFromModal('Share');
    await waitFor(() => expect(fakeNativeMessages()).toHaveLength(1));
    expect(fakeNativeMessages()[0]).toMatchObject({
      method: 'shareImageV3',
      params: { url: LINK, imageDataUrl: POSTER_DATA_URL, title: 'Join me on Meridian' },
    });
  });

  it('"Otherwise the older share is used" below the gate; on the web the modal copies the link', async () => {
    installFakeNativeBridge();
    renderIn({ inApp: true, platform: 'android', build: 652999 });
    await shareFromModal('Share');
    await waitFor(() => expect(fakeNativeMessages()).toHaveLength(1));
    expect(fakeNativeMessages()[0]).toMatchObject({ method: 'share', params: { url: LINK } });
    cleanup();
    removeFakeNativeBridge();

    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderIn({ inApp: false });
    await shareFromModal('Copy link');
    // The page's link already carries the code: it is replaced, not repeated.
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });
});
