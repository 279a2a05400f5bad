// @vitest-environment happy-dom
import { nativeAppUserAgentToken } from '@meridian/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeNativeMessages, installFakeNativeBridge, removeFakeNativeBridge } from './fake-native-bridge';
import { nativeAppFromRequest } from './index.server';
import { NativeAppProvider, shareImage, type ShareImageResult, useNativeApp } from './index';

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0.0.0 Mobile Safari/537.36';

afterEach(() => {
  cleanup();
  removeFakeNativeBridge();
});

function WhereAmI() {
  const app = useNativeApp();
  return <p>{app.inApp ? `${app.platform} ${String(app.build)}` : 'browser'}</p>;
}

/** A share card's button as a feature would write it: the app from context, the result shown. */
function ShareButton() {
  const app = useNativeApp();
  const [result, setResult] = useState<ShareImageResult | null>(null);
  const onClick = () => {
    void shareImage(
      app,
      { imageUrl: 'https://static.meridian.test/p.png', url: 'https://m.test/r', title: 'T', text: 'X' },
      { navigator: {} },
    ).then(setResult);
  };
  return (
    <>
      <button type="button" onClick={onClick}>
        Share
      </button>
      {result ? <output>{result}</output> : null}
    </>
  );
}

/** The server side of the root wiring: the request's user agent, parsed, handed to the provider. */
function renderFor(userAgent: string | null, ui: ReactNode) {
  const headers = new Headers(userAgent === null ? {} : { 'user-agent': userAgent });
  const app = nativeAppFromRequest(new Request('https://www.meridian.test/', { headers }));
  return render(<NativeAppProvider app={app}>{ui}</NativeAppProvider>);
}

describe('useNativeApp', () => {
  it('outside a NativeAppProvider: not in the app', () => {
    render(<WhereAmI />);
    expect(screen.getByText('browser')).toBeTruthy();
  });

  it('gives the app the server read from the user agent', () => {
    renderFor(`${ANDROID_UA} ${nativeAppUserAgentToken('android', 653000)}`, <WhereAmI />);
    expect(screen.getByText('android 653000')).toBeTruthy();
  });

  it('a browser user agent, or none, is not in the app', () => {
    renderFor(ANDROID_UA, <WhereAmI />);
    expect(screen.getByText('browser')).toBeTruthy();
    cleanup();
    renderFor(null, <WhereAmI />);
    expect(screen.getByText('browser')).toBeTruthy();
  });
});

describe('a share button under the provider', () => {
  it('shell §5: an iOS app at 202503100001 shares with shareImageV3', async () => {
    installFakeNativeBridge('ios');
    renderFor(`Mozilla/5.0 (iPhone) ${nativeAppUserAgentToken('ios', 202503100001)}`, <ShareButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('shared-v3'));
    expect(fakeNativeMessages()).toEqual([
      {
        method: 'shareImageV3',
        params: { imageUrl: 'https://static.meridian.test/p.png', url: 'https://m.test/r', title: 'T', text: 'X' },
      },
    ]);
  });

  it('shell §5 "Otherwise the older share is used": the iOS build just below shares with share', async () => {
    installFakeNativeBridge('ios');
    renderFor(`Mozilla/5.0 (iPhone) ${nativeAppUserAgentToken('ios', 202503100000)}`, <ShareButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('shared-native'));
    expect(fakeNativeMessages()).toEqual([
      { method: 'share', params: { title: 'T', text: 'X', url: 'https://m.test/r' } },
    ]);
  });

  it("in a browser with no Web Share API the button gets 'fallback' (its own dialog)", async () => {
    installFakeNativeBridge('ios');
    renderFor(ANDROID_UA, <ShareButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('fallback'));
    expect(fakeNativeMessages()).toEqual([]);
  });
});
