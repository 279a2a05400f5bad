/**
 * Decimal numbers handled as text. Amounts can exceed float precision (shell §9: the maximum is
 * 999999999999, and with decimals that is past 2^53), so they are compared and reshaped digit by
 * digit, never through Number.
 */

/** A decimal number as text parts: the sign, the integer digits and the fraction digits. */
export interface DecimalText {
  negative: boolean;
  /** Integer digits, possibly with leading zeros, possibly empty. */
  integer: string;
  /** Fraction digits (after the dot), possibly empty. */
  fraction: string;
}

/** The largest exponent accepted in `1e…` text: further would build an absurdly long string. */
const MAX_EXPONENT = 1000;

const SCIENTIFIC = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Reads plain (`-12.5`, `.5`, `5.`) or scientific (`1.5e-10`) decimal text exactly. Returns null
 * for anything else, including text without a digit and exponents beyond ±1000.
 */
export function parseDecimalText(text: string): DecimalText | null {
  const match = SCIENTIFIC.exec(text);
  if (!match) return null;
  const [, sign = '', integer = '', fraction = '', exponentText] = match;
  if (integer === '' && fraction === '') return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  return { negative: sign === '-', ...shiftPoint(integer, fraction, exponent) };
}

/** Moves the decimal point `exponent` places to the right (left when negative), padding with zeros. */
function shiftPoint(integer: string, fraction: string, exponent: number): { integer: string; fraction: string } {
  if (exponent === 0) return { integer, fraction };
  const digits = integer + fraction;
  const point = integer.length + exponent;
  if (point <= 0) return { integer: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { integer: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { integer: digits.slice(0, point), fraction: digits.slice(point) };
}

/**
 * A finite number as exact decimal text. `String(n)` is the shortest text that reads back as the
 * same number (so 0.1 stays 0.1, where `toFixed(20)` would show 0.10000000000000000555); its
 * exponent form for tiny and huge numbers (1e-10, 1e+21) is expanded digit by digit.
 */
export function decimalTextFromNumber(value: number): DecimalText | null {
  if (!Number.isFinite(value)) return null;
  // -0 has no sign worth showing.
  return parseDecimalText(Object.is(value, -0) ? '0' : String(value));
}

/** Compares the magnitudes (signs ignored) of two decimals: -1, 0 or 1. */
export function compareMagnitude(
  a: Pick<DecimalText, 'integer' | 'fraction'>,
  b: Pick<DecimalText, 'integer' | 'fraction'>,
): -1 | 0 | 1 {
  const aInteger = a.integer.replace(/^0+/, '');
  const bInteger = b.integer.replace(/^0+/, '');
  if (aInteger.length !== bInteger.length) return aInteger.length < bInteger.length ? -1 : 1;
  if (aInteger !== bInteger) return aInteger < bInteger ? -1 : 1;
  const width = Math.max(a.fraction.length, b.fraction.length);
  const aFraction = a.fraction.padEnd(width, '0');
  const bFraction = b.fraction.padEnd(width, '0');
  if (aFraction === bFraction) return 0;
  return aFraction < bFraction ? -1 : 1;
}

/** True when every digit is zero (or there are none). */
export function isZeroDigits(digits: string): boolean {
  return /^0*$/.test(digits);
}
