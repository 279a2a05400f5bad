import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from './password-hashing';

const CHEAP = { ln: 10, r: 8, p: 1 };

describe('password hashing (scrypt, decision 0014)', () => {
  it('production cost: N=2^15, r=8, p=3 (32 MiB), a 16-byte salt and a 32-byte key in a PHC string', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ ln: 15, r: 8, p: 3 });
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$scrypt\$ln=15,r=8,p=3\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
  });

  it('never stores the password, salts every hash, and tells right from wrong', async () => {
    const a = await hashPassword('hunter2hunter2', CHEAP);
    const b = await hashPassword('hunter2hunter2', CHEAP);
    expect(a).not.toContain('hunter2');
    expect(a).not.toBe(b);
    expect(await verifyPassword('hunter2hunter2', a)).toBe(true);
    expect(await verifyPassword('hunter2hunter2', b)).toBe(true);
    expect(await verifyPassword('hunter2hunter3', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('matches the same password however its accents were composed (NFKC)', async () => {
    const stored = await hashPassword('caf\u00e9 au lait', CHEAP);
    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true);
  });

  it('refuses unreadable or tampered hashes instead of throwing, including absurd costs', async () => {
    for (const bad of [
      '',
      'plaintext',
      '$scrypt$ln=15,r=8,p=3$$',
      '$scrypt$ln=30,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g',
    ]) {
      expect(await verifyPassword('anything at all', bad), bad).toBe(false);
    }
  });

  it("asks for a rehash when the stored parameters are not today's", async () => {
    const cheap = await hashPassword('correct horse battery', CHEAP);
    expect(needsRehash(cheap, DEFAULT_SCRYPT_PARAMS)).toBe(true);
    expect(needsRehash(cheap, CHEAP)).toBe(false);
  });
});
