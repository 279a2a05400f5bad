// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountInput, type AmountInputProps } from './amount-input';

afterEach(cleanup);

interface FieldProps {
  precision?: number;
  allowNegative?: boolean;
  max?: string;
  initial?: string;
  onValueChange?: (text: string) => void;
}

/** A parent that owns the value, as a form would. */
function Field({ initial = '', onValueChange, ...rules }: FieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <AmountInput
      label="Amount"
      value={value}
      onValueChange={(text) => {
        onValueChange?.(text);
        setValue(text);
      }}
      {...rules}
    />
  );
}

function amountField(): HTMLInputElement {
  const input = screen.getByLabelText('Amount');
  if (!(input instanceof HTMLInputElement)) throw new Error('the label names no input');
  return input;
}

/** Types `keys` one at a time where the caret is, as a keyboard would. */
function type(input: HTMLInputElement, keys: string) {
  input.focus();
  for (const key of keys) {
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const value = input.value.slice(0, start) + key + input.value.slice(end);
    fireEvent.change(input, { target: { value, selectionStart: start + 1, selectionEnd: start + 1 } });
  }
}

describe('AmountInput', () => {
  it('is a text field for decimals named by its label', () => {
    render(<Field />);
    const input = amountField();
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.type).toBe('text');
    expect(input.getAttribute('dir')).toBe('ltr');
  });

  it('takes its accessible name from aria-label or aria-labelledby instead of a visible label', () => {
    render(
      <>
        <AmountInput aria-label="Price" value="" onValueChange={() => {}} />
        <span id="qty">Quantity</span>
        <AmountInput aria-labelledby="qty" value="" onValueChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('Price').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Quantity').tagName).toBe('INPUT');
  });

  it('requires an accessible name (a type error without one)', () => {
    // @ts-expect-error shell §5 field with no label, aria-label or aria-labelledby
    const noName: AmountInputProps = { value: '', onValueChange: () => {} };
    expect(noName.value).toBe('');
  });

  it('shell §5 "A leading dot becomes 0."', () => {
    render(<Field />);
    const input = amountField();
    type(input, '.');
    expect(input.value).toBe('0.');
    type(input, '5');
    expect(input.value).toBe('0.5');
  });

  it('shell §5 "Leading zeros not followed by a dot are trimmed."', () => {
    render(<Field />);
    const input = amountField();
    type(input, '00');
    expect(input.value).toBe('0');
    type(input, '7');
    expect(input.value).toBe('7');
  });

  it('refuses letters and keeps the caret where it was', () => {
    const onValueChange = vi.fn();
    render(<Field onValueChange={onValueChange} />);
    const input = amountField();
    type(input, 'abc');
    expect(input.value).toBe('');
    expect(onValueChange).not.toHaveBeenCalled();

    type(input, '12');
    input.setSelectionRange(1, 1);
    type(input, 'x');
    expect(input.value).toBe('12');
    expect(input.selectionStart).toBe(1);
  });

  it('shell §5 "at most the configured precision of decimals (default 2)"', () => {
    render(<Field />);
    const input = amountField();
    type(input, '1.234');
    expect(input.value).toBe('1.23');
    type(input, '.');
    expect(input.value).toBe('1.23');
  });

  it('honours another precision, and precision 0 (shell §5 "Precision 0 removes dots and a leading zero.")', () => {
    render(<Field precision={0} />);
    const input = amountField();
    type(input, '0');
    expect(input.value).toBe('');
    type(input, '5.');
    expect(input.value).toBe('5');
  });

  it('precision 0: a pasted 1.5 becomes 1, never the tenfold 15 (decision 0019)', () => {
    render(<Field precision={0} />);
    const input = amountField();
    input.focus();
    fireEvent.change(input, { target: { value: '1.5' } });
    expect(input.value).toBe('1');
  });

  it('shell §5 "The minus sign is stripped unless negatives are allowed."', () => {
    render(<Field />);
    const input = amountField();
    type(input, '-5');
    expect(input.value).toBe('5');
  });

  it('keeps the minus sign when negatives are allowed', () => {
    render(<Field allowNegative />);
    const input = amountField();
    type(input, '-5');
    expect(input.value).toBe('-5');
  });

  it('shell §5 "Values above the maximum (default 999999999999) are clamped to it."', () => {
    render(<Field />);
    const input = amountField();
    type(input, '9999999999999');
    expect(input.value).toBe('999999999999');
    cleanup();

    render(<Field max="100" />);
    type(amountField(), '250');
    expect(amountField().value).toBe('100');
  });

  it('shell §5 "On blur a trailing dot is removed and integer-valued text is normalised."', () => {
    const onBlur = vi.fn();
    render(
      <>
        <Field />
        <AmountInput aria-label="Other" value="-0" onValueChange={() => {}} onBlur={onBlur} />
      </>,
    );
    const input = amountField();
    type(input, '5.');
    fireEvent.blur(input);
    expect(input.value).toBe('5');

    type(input, '.00');
    expect(input.value).toBe('5.00');
    fireEvent.blur(input);
    expect(input.value).toBe('5');

    type(input, '.50');
    fireEvent.blur(input);
    expect(input.value).toBe('5.50');

    fireEvent.blur(screen.getByLabelText('Other'));
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('turns -0 into 0 on blur when negatives are allowed', () => {
    render(<Field allowNegative />);
    const input = amountField();
    type(input, '-0');
    expect(input.value).toBe('-0');
    fireEvent.blur(input);
    expect(input.value).toBe('0');
  });
});
