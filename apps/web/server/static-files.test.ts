import { describe, expect, it } from 'vitest';
import { firstSegment } from './static-files';

describe('firstSegment: which requests may be files (only those under a top-level entry of the build)', () => {
  it.each([
    ['/', ''],
    ['/assets/root-abc.js', 'assets'],
    ['/favicon.svg?v=2', 'favicon.svg'],
    ['/micro-apps/registration/', 'micro-apps'],
    ['/ar/fee#top', 'ar'],
    ['/%61ssets/x.js', 'assets'],
    ['/%E0%A4%A/x', '%E0%A4%A'],
  ])('%s → %s', (target, segment) => {
    expect(firstSegment(target)).toBe(segment);
  });
});
