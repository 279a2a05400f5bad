import { decimalTextFromNumber, isZeroDigits, parseDecimalText } from './decimal-text';

/** shell §5 "Number display shortens runs of 7 or more zeros after the decimal point into a count form". */
export const NUMBER_DISPLAY_MIN_ZERO_RUN = 7;

export interface NumberDisplayOptions {
  /**
   * shell §5 "a precision may be applied first": decimals kept, a whole number from 0. Extra
   * decimals are cut (truncated toward zero), never rounded, as exchanges show balances: rounding
   * 0.999 up to 1.00 would show more than is there. Fewer decimals are not padded.
   */
  precision?: number;
}

/**
 * A number ready to display. `text` is always the full plain decimal (after the precision cut),
 * for accessible text and titles. When compressed, the display is `head`, then `zeroCount` as a
 * count, then `tail`: `0.00000000012` is head `0.0`, zeroCount 9, tail `12`.
 */
export type NumberDisplayParts =
  | { compressed: false; text: string }
  | { compressed: true; text: string; head: string; zeroCount: number; tail: string };

/**
 * Splits a number for display (shell §5 "Number display shortens runs of 7 or more zeros after the
 * decimal point into a count form; a precision may be applied first").
 *
 * Readings of the spec line:
 * - "after the decimal point" is the run that starts right at the point, as in small coin prices
 *   (0.000000012); zeros later in the fraction (1.20000000003) stay written out.
 * - Strings are read exactly, digit by digit (`1e-10` text too); they are never turned into floats.
 *   Numbers are read from `String(n)`, the shortest text that is the same number, with its
 *   exponent expanded (1e-10 → 0.0000000001); so the precision cuts 0.29 to 0.29, not 0.28.
 * - The text is otherwise kept as written: trailing zeros stay (`1.50`), a leading dot gains its
 *   zero (`.5` → `0.5`), leading zeros and a trailing dot go, and a value cut to zero loses its
 *   minus. Text that is not a decimal number (`''`, `abc`, NaN) is shown as given.
 */
export function numberDisplayParts(value: string | number, options: NumberDisplayOptions = {}): NumberDisplayParts {
  const { precision } = options;
  if (precision !== undefined && (!Number.isInteger(precision) || precision < 0)) {
    throw new RangeError(`display precision must be a whole number from 0, got ${precision}`);
  }
  const decimal = typeof value === 'number' ? decimalTextFromNumber(value) : parseDecimalText(value);
  if (!decimal) return { compressed: false, text: String(value) };

  // shell §5: a precision may be applied first (cut, not rounded)
  const fraction = precision === undefined ? decimal.fraction : decimal.fraction.slice(0, precision);
  const integer = decimal.integer.replace(/^0+(?=\d)/, '') || '0';
  const sign = decimal.negative && !(isZeroDigits(integer) && isZeroDigits(fraction)) ? '-' : '';
  const text = `${sign}${integer}${fraction === '' ? '' : '.'}${fraction}`;

  // shell §5: runs of 7 or more zeros after the decimal point become a count
  const zeroCount = fraction.length - fraction.replace(/^0+/, '').length;
  if (zeroCount < NUMBER_DISPLAY_MIN_ZERO_RUN) return { compressed: false, text };
  return { compressed: true, text, head: `${sign}${integer}.0`, zeroCount, tail: fraction.slice(zeroCount) };
}

/**
 * A number as display text, the zero count in braces after one zero: `0.00000000012` →
 * `0.0{9}12`, `-3.000000000` → `-3.0{9}`. See {@link numberDisplayParts} for the rules.
 */
export function formatNumberDisplay(value: string | number, options: NumberDisplayOptions = {}): string {
  const parts = numberDisplayParts(value, options);
  return parts.compressed ? `${parts.head}{${parts.zeroCount}}${parts.tail}` : parts.text;
}
