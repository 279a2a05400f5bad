import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumberDisplay, NUMBER_DISPLAY_MIN_ZERO_RUN, numberDisplayParts } from './number-display';

/** Writes the count form out again: `0.0{9}12` → `0.00000000012`. */
function expand(display: string): string {
  return display.replace(/0\{(\d+)\}/, (_, count: string) => '0'.repeat(Number(count)));
}

describe('formatNumberDisplay: shell §5 "Number display shortens runs of 7 or more zeros after the decimal point into a count form; a precision may be applied first."', () => {
  it('compresses a run of 7 or more zeros right after the point into one zero and the count in braces', () => {
    expect(NUMBER_DISPLAY_MIN_ZERO_RUN).toBe(7);
    expect(formatNumberDisplay('0.00000000012')).toBe('0.0{9}12');
    expect(formatNumberDisplay('0.00000001')).toBe('0.0{7}1');
    expect(formatNumberDisplay('-0.000000005')).toBe('-0.0{8}5');
    expect(formatNumberDisplay('12.00000000034')).toBe('12.0{9}34');
    expect(formatNumberDisplay('0.0000000')).toBe('0.0{7}');
  });

  it('leaves runs of 6 or fewer, and zeros later in the fraction, written out', () => {
    expect(formatNumberDisplay('0.0000001')).toBe('0.0000001');
    expect(formatNumberDisplay('1.20000000003')).toBe('1.20000000003');
    expect(formatNumberDisplay('100000000')).toBe('100000000');
    expect(formatNumberDisplay('1.50')).toBe('1.50');
  });

  it('applies a precision first, by cutting (never rounding)', () => {
    expect(formatNumberDisplay('0.00000000012', { precision: 10 })).toBe('0.0{9}1');
    expect(formatNumberDisplay('0.00000000012', { precision: 8 })).toBe('0.0{8}');
    expect(formatNumberDisplay('1.999', { precision: 2 })).toBe('1.99');
    expect(formatNumberDisplay('1.999', { precision: 0 })).toBe('1');
    expect(formatNumberDisplay('1.5', { precision: 4 })).toBe('1.5');
    expect(formatNumberDisplay('-0.009', { precision: 2 })).toBe('0.00');
    expect(formatNumberDisplay('-1.009', { precision: 2 })).toBe('-1.00');
    expect(() => formatNumberDisplay('1', { precision: -1 })).toThrow(RangeError);
  });

  it('reads strings exactly, past float precision, exponent text included', () => {
    expect(formatNumberDisplay('123456789012345678901234.00000000001')).toBe('123456789012345678901234.0{10}1');
    expect(formatNumberDisplay('9007199254740993')).toBe('9007199254740993');
    expect(formatNumberDisplay('1.5e-10')).toBe('0.0{9}15');
    expect(formatNumberDisplay('2E3')).toBe('2000');
    expect(formatNumberDisplay('.5')).toBe('0.5');
    expect(formatNumberDisplay('007.5')).toBe('7.5');
    expect(formatNumberDisplay('+3')).toBe('3');
  });

  it('converts numbers safely: shortest exact text, tiny and huge exponents expanded', () => {
    expect(formatNumberDisplay(1e-10)).toBe('0.0{9}1');
    expect(formatNumberDisplay(1.5e-8)).toBe('0.0{7}15');
    expect(formatNumberDisplay(0.1)).toBe('0.1');
    expect(formatNumberDisplay(0.29, { precision: 2 })).toBe('0.29');
    expect(formatNumberDisplay(1e21)).toBe('1000000000000000000000');
    expect(formatNumberDisplay(-0)).toBe('0');
    expect(formatNumberDisplay(5e-324)).toBe(`0.0{323}5`);
  });

  it('shows what is not a decimal number as given', () => {
    expect(formatNumberDisplay('')).toBe('');
    expect(formatNumberDisplay('abc')).toBe('abc');
    expect(formatNumberDisplay('1.2.3')).toBe('1.2.3');
    expect(formatNumberDisplay('1e99999')).toBe('1e99999');
    expect(formatNumberDisplay(Number.NaN)).toBe('NaN');
    expect(formatNumberDisplay(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('gives the parts for rendering the count apart, with the full text', () => {
    expect(numberDisplayParts('0.00000000012')).toEqual({
      compressed: true,
      text: '0.00000000012',
      head: '0.0',
      zeroCount: 9,
      tail: '12',
    });
    expect(numberDisplayParts('0.5')).toEqual({ compressed: false, text: '0.5' });
  });
});

// Canonical decimal text with long runs of zeros: sign, integer without leading zeros, fraction.
const canonical = fc
  .tuple(
    fc.boolean(),
    fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9]\d{0,20}$/)),
    fc.nat({ max: 30 }),
    fc.stringMatching(/^\d{0,12}$/),
  )
  .map(([negative, integer, zeros, rest]) => {
    const fraction = '0'.repeat(zeros) + rest;
    return `${negative ? '-' : ''}${integer}${fraction === '' ? '' : '.'}${fraction}`;
  });

/** The oracle for the precision cut on canonical text: slice the decimals, drop a minus on zero. */
function cut(text: string, precision: number | undefined): string {
  const [whole = '', fraction = ''] = text.split('.');
  const kept = precision === undefined ? fraction : fraction.slice(0, precision);
  const out = kept === '' ? whole : `${whole}.${kept}`;
  return /^-[0.]*$/.test(out) ? out.slice(1) : out;
}

describe('formatNumberDisplay properties', () => {
  const precision = fc.option(fc.nat({ max: 40 }), { nil: undefined });

  it('expanding the count form gives back the precision-cut input', () => {
    fc.assert(
      fc.property(canonical, precision, (text, p) => {
        expect(expand(formatNumberDisplay(text, { precision: p }))).toBe(cut(text, p));
      }),
    );
  });

  it('never changes the non-zero digits', () => {
    fc.assert(
      fc.property(canonical, precision, (text, p) => {
        const shown = formatNumberDisplay(text, { precision: p }).replace(/\{\d+\}/, '');
        expect(shown.replace(/[^1-9]/g, '')).toBe(cut(text, p).replace(/[^1-9]/g, ''));
      }),
    );
  });

  it('compresses exactly when the run right after the point is 7 or longer, and only that run', () => {
    fc.assert(
      fc.property(canonical, precision, (text, p) => {
        const shown = formatNumberDisplay(text, { precision: p });
        const run = /\.(0*)/.exec(cut(text, p))?.[1]?.length ?? 0;
        expect(shown.includes('{')).toBe(run >= 7);
        expect(shown).not.toMatch(/0{8}/);
      }),
    );
  });

  it('shows a number as the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(Number(expand(formatNumberDisplay(n)))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});
