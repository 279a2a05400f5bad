import { compareMagnitude, isZeroDigits } from './decimal-text';

/** shell §9 "Amount input maximum: 999999999999". Text, because amounts are never floats here. */
export const AMOUNT_MAX = '999999999999';

/** shell §9 "default precision 2" (shell §5: "at most the configured precision of decimals (default 2)"). */
export const AMOUNT_DEFAULT_PRECISION = 2;

export interface AmountInputOptions {
  /** Decimals allowed; a whole number from 0. Default {@link AMOUNT_DEFAULT_PRECISION}. */
  precision?: number;
  /** shell §5: "The minus sign is stripped unless negatives are allowed." Default false. */
  allowNegative?: boolean;
  /** Non-negative decimal text; default {@link AMOUNT_MAX}. Decimals past `precision` are cut. */
  max?: string;
  /**
   * The value before this change, returned when the change is refused (see
   * {@link normalizeAmountInput}). Default ''.
   */
  previous?: string;
}

// The shape of amount text once the sign rule has run: optional minus, digits, optional dot and
// digits. Everything else (letters, spaces, commas, a second dot, a minus after the start) fails.
const AMOUNT_SHAPE = /^(-?)(\d*)(?:(\.)(\d*))?$/;
const MAX_SHAPE = /^(?=\.?\d)\d*(?:\.\d*)?$/;

/**
 * Normalises the text of a decimal amount input after each change (shell §5 "Decimal amount
 * input"). The result always matches the allowed pattern for the options, never exceeds the
 * maximum, and is a fixed point: normalising it again gives it back.
 *
 * The transformations the spec names are applied to the new text, in this order:
 * - shell §5 "The minus sign is stripped unless negatives are allowed." (every minus sign);
 * - shell §5 "Precision 0 removes dots and a leading zero." (the dot with the fraction after it:
 *   `1.5` → `1`, never `15`; `0` → '', `05` → `5`);
 * - shell §5 "Values above the maximum (default 999999999999) are clamped to it.";
 * - shell §5 "A leading dot becomes 0." (`.` → `0.`, `-.5` → `-0.5`);
 * - shell §5 "Leading zeros not followed by a dot are trimmed." (`007` → `7`, `00.5` → `0.5`).
 *   A lone `0` is kept: it has nothing to lead, and the user is about to type `0.`.
 *
 * Anything else outside shell §5 "Allowed pattern: optional minus sign, digits, optional dot, at
 * most the configured precision of decimals" is refused rather than stripped: the change is
 * dropped and `previous` is returned. That covers letters, spaces, commas, a second dot, a minus
 * sign anywhere but the start, and more decimals than `precision`. For a keystroke this is the
 * same as stripping it; for a paste it keeps the field as it was instead of silently turning
 * `1,234.5` into `1234.5` or `1.234` into `1.23` — a changed amount is worse than none.
 * shell §5 "The empty string is allowed."
 */
export function normalizeAmountInput(raw: string, options: AmountInputOptions = {}): string {
  const precision = options.precision ?? AMOUNT_DEFAULT_PRECISION;
  if (!Number.isInteger(precision) || precision < 0)
    throw new RangeError(`amount precision must be a whole number from 0, got ${precision}`);
  const allowNegative = options.allowNegative ?? false;
  const max = maximumFor(options.max ?? AMOUNT_MAX, precision);
  const rules = { precision, allowNegative, max };
  // The previous value goes through the same rules, so what comes back is valid even if it was not.
  return applyAmountRules(raw, rules) ?? applyAmountRules(options.previous ?? '', rules) ?? '';
}

interface AmountRules {
  precision: number;
  allowNegative: boolean;
  max: { integer: string; fraction: string };
}

/** The rules of shell §5 on one text; null when the text is outside the allowed pattern. */
function applyAmountRules(raw: string, { precision, allowNegative, max }: AmountRules): string | null {
  let text = raw;
  // shell §5: the minus sign is stripped unless negatives are allowed
  if (!allowNegative) text = text.replaceAll('-', '');
  const match = AMOUNT_SHAPE.exec(text);
  if (!match) return null;
  const [, sign = '', digits = ''] = match;
  let [, , , dot = '', decimals = ''] = match;
  // shell §5: precision 0 removes dots (the leading zero goes below). Read as removing the
  // fractional part with its dot: a pasted 1.5 becomes 1, never the tenfold 15 (decision 0019).
  if (precision === 0) {
    dot = '';
    decimals = '';
  }
  // shell §5: at most the configured precision of decimals
  if (decimals.length > precision) return null;

  let integer = digits;
  let fraction = decimals;
  let point = dot;
  // shell §5: values above the maximum are clamped to it (compared as text, never as floats)
  const hasDigits = digits !== '' || decimals !== '';
  if (sign === '' && hasDigits && compareMagnitude({ integer, fraction }, max) > 0) {
    integer = max.integer;
    fraction = max.fraction;
    point = max.fraction === '' ? '' : '.';
  }
  // shell §5: a leading dot becomes 0.
  if (integer === '' && point !== '') integer = '0';
  // shell §5: leading zeros not followed by a dot are trimmed
  integer = integer.replace(/^0+(?=\d)/, '');
  // shell §5: precision 0 removes ... a leading zero
  if (precision === 0) integer = integer.replace(/^0/, '');
  return sign + integer + point + fraction;
}

/** The maximum as parts, cut to `precision` decimals so that clamping stays inside the pattern. */
function maximumFor(max: string, precision: number): { integer: string; fraction: string } {
  if (!MAX_SHAPE.test(max)) throw new RangeError(`amount maximum must be non-negative decimal text, got "${max}"`);
  const [integer = '', fraction = ''] = max.split('.');
  const cut = fraction.slice(0, precision).replace(/0+$/, '');
  return { integer: integer.replace(/^0+(?=\d)/, '') || '0', fraction: cut };
}

/**
 * Normalises amount text when the input loses focus. shell §5 "On blur a trailing dot is removed
 * and integer-valued text is normalised."
 *
 * "Integer-valued" is read as "whose value is a whole number", not "written without a dot": so
 * `5.` → `5`, `5.00` → `5`, `007` → `7` and `-0` / `-0.00` → `0`, while `5.50` keeps its zero
 * (it is not integer-valued, and its digits are what the user typed). Text with no digit (`-`,
 * `.`, `-.`) is no amount and becomes ''. Text outside the amount shape is returned unchanged:
 * this runs after {@link normalizeAmountInput}, which never produces it.
 */
export function normalizeAmountOnBlur(text: string): string {
  const match = AMOUNT_SHAPE.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', , fraction = ''] = match;
  if (integer === '' && fraction === '') return '';
  // Not integer-valued: it has a non-zero decimal, so no trailing dot either.
  if (!isZeroDigits(fraction)) return text;
  // shell §5: integer-valued text is normalised (no dot, no leading zeros, no minus zero)
  const whole = integer.replace(/^0+/, '');
  return whole === '' ? '0' : sign + whole;
}
