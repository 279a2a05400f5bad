import { describe, expect, it } from 'vitest';
import { AGREEMENT_SCENE_PATTERN, agreementStatus, DEFAULT_AGREEMENT_SCENE } from './user-agreement';

describe('user agreement status (widgets §3 "status (1 means show)")', () => {
  it('1 while the current version is newer than the one accepted, or none was accepted', () => {
    expect(agreementStatus(2, 1)).toBe(1);
    expect(agreementStatus(2, null)).toBe(1);
  });

  it('0 once the current version (or a later one) is accepted, and when nothing is published', () => {
    expect(agreementStatus(2, 2)).toBe(0);
    expect(agreementStatus(2, 3)).toBe(0);
    expect(agreementStatus(null, null)).toBe(0);
  });

  it('widgets §7 "scene (default user_agreement)" is a valid scene name; others are lower-case words', () => {
    expect(AGREEMENT_SCENE_PATTERN.test(DEFAULT_AGREEMENT_SCENE)).toBe(true);
    for (const bad of ['', 'User_Agreement', '1scene', 'a b', 'x'.repeat(65), 'scene-x'])
      expect(AGREEMENT_SCENE_PATTERN.test(bad), bad).toBe(false);
  });
});
