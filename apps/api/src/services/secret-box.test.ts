import { describe, expect, it } from 'vitest';
import { createSecretBox, hmac, isSealed, newSecretKeyText, parseSecretKey, SecretKeyError } from './secret-box';

const key = () => parseSecretKey(newSecretKeyText());

describe('secret box (TOTP secrets at rest)', () => {
  it('seals to a value that names its key and hides the text, and opens it again', () => {
    const box = createSecretBox(key());
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed.startsWith(`enc:v1:${box.currentKeyId}:`)).toBe(true);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: the same text never seals to the same value.
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses an altered value (GCM tag) and a value sealed by a key it does not have', () => {
    const box = createSecretBox(key());
    const sealed = box.seal('secret');
    const parts = sealed.split(':');
    const last = parts.at(-1) ?? '';
    parts[parts.length - 1] = (last[0] === 'A' ? 'B' : 'A') + last.slice(1);
    expect(() => box.open(parts.join(':'))).toThrow();
    expect(() => createSecretBox(key()).open(sealed)).toThrow(SecretKeyError);
  });

  it('rotation: a box with the old key as previous opens old values and reports them as not current', () => {
    const oldKey = key();
    const sealedOld = createSecretBox(oldKey).seal('secret');
    const rotated = createSecretBox(key(), [oldKey]);
    expect(rotated.open(sealedOld)).toBe('secret');
    expect(rotated.isCurrent(sealedOld)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('secret'))).toBe(true);
  });

  it('reads keys as 64 hex digits or base64url, and refuses anything shorter', () => {
    const hex = newSecretKeyText();
    expect(parseSecretKey(hex).toString('hex')).toBe(hex);
    const b64 = Buffer.from(hex, 'hex').toString('base64url');
    expect(parseSecretKey(b64).toString('hex')).toBe(hex);
    expect(() => parseSecretKey('too-short')).toThrow(SecretKeyError);
    expect(() => parseSecretKey(hex.slice(2))).toThrow(SecretKeyError);
  });

  it('derives purpose keys that differ by purpose and by master key', () => {
    const k = key();
    const a = createSecretBox(k).derive('csrf');
    expect(createSecretBox(k).derive('csrf').equals(a)).toBe(true);
    expect(createSecretBox(k).derive('other').equals(a)).toBe(false);
    expect(createSecretBox(key()).derive('csrf').equals(a)).toBe(false);
    expect(hmac(a, 'x')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
