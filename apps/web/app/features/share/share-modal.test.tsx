// @vitest-environment happy-dom
import { getRebateUserInfo } from '@meridian/contracts';
import type { NativeApp, ShareProps } from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModals } from '../../shell/modals';
import { fakeApi } from '../../test-support/fake-api';
import { renderWithShell, type ShellOptions } from '../../test-support/render-with-shell';
import { downloadBlob, drawPoster } from './poster-canvas';

// happy-dom has no canvas: the poster's drawing is replaced (its layout is tested in poster-layout.test.ts).
const POSTER_DATA_URL = 'data:image/png;base64,UE5HIHBvc3Rlcg==';
vi.mock('./poster-canvas', () => ({
  drawPoster: vi.fn(async () => ({ blob: new Blob(['png'], { type: 'image/png' }), dataUrl: POSTER_DATA_URL })),
  downloadBlob: vi.fn(),
}));

// The page's NativeApp: the root provides it above the modal host, which renderWithShell renders itself.
const native = vi.hoisted(() => ({ app: { inApp: false } as NativeApp }));
vi.mock('../../shell/native', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useNativeApp: () => native.app,
}));

/** Our app's Android bridge (shell/native/native-bridge.ts): what the page posts to it, parsed. */
let posted: unknown[] = [];
function installAndroidBridge() {
  posted = [];
  vi.stubGlobal('MeridianAndroid', { postMessage: (json: string) => void posted.push(JSON.parse(json)) });
}

const URL_TO_SHARE = 'https://www.meridian.example/markets?tab=spot';
const LINK = `${URL_TO_SHARE}&ref=DEMO0003`;
const PROPS: ShareProps = {
  url: URL_TO_SHARE,
  refCode: 'DEMO0003',
  title: 'Join me on Meridian',
  posterContent: 'Trade with me.',
  shareContent: 'Open your account with my link.',
};

function Opener({ props }: { props: ShareProps }) {
  const { open } = useModals();
  return (
    <button type="button" onClick={() => open('share', props)}>
      Open share
    </button>
  );
}

/** Renders a page with an opener, opens the modal, and waits for its lazily loaded body. */
async function openShare(props: ShareProps = PROPS, options: ShellOptions = {}) {
  renderWithShell(<Opener props={props} />, options);
  fireEvent.click(screen.getByRole('button', { name: 'Open share' }));
  return screen.findByRole('dialog');
}

const waysOf = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: 'Ways to share' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => {
  native.app = { inApp: false };
  vi.mocked(drawPoster).mockClear();
  vi.mocked(downloadBlob).mockClear();
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'MeridianAndroid');
  vi.unstubAllGlobals();
});

describe('the share modal (issue 15)', () => {
  it('opens through the registry: title, poster, the link with the code, every control named', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: vi.fn(async () => undefined) });
    const dialog = await openShare();
    // Focus moves into the dialog (and is kept there: ui/dialog).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('heading', { name: 'Join me on Meridian' })).toBeTruthy();
    expect((await within(dialog).findByRole('img', { name: 'Poster to share' })).getAttribute('src')).toBe(
      POSTER_DATA_URL,
    );
    expect((within(dialog).getByLabelText('Link to share') as HTMLInputElement).value).toBe(LINK);
    expect(waysOf(dialog)).toEqual(['Share…', 'Download poster', 'Copy link']);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    // Every button has a name.
    for (const button of within(dialog).getAllByRole('button')) {
      expect(button.textContent || button.getAttribute('aria-label')).toBeTruthy();
    }
  });

  it('draws the poster: title, text, the link with the code for the QR code, shell §3 defaults 3x4 and theme 0', async () => {
    await openShare({ ...PROPS, imgSrc: '/static/card.png' });
    await waitFor(() => expect(drawPoster).toHaveBeenCalled());
    expect(vi.mocked(drawPoster).mock.calls.at(-1)?.[0]).toEqual({
      aspectRatio: { width: 3, height: 4 },
      theme: 0,
      direction: 'ltr',
      title: 'Join me on Meridian',
      content: 'Trade with me.',
      caption: 'Scan the code to open the link',
      link: LINK,
      imgSrc: '/static/card.png',
    });
  });

  it('Escape closes it', async () => {
    const dialog = await openShare();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Copy link writes the share link with the ref code', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const dialog = await openShare();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    expect(await within(dialog).findByText('Link copied')).toBeTruthy();
  });

  it('Download poster saves the drawn PNG', async () => {
    const dialog = await openShare();
    const download = within(dialog).getByRole('button', { name: 'Download poster' });
    await waitFor(() => expect(download.hasAttribute('disabled')).toBe(false));
    fireEvent.click(download);
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'share-poster.png'));
  });

  it('Share… hands the link to the browser share sheet (Web Share API)', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const dialog = await openShare();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share…' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        url: LINK,
        title: 'Join me on Meridian',
        text: 'Open your account with my link.',
      }),
    );
  });

  it('shell §3 forbiddenWays: a forbidden way is not offered', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    const dialog = await openShare({ ...PROPS, forbiddenWays: ['download'] });
    expect(waysOf(dialog)).toEqual(['Copy link']);
  });

  it('a logged-in sharer without a code: their own code from rebate/get_user_info (shell §7 kol_code)', async () => {
    const api = fakeApi({ data: { kol_code: 'MINE42', encrypted_uid: 'x', agency_type: 0 } });
    const dialog = await openShare({ url: 'https://www.meridian.example/signup', isLogin: true });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Link to share') as HTMLInputElement).value).toBe(
        'https://www.meridian.example/signup?ref=MINE42',
      ),
    );
    expect(api.calls.map((call) => call.path)).toEqual([getRebateUserInfo.path]);
  });

  it('a visitor without a code shares the url as it is, asking nothing', async () => {
    const api = fakeApi({ data: {} });
    const dialog = await openShare({ url: 'https://www.meridian.example/signup', isLogin: false });
    expect((within(dialog).getByLabelText('Link to share') as HTMLInputElement).value).toBe(
      'https://www.meridian.example/signup',
    );
    expect(api.calls).toEqual([]);
  });

  it('right to left: the poster is laid out rtl', async () => {
    await openShare(PROPS, { locale: 'ar', catalog: 'en' });
    await waitFor(() => expect(drawPoster).toHaveBeenCalled());
    expect(vi.mocked(drawPoster).mock.calls.at(-1)?.[0].direction).toBe('rtl');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('in our app (shell §5 native share gate)', () => {
  it('the app share and copy link only; above the gate (Android 653000) shareImageV3 gets the poster', async () => {
    installAndroidBridge();
    native.app = { inApp: true, platform: 'android', build: 653000 };
    const dialog = await openShare();
    expect(waysOf(dialog)).toEqual(['Share', 'Copy link']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      method: 'shareImageV3',
      params: {
        imageDataUrl: POSTER_DATA_URL,
        url: LINK,
        title: 'Join me on Meridian',
        text: 'Open your account with my link.',
      },
    });
  });

  it('"Otherwise the older share is used": Android 652999 gets the older share with the link', async () => {
    installAndroidBridge();
    native.app = { inApp: true, platform: 'android', build: 652999 };
    const dialog = await openShare();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      method: 'share',
      params: { title: 'Join me on Meridian', content: 'Open your account with my link.', url: LINK },
    });
  });
});
