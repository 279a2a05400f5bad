export {
  AMOUNT_DEFAULT_PRECISION,
  AMOUNT_MAX,
  type AmountInputOptions,
  normalizeAmountInput,
  normalizeAmountOnBlur,
} from './amount-input';
export {
  formatNumberDisplay,
  NUMBER_DISPLAY_MIN_ZERO_RUN,
  type NumberDisplayOptions,
  type NumberDisplayParts,
  numberDisplayParts,
} from './number-display';
export {
  type AmountTextOptions,
  LATIN_NUMBER_SYMBOLS,
  localizeAmountText,
  localizeDecimalText,
  localizeUsdText,
  type NumberSymbols,
  numberSymbolsFor,
} from './number-symbols';
