import { type NumberSymbols, numberSymbolsFor } from '@meridian/domain';

const BY_LOCALE = new Map<string, NumberSymbols>();

/** A locale's number symbols, read from Intl once per process (they travel with the page). */
export function cachedNumberSymbols(locale: string): NumberSymbols {
  let symbols = BY_LOCALE.get(locale);
  if (!symbols) {
    symbols = numberSymbolsFor(locale);
    BY_LOCALE.set(locale, symbols);
  }
  return symbols;
}
