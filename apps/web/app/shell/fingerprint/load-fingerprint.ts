import { FINGERPRINT_ERRORS, FINGERPRINT_LOAD_TIMEOUT_MS, FINGERPRINT_POLL_MS } from '@meridian/domain';
// Our own copy of the open-source (MIT) library, emitted as a static asset of this build: served
// from our origin, never a third-party CDN, and fetched only when a device id is needed.
import fingerprintScriptUrl from '@fingerprintjs/fingerprintjs/dist/fp.umd.min.js?url';

interface FingerprintAgent {
  get(): Promise<{ visitorId: string }>;
}
interface FingerprintGlobal {
  load(options?: { monitoring?: boolean }): Promise<FingerprintAgent>;
}

declare global {
  interface Window {
    FingerprintJS?: FingerprintGlobal;
  }
}

/** The script's address (tests and the e2e network log look for it). */
export const FINGERPRINT_SCRIPT_URL: string = fingerprintScriptUrl;

/**
 * shell §7 "The device-fingerprint library is loaded from the static path"; shell §8 "Library load
 * timeout 1000 ms with 50 ms polling; errors 'SDK failed to initialize after loading' and 'SDK is
 * not available after loading'". Resolves with the visitor id.
 */
export async function loadVisitorId(doc: Document = document, win: Window = window): Promise<string> {
  const script = doc.createElement('script');
  script.src = FINGERPRINT_SCRIPT_URL;
  script.async = true;
  doc.head.append(script);
  const sdk = await new Promise<FingerprintGlobal>((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (win.FingerprintJS) resolve(win.FingerprintJS);
      else if (Date.now() - started >= FINGERPRINT_LOAD_TIMEOUT_MS) reject(new Error(FINGERPRINT_ERRORS.notAvailable));
      else setTimeout(poll, FINGERPRINT_POLL_MS);
    };
    poll();
  });
  let agent: FingerprintAgent;
  try {
    // monitoring: false: the library must not call its maker's servers.
    agent = await sdk.load({ monitoring: false });
  } catch {
    throw new Error(FINGERPRINT_ERRORS.initFailed);
  }
  return (await agent.get()).visitorId;
}
