// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { shareStyleNonce } from './style-nonce';

/** A script as the browser shows it: the nonce attribute emptied, the value in the property. */
function nonceScript(nonce: string) {
  const script = document.createElement('script');
  script.setAttribute('nonce', '');
  Object.defineProperty(script, 'nonce', { value: nonce });
  document.body.append(script);
}

describe('shareStyleNonce', () => {
  afterEach(() => {
    document.body.replaceChildren();
    globalThis.__webpack_nonce__ = undefined;
  });

  it("takes the server's nonce, past scripts React rendered in the browser with an empty one", () => {
    nonceScript('');
    nonceScript('from-the-server');
    shareStyleNonce();
    expect(globalThis.__webpack_nonce__).toBe('from-the-server');
  });

  it('keeps the nonce it has, and sets none on a page without one', () => {
    shareStyleNonce();
    expect(globalThis.__webpack_nonce__).toBeUndefined();
    nonceScript('first');
    shareStyleNonce();
    nonceScript('second');
    shareStyleNonce();
    expect(globalThis.__webpack_nonce__).toBe('first');
  });
});
