import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_DEFAULT_PRECISION,
  AMOUNT_MAX,
  type AmountInputOptions,
  normalizeAmountInput,
  normalizeAmountOnBlur,
} from './amount-input';

/** Types `keys` one at a time at the end of the field, as a user would. */
function typeInto(keys: string, options: AmountInputOptions = {}, start = ''): string {
  let value = start;
  for (const key of keys) value = normalizeAmountInput(value + key, { ...options, previous: value });
  return value;
}

/** An exact oracle independent of the code under test: the value scaled to an integer. */
function scaled(text: string, scale = 40): bigint {
  const negative = text.startsWith('-');
  const [integer = '', fraction = ''] = text.replace('-', '').split('.');
  const magnitude = BigInt((integer || '0') + fraction.padEnd(scale, '0').slice(0, scale));
  return negative ? -magnitude : magnitude;
}

describe('constants (shell §9 "Amount input maximum: 999999999999; default precision 2")', () => {
  it('holds the maximum as text and the default precision', () => {
    expect(AMOUNT_MAX).toBe('999999999999');
    expect(AMOUNT_DEFAULT_PRECISION).toBe(2);
  });
});

describe('normalizeAmountInput: shell §5 "Decimal amount input"', () => {
  it('"Allowed pattern: optional minus sign, digits, optional dot, at most the configured precision of decimals (default 2). The empty string is allowed."', () => {
    expect(normalizeAmountInput('')).toBe('');
    expect(normalizeAmountInput('12')).toBe('12');
    expect(normalizeAmountInput('12.')).toBe('12.');
    expect(normalizeAmountInput('12.34')).toBe('12.34');
    expect(normalizeAmountInput('-12.34', { allowNegative: true })).toBe('-12.34');
    expect(normalizeAmountInput('-', { allowNegative: true })).toBe('-');
    // default precision 2: a third decimal is refused, the previous value stays
    expect(normalizeAmountInput('1.234', { previous: '1.23' })).toBe('1.23');
    expect(typeInto('1.234')).toBe('1.23');
    expect(normalizeAmountInput('1.2345', { precision: 4 })).toBe('1.2345');
    expect(typeInto('1.23456', { precision: 4 })).toBe('1.2345');
  });

  it('refuses anything else outside the pattern (letters, spaces, commas, a second dot, a late minus) and keeps the previous value', () => {
    expect(normalizeAmountInput('12a', { previous: '12' })).toBe('12');
    expect(typeInto('abc')).toBe('');
    expect(typeInto('1a2b.c3')).toBe('12.3');
    expect(normalizeAmountInput('1.2.', { previous: '1.2' })).toBe('1.2');
    expect(normalizeAmountInput('1 000', { previous: '1' })).toBe('1');
    expect(normalizeAmountInput('1,234.50')).toBe('');
    expect(normalizeAmountInput('5-', { allowNegative: true, previous: '5' })).toBe('5');
    expect(normalizeAmountInput('1e5', { previous: '1' })).toBe('1');
    expect(normalizeAmountInput('٣', { previous: '' })).toBe('');
  });

  it('returns a valid value even when the previous one was not', () => {
    expect(normalizeAmountInput('x', { previous: '007' })).toBe('7');
    expect(normalizeAmountInput('x', { previous: 'junk' })).toBe('');
    expect(normalizeAmountInput('x', { previous: '-5' })).toBe('5');
  });

  it('"The minus sign is stripped unless negatives are allowed."', () => {
    expect(normalizeAmountInput('-5')).toBe('5');
    expect(typeInto('-5')).toBe('5');
    expect(normalizeAmountInput('-')).toBe('');
    expect(normalizeAmountInput('5-3')).toBe('53');
    expect(normalizeAmountInput('-5', { allowNegative: true })).toBe('-5');
    expect(typeInto('-5.25', { allowNegative: true })).toBe('-5.25');
    expect(normalizeAmountInput('--5', { allowNegative: true, previous: '-5' })).toBe('-5');
  });

  it('"Precision 0 removes dots and a leading zero."', () => {
    expect(normalizeAmountInput('5.', { precision: 0 })).toBe('5');
    // Read as removing the fractional part (issue 8, decision 0019): a paste of 1.5 is 1, never
    // the tenfold 15; typed key by key the dot is refused as it comes, like any other refused key.
    expect(normalizeAmountInput('1.5', { precision: 0 })).toBe('1');
    expect(normalizeAmountInput('1.99', { precision: 0, previous: '7' })).toBe('1');
    expect(normalizeAmountInput('-2.5', { precision: 0, allowNegative: true })).toBe('-2');
    expect(normalizeAmountInput('0.5', { precision: 0 })).toBe('');
    expect(normalizeAmountInput('1.2.3', { precision: 0, previous: '4' })).toBe('4');
    expect(typeInto('1.', { precision: 0 })).toBe('1');
    expect(normalizeAmountInput('.', { precision: 0 })).toBe('');
    expect(normalizeAmountInput('0', { precision: 0 })).toBe('');
    expect(normalizeAmountInput('05', { precision: 0 })).toBe('5');
    expect(normalizeAmountInput('-0', { precision: 0, allowNegative: true })).toBe('-');
    expect(normalizeAmountInput('10', { precision: 0 })).toBe('10');
    // with a precision the zero stays, ready for 0.x
    expect(normalizeAmountInput('0')).toBe('0');
  });

  it('"A leading dot becomes 0."', () => {
    expect(normalizeAmountInput('.')).toBe('0.');
    expect(normalizeAmountInput('.5')).toBe('0.5');
    expect(typeInto('.05')).toBe('0.05');
    expect(normalizeAmountInput('-.', { allowNegative: true })).toBe('-0.');
    expect(normalizeAmountInput('-.5', { allowNegative: true })).toBe('-0.5');
  });

  it('"Leading zeros not followed by a dot are trimmed."', () => {
    expect(normalizeAmountInput('007')).toBe('7');
    expect(typeInto('00')).toBe('0');
    expect(normalizeAmountInput('000')).toBe('0');
    expect(normalizeAmountInput('00.5')).toBe('0.5');
    expect(normalizeAmountInput('0.')).toBe('0.');
    expect(normalizeAmountInput('0.05')).toBe('0.05');
    expect(normalizeAmountInput('-007', { allowNegative: true })).toBe('-7');
    expect(normalizeAmountInput('100')).toBe('100');
  });

  it('"Values above the maximum (default 999999999999) are clamped to it."', () => {
    expect(normalizeAmountInput('999999999999')).toBe('999999999999');
    expect(normalizeAmountInput('999999999999.99')).toBe('999999999999');
    expect(normalizeAmountInput('1000000000000')).toBe('999999999999');
    expect(typeInto('99999999999999')).toBe('999999999999');
    // past float precision: 9007199254740993 is not a double, and compares right as text
    expect(normalizeAmountInput('9007199254740993', { max: '9007199254740992' })).toBe('9007199254740992');
    expect(normalizeAmountInput('9007199254740991.99', { max: '9007199254740992' })).toBe('9007199254740991.99');
    expect(normalizeAmountInput('100.01', { max: '100' })).toBe('100');
    expect(normalizeAmountInput('100.', { max: '100' })).toBe('100.');
    expect(normalizeAmountInput('0100', { max: '100' })).toBe('100');
    expect(normalizeAmountInput('7', { max: '5.5' })).toBe('5.5');
    // a maximum with more decimals than the precision is cut, so the result stays in the pattern
    expect(normalizeAmountInput('7', { max: '5.559' })).toBe('5.55');
    expect(normalizeAmountInput('7', { max: '5.559', precision: 0 })).toBe('5');
    expect(normalizeAmountInput('7', { max: '0.5', precision: 0 })).toBe('');
    // the spec clamps from above only: negative values are left alone
    expect(normalizeAmountInput('-99999999999999', { allowNegative: true })).toBe('-99999999999999');
  });

  it('rejects options it cannot honour', () => {
    expect(() => normalizeAmountInput('1', { precision: -1 })).toThrow(RangeError);
    expect(() => normalizeAmountInput('1', { precision: 1.5 })).toThrow(RangeError);
    expect(() => normalizeAmountInput('1', { max: '-5' })).toThrow(RangeError);
    expect(() => normalizeAmountInput('1', { max: '' })).toThrow(RangeError);
    expect(() => normalizeAmountInput('1', { max: '1e5' })).toThrow(RangeError);
  });
});

describe('normalizeAmountOnBlur: shell §5 "On blur a trailing dot is removed and integer-valued text is normalised."', () => {
  it('removes a trailing dot', () => {
    expect(normalizeAmountOnBlur('5.')).toBe('5');
    expect(normalizeAmountOnBlur('-5.')).toBe('-5');
    expect(normalizeAmountOnBlur('0.')).toBe('0');
    expect(normalizeAmountOnBlur('.')).toBe('');
  });

  it('normalises integer-valued text (value a whole number: 5.00 → 5), keeps other text as typed', () => {
    expect(normalizeAmountOnBlur('007')).toBe('7');
    expect(normalizeAmountOnBlur('-0')).toBe('0');
    expect(normalizeAmountOnBlur('-0.00')).toBe('0');
    expect(normalizeAmountOnBlur('5.00')).toBe('5');
    expect(normalizeAmountOnBlur('-12.0')).toBe('-12');
    expect(normalizeAmountOnBlur('000.')).toBe('0');
    expect(normalizeAmountOnBlur('5.50')).toBe('5.50');
    expect(normalizeAmountOnBlur('0.05')).toBe('0.05');
    expect(normalizeAmountOnBlur('-0.5')).toBe('-0.5');
    expect(normalizeAmountOnBlur('999999999999')).toBe('999999999999');
  });

  it('clears text that holds no amount, leaves text outside the amount shape alone', () => {
    expect(normalizeAmountOnBlur('')).toBe('');
    expect(normalizeAmountOnBlur('-')).toBe('');
    expect(normalizeAmountOnBlur('-.')).toBe('');
    expect(normalizeAmountOnBlur('abc')).toBe('abc');
  });
});

// Text made mostly of the characters that matter, plus anything at all now and then.
const amountChar = fc.constantFrom('0', '0', '0', '1', '5', '9', '.', '.', '-', 'a', ' ', ',', 'e');
const rawText = fc.oneof(fc.string({ unit: amountChar, maxLength: 24 }), fc.string({ maxLength: 12 }));
const decimalText = fc
  .tuple(
    fc.string({ unit: fc.constantFrom('0', '1', '9'), maxLength: 16 }),
    fc.option(fc.string({ unit: fc.constantFrom('0', '5', '9'), maxLength: 4 })),
  )
  .filter(([integer, fraction]) => integer !== '' || (fraction ?? '') !== '')
  .map(([integer, fraction]) => (fraction === null ? integer : `${integer}.${fraction}`));
const options: fc.Arbitrary<AmountInputOptions> = fc.record(
  { precision: fc.integer({ min: 0, max: 8 }), allowNegative: fc.boolean(), max: decimalText, previous: rawText },
  { requiredKeys: [] },
);

function patternFor({ precision = AMOUNT_DEFAULT_PRECISION, allowNegative = false }: AmountInputOptions): RegExp {
  const sign = allowNegative ? '-?' : '';
  const decimals = precision === 0 ? '' : `(\\.\\d{0,${precision}})?`;
  return new RegExp(`^${sign}\\d*${decimals}$`);
}

function maxOf({ max = AMOUNT_MAX, precision = AMOUNT_DEFAULT_PRECISION }: AmountInputOptions): bigint {
  // the maximum cut to the precision, scaled like every other value
  const [integer = '', fraction = ''] = max.split('.');
  return scaled(`${integer}.${fraction.slice(0, precision)}`);
}

describe('normalizeAmountInput properties', () => {
  it('always matches the allowed pattern for its options, with at most `precision` decimals', () => {
    fc.assert(
      fc.property(rawText, options, (raw, opts) => {
        const out = normalizeAmountInput(raw, opts);
        expect(out).toMatch(patternFor(opts));
        expect((out.split('.')[1] ?? '').length).toBeLessThanOrEqual(opts.precision ?? AMOUNT_DEFAULT_PRECISION);
      }),
    );
  });

  it('never contains a minus sign unless negatives are allowed', () => {
    fc.assert(
      fc.property(rawText, options, (raw, opts) => {
        if (!opts.allowNegative) expect(normalizeAmountInput(raw, opts)).not.toContain('-');
      }),
    );
  });

  it('never exceeds the maximum', () => {
    fc.assert(
      fc.property(fc.oneof(rawText, decimalText), options, (raw, opts) => {
        const out = normalizeAmountInput(raw, opts);
        if (/\d/.test(out)) expect(scaled(out) <= maxOf(opts)).toBe(true);
      }),
    );
  });

  it('is idempotent: normalising twice (whatever the previous value) gives the same as once', () => {
    fc.assert(
      fc.property(rawText, options, rawText, (raw, opts, other) => {
        const once = normalizeAmountInput(raw, opts);
        expect(normalizeAmountInput(once, { ...opts, previous: other })).toBe(once);
      }),
    );
  });

  it('keeps the value of any text it accepts below the maximum (only the spelling changes)', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 1, max: 8 }), (raw, precision) => {
        const decimals = raw.split('.')[1] ?? '';
        fc.pre(decimals.length <= precision && scaled(raw) <= maxOf({ precision }));
        expect(scaled(normalizeAmountInput(raw, { precision }))).toBe(scaled(raw));
      }),
    );
  });

  it('never leaves a zero in front of another digit, nor (precision 0) any leading zero', () => {
    fc.assert(
      fc.property(rawText, options, (raw, opts) => {
        const out = normalizeAmountInput(raw, opts);
        expect(out).not.toMatch(opts.precision === 0 ? /^-?0/ : /^-?0\d/);
      }),
    );
  });
});

describe('normalizeAmountOnBlur properties', () => {
  it('leaves no trailing dot and keeps the value of what was typed', () => {
    fc.assert(
      fc.property(rawText, options, (raw, opts) => {
        const typed = normalizeAmountInput(raw, opts);
        const blurred = normalizeAmountOnBlur(typed);
        expect(blurred.endsWith('.')).toBe(false);
        if (/\d/.test(typed)) expect(scaled(blurred)).toBe(scaled(typed));
        else expect(blurred).toBe('');
      }),
    );
  });

  it('gives text the input rules accept unchanged, and is idempotent', () => {
    fc.assert(
      fc.property(rawText, options, (raw, opts) => {
        const blurred = normalizeAmountOnBlur(normalizeAmountInput(raw, opts));
        expect(normalizeAmountInput(blurred, { ...opts, previous: 'x' })).toBe(blurred);
        expect(normalizeAmountOnBlur(blurred)).toBe(blurred);
      }),
    );
  });
});
