// Amount entry and number display (shell §5): React components over the rules in @meridian/domain.
export { AmountInput, type AmountInputProps } from './amount-input';
export { NumberDisplay, type NumberDisplayProps } from './number-display';
