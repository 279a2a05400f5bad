/**
 * The symbols a locale writes numbers with: the grouping separator, the decimal separator and its
 * ten digits (Arabic uses ٠١٢…٩). The server reads them from Intl once per locale and sends them
 * with the page, so the browser formats numbers without creating an `Intl.NumberFormat`: the first
 * one in a page loads the browser's number data, over 100 ms of a throttled phone CPU in one task
 * (decision 0032).
 */
export interface NumberSymbols {
  group: string;
  decimal: string;
  /** The digits 0 to 9, in order. */
  digits: string;
  /** 2 where a four-digit whole number is not grouped (Spanish writes 1234 but 12.345); else 1. */
  minimumGrouping: 1 | 2;
}

export const LATIN_NUMBER_SYMBOLS: NumberSymbols = {
  group: ',',
  decimal: '.',
  digits: '0123456789',
  minimumGrouping: 1,
};

const SAMPLE = 1234567.5;

/** The symbols of `locale` as Intl writes them (on the server: see {@link NumberSymbols}). */
export function numberSymbolsFor(locale: string): NumberSymbols {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(SAMPLE);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  const zero = new Intl.NumberFormat(locale, { useGrouping: false }).format(0);
  const digits = Array.from({ length: 10 }, (_, d) => String.fromCodePoint((zero.codePointAt(0) ?? 48) + d)).join('');
  const fourDigits = new Intl.NumberFormat(locale).formatToParts(1234);
  return {
    group: part('group') ?? LATIN_NUMBER_SYMBOLS.group,
    decimal: part('decimal') ?? LATIN_NUMBER_SYMBOLS.decimal,
    digits,
    minimumGrouping: fourDigits.some((p) => p.type === 'group') ? 1 : 2,
  };
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Decimal text (`2700`, `-1234.50`) written with a locale's symbols, digits grouped by three as in
 * every locale Meridian serves: `2,700` in English, `2.700` in German, `2700` but `12.345` in
 * Spanish (`minimumGrouping`), and the locale's own digits where it has them. The
 * digits are kept exactly as given (no rounding, no float); text that is not a plain decimal is
 * returned as it is.
 */
export function localizeDecimalText(text: string, symbols: NumberSymbols): string {
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', fraction] = match;
  const digits = [...symbols.digits];
  const write = (run: string) => run.replace(/\d/g, (d) => digits[Number(d)] ?? d);
  const grouped =
    integer.length < 3 + symbols.minimumGrouping
      ? write(integer)
      : integer
          .split(/(?=(?:\d{3})+$)/)
          .map(write)
          .join(symbols.group);
  return fraction === undefined ? sign + grouped : `${sign}${grouped}${symbols.decimal}${write(fraction)}`;
}
