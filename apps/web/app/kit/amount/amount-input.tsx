import { normalizeAmountInput, normalizeAmountOnBlur } from '@meridian/domain';
import { type ChangeEvent, type ComponentProps, type FocusEvent, type ReactNode, useId } from 'react';
import './amount.css';

/** The accessible name is required: a visible label, or `aria-label` / `aria-labelledby`. */
type AccessibleName =
  | { label: ReactNode; 'aria-label'?: undefined; 'aria-labelledby'?: undefined }
  | { label?: undefined; 'aria-label': string; 'aria-labelledby'?: undefined }
  | { label?: undefined; 'aria-label'?: undefined; 'aria-labelledby': string };

export type AmountInputProps = AccessibleName &
  Omit<
    ComponentProps<'input'>,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'aria-label' | 'aria-labelledby'
  > & {
    /** The amount text, as the rules of shell §5 leave it. */
    value: string;
    /** Called with the new text after each accepted change, and on blur when normalising changes it. */
    onValueChange: (text: string) => void;
    /** Decimals allowed (shell §5: default 2). */
    precision?: number;
    /** shell §5: "The minus sign is stripped unless negatives are allowed." */
    allowNegative?: boolean;
    /** Decimal text; shell §9: default 999999999999. */
    max?: string;
  };

/**
 * A decimal amount field (shell §5 "Decimal amount input"): every change goes through
 * `normalizeAmountInput`, blur through `normalizeAmountOnBlur`. A refused change (a letter, a
 * second dot, a third decimal) leaves the text as it was with the caret where it was.
 */
export function AmountInput({
  label,
  value,
  onValueChange,
  precision,
  allowNegative,
  max,
  id,
  className,
  onBlur,
  ...rest
}: AmountInputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const next = normalizeAmountInput(raw, { precision, allowNegative, max, previous: value });
    if (next !== raw) keepCaret(input, raw, next);
    if (next !== value) onValueChange(next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    // shell §5: on blur a trailing dot is removed and integer-valued text is normalised
    const next = normalizeAmountOnBlur(value);
    if (next !== value) onValueChange(next);
    onBlur?.(event);
  };

  const input = (
    <input
      {...rest}
      id={inputId}
      className={joinClassNames('amount-input', className)}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      // Numbers read left to right on right-to-left pages too (a minus stays in front).
      dir="ltr"
      value={value}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
  if (label === undefined) return input;
  return (
    <label className="amount-input__field" htmlFor={inputId}>
      <span className="amount-input__label">{label}</span>
      {input}
    </label>
  );
}

/**
 * Writes the normalised text into the field now and puts the caret back where the user was,
 * shifted by what the rules took out or added; otherwise React would reset the text after the
 * event and the caret would jump to the end.
 */
function keepCaret(input: HTMLInputElement, raw: string, next: string) {
  const caret = input.selectionEnd ?? raw.length;
  input.value = next;
  if (input.ownerDocument.activeElement !== input) return;
  const at = Math.min(Math.max(caret - (raw.length - next.length), 0), next.length);
  input.setSelectionRange(at, at);
}

function joinClassNames(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
