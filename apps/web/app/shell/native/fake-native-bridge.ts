/**
 * A stand-in for the app's bridges (see native-bridge.ts), for tests only: never exported from
 * index.ts. Unit tests call it on the test window; Playwright passes it to page.addInitScript
 * together with a user agent carrying nativeAppUserAgentToken(platform, build), so it is
 * self-contained (no imports, no outer names). Every message the page posts is kept, parsed, in
 * `window.__meridianNativeMessages`.
 */
export function installFakeNativeBridge(platform: 'android' | 'ios'): void {
  const messages: unknown[] = [];
  Reflect.set(window, '__meridianNativeMessages', messages);
  if (platform === 'android') {
    Reflect.set(window, 'MeridianAndroid', {
      postMessage: (json: string) => {
        messages.push(JSON.parse(json));
      },
    });
  } else {
    const meridian = {
      postMessage: (message: unknown) => {
        // WebKit hands the app a copy, as structured cloning does.
        messages.push(structuredClone(message));
      },
    };
    Reflect.set(window, 'webkit', { messageHandlers: { meridian } });
  }
}

/** The messages the fake bridge received, oldest first. */
export function fakeNativeMessages(): unknown[] {
  const messages: unknown = Reflect.get(window, '__meridianNativeMessages');
  return Array.isArray(messages) ? [...messages] : [];
}

/** Takes the fake bridges away again (between unit tests). */
export function removeFakeNativeBridge(): void {
  for (const name of ['__meridianNativeMessages', 'MeridianAndroid', 'webkit']) Reflect.deleteProperty(window, name);
}
