export { QuoteCurrencyPicker } from './quote-currency-picker';
