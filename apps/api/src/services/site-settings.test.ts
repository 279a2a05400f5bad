import { describe, expect, it } from 'vitest';
import { trimDecimal } from './site-settings';

describe('trimDecimal', () => {
  it.each([
    ['34.2500000000', '34.25'],
    ['1.0000000000', '1'],
    ['25350.0000000000', '25350'],
    ['100', '100'],
    ['0.0000000001', '0.0000000001'],
  ])('%s → %s', (input, expected) => {
    expect(trimDecimal(input)).toBe(expected);
  });
});
