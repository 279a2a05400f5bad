import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../locales/languages';
import { REGIONAL_LOCALES } from '../locales/locales';
import {
  LATIN_NUMBER_SYMBOLS,
  localizeAmountText,
  localizeDecimalText,
  localizeUsdText,
  numberSymbolsFor,
} from './number-symbols';

const LOCALES = [
  ...new Set([...LANGUAGES.map((l) => l.lang), ...Object.values(REGIONAL_LOCALES).map((l) => l.htmlLang)]),
];

describe('numberSymbolsFor and localizeDecimalText: what Intl writes, without Intl in the browser', () => {
  it('writes whole numbers as Intl.NumberFormat does, in every locale we serve', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.oneof(fc.bigInt({ min: 0n, max: 99_999n }), fc.bigInt({ min: 0n, max: 10n ** 15n })),
        (locale, n) => {
          expect(localizeDecimalText(String(n), numberSymbolsFor(locale))).toBe(
            new Intl.NumberFormat(locale).format(n),
          );
        },
      ),
    );
  });

  it('writes decimals digit for digit with the locale separator, as Intl does with every fraction digit', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
      for (const text of ['0.5', '1234.56', '2700', '1000000.00000001']) {
        expect(localizeDecimalText(text, numberSymbolsFor(locale)), `${locale} ${text}`).toBe(
          intl.format(Number(text)),
        );
      }
    }
  });

  it('reads the symbols: German groups with a dot, Spanish leaves four digits ungrouped', () => {
    expect(numberSymbolsFor('en')).toEqual(LATIN_NUMBER_SYMBOLS);
    expect(localizeDecimalText('2700', numberSymbolsFor('de'))).toBe('2.700');
    expect(localizeDecimalText('2700', numberSymbolsFor('es'))).toBe('2700');
    expect(localizeDecimalText('12345', numberSymbolsFor('es'))).toBe('12.345');
    // Whatever digits the locale uses (Arabic may write ٠…٩), they come from Intl itself.
    expect(numberSymbolsFor('ar').digits).toBe(
      Array.from({ length: 10 }, (_, d) => new Intl.NumberFormat('ar').format(d)).join(''),
    );
  });

  it('keeps the digits exactly (no float: 0.1 + 0.2 stays as written) and a minus sign', () => {
    expect(localizeDecimalText('12345678901234567890.123456789', LATIN_NUMBER_SYMBOLS)).toBe(
      '12,345,678,901,234,567,890.123456789',
    );
    expect(localizeDecimalText('-1234.50', LATIN_NUMBER_SYMBOLS)).toBe('-1,234.50');
  });

  it('returns text that is not a plain decimal as it is', () => {
    for (const text of ['', 'abc', '1e5', '1.', '.5', '1,000'])
      expect(localizeDecimalText(text, LATIN_NUMBER_SYMBOLS)).toBe(text);
  });
});

describe('localizeAmountText and localizeUsdText: money as text, cut and written in the locale', () => {
  it('writes dollars to the cent as Intl currency format does, in every locale we serve', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.bigInt({ min: 0n, max: 10n ** 12n }), (locale, cents) => {
        const text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        expect(localizeUsdText(text, numberSymbolsFor(locale))).toBe(
          new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(Number(text)),
        );
      }),
    );
  });

  it('cuts extra decimals instead of rounding (shell §5: a precision may be applied first; never more than is there)', () => {
    expect(localizeUsdText('0.999', LATIN_NUMBER_SYMBOLS)).toBe('$0.99');
    expect(localizeUsdText('1234', LATIN_NUMBER_SYMBOLS)).toBe('$1,234.00');
    expect(localizeUsdText('-5', LATIN_NUMBER_SYMBOLS)).toBe('-$5.00');
    expect(localizeUsdText('-0.001', LATIN_NUMBER_SYMBOLS)).toBe('$0.00');
    expect(localizeUsdText('1234.5', numberSymbolsFor('de'))).toBe('1.234,50\u00a0$');
    expect(localizeAmountText('0.123456789', LATIN_NUMBER_SYMBOLS, { precision: 8 })).toBe('0.12345678');
    expect(localizeAmountText('99999999999.99999999', numberSymbolsFor('de'), { precision: 8 })).toBe(
      '99.999.999.999,99999999',
    );
    expect(localizeAmountText('2', LATIN_NUMBER_SYMBOLS, { precision: 8 })).toBe('2');
  });

  it('returns text that is not a plain decimal as it is', () => {
    expect(localizeUsdText('n/a', LATIN_NUMBER_SYMBOLS)).toBe('n/a');
    expect(localizeAmountText('', LATIN_NUMBER_SYMBOLS, { precision: 2 })).toBe('');
  });
});
