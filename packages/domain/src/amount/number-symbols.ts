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
  /** How the locale writes a US-dollar amount, `#` standing for the number: `$#` in English, `# $` in German. */
  usdPattern: string;
}

export const LATIN_NUMBER_SYMBOLS: NumberSymbols = {
  group: ',',
  decimal: '.',
  digits: '0123456789',
  minimumGrouping: 1,
  usdPattern: '$#',
};

const SAMPLE = 1234567.5;

/** The symbols of `locale` as Intl writes them (on the server: see {@link NumberSymbols}). */
export function numberSymbolsFor(locale: string): NumberSymbols {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(SAMPLE);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  const zero = new Intl.NumberFormat(locale, { useGrouping: false }).format(0);
  const digits = Array.from({ length: 10 }, (_, d) => String.fromCodePoint((zero.codePointAt(0) ?? 48) + d)).join('');
  const fourDigits = new Intl.NumberFormat(locale).formatToParts(1234);
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).formatToParts(1);
  const usdPattern = usd
    .map((p) => (p.type === 'integer' ? '#' : NUMBER_PART_TYPES.has(p.type) ? '' : p.value))
    .join('');
  return {
    group: part('group') ?? LATIN_NUMBER_SYMBOLS.group,
    decimal: part('decimal') ?? LATIN_NUMBER_SYMBOLS.decimal,
    digits,
    minimumGrouping: fourDigits.some((p) => p.type === 'group') ? 1 : 2,
    usdPattern,
  };
}

/** The parts of Intl's output that belong to the number itself (the pattern keeps one `#` for them). */
const NUMBER_PART_TYPES = new Set(['integer', 'group', 'decimal', 'fraction']);

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

export interface AmountTextOptions {
  /** Decimals kept: extra ones are cut, never rounded (shell §5: a balance never shows more than is there). */
  precision: number;
  /** Decimals always written, padded with zeros (2 for dollars: `$12.50`). */
  minDecimals?: number;
}

/**
 * An amount given as decimal text (as the API sends money: shell §9, never a float), cut to
 * `precision` decimals, padded to `minDecimals`, and written with the locale's symbols. Text that
 * is not a plain decimal is returned as it is.
 */
export function localizeAmountText(text: string, symbols: NumberSymbols, options: AmountTextOptions): string {
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', fraction = ''] = match;
  const kept = fraction.slice(0, options.precision).padEnd(options.minDecimals ?? 0, '0');
  const cutToZero = /^0+$/.test(integer) && /^0*$/.test(kept);
  const plain = `${cutToZero ? '' : sign}${integer}${kept === '' ? '' : `.${kept}`}`;
  return localizeDecimalText(plain, symbols);
}

/**
 * A US-dollar amount (decimal text) as the locale writes it, cut to the cent: `$1,234.50`,
 * `1.234,50 $`; a minus goes in front of it all (`-$5.00`).
 */
export function localizeUsdText(text: string, symbols: NumberSymbols): string {
  if (!DECIMAL.test(text)) return text;
  const amount = localizeAmountText(text, symbols, { precision: 2, minDecimals: 2 });
  const negative = amount.startsWith('-');
  return `${negative ? '-' : ''}${symbols.usdPattern.replace('#', negative ? amount.slice(1) : amount)}`;
}
