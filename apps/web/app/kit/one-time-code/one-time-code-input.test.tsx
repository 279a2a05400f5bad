// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OneTimeCodeInput, type OneTimeCodeInputProps } from './one-time-code-input';

afterEach(cleanup);

/** A parent that owns the code, as a form would. */
function Field({ onValueChange, ...props }: Omit<OneTimeCodeInputProps, 'label' | 'value'>) {
  const [code, setCode] = useState('');
  return (
    <OneTimeCodeInput
      label="Verification code"
      value={code}
      onValueChange={(next) => {
        onValueChange(next);
        setCode(next);
      }}
      {...props}
    />
  );
}

function codeField(): HTMLInputElement {
  const input = screen.getByLabelText('Verification code');
  if (!(input instanceof HTMLInputElement)) throw new Error('the label names no input');
  return input;
}

describe('OneTimeCodeInput', () => {
  it('is a required text field named code that phones fill from the one-time code they received', () => {
    render(<Field accepts="code-or-recovery-code" onValueChange={() => {}} />);
    const input = codeField();
    expect(input.type).toBe('text');
    expect(input.name).toBe('code');
    expect(input.required).toBe(true);
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('an authenticator code: 6 digits with the numeric keyboard', () => {
    render(<Field accepts="authenticator-code" onValueChange={() => {}} />);
    const input = codeField();
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('pattern')).toBe('[0-9]{6}');
    expect(input.maxLength).toBe(6);
    expect(input.hasAttribute('minlength')).toBe(false);
  });

  it('a code or a recovery code: 6 to 32 characters, the keyboard as the caller asks', () => {
    render(<Field accepts="code-or-recovery-code" onValueChange={() => {}} />);
    const input = codeField();
    expect(input.minLength).toBe(6);
    expect(input.maxLength).toBe(32);
    expect(input.hasAttribute('pattern')).toBe(false);
    // Recovery codes hold letters: no numeric keyboard unless the caller asks for it.
    expect(input.hasAttribute('inputmode')).toBe(false);
    cleanup();

    render(<Field accepts="code-or-recovery-code" inputMode="numeric" onValueChange={() => {}} />);
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
  });

  it('hands each change to its owner, who keeps the value', () => {
    const onValueChange = vi.fn();
    render(<Field accepts="authenticator-code" onValueChange={onValueChange} />);
    const input = codeField();
    fireEvent.change(input, { target: { value: '123456' } });
    expect(onValueChange).toHaveBeenLastCalledWith('123456');
    expect(input.value).toBe('123456');
  });

  it("takes the caller's id for its label, and other attributes such as autoFocus", () => {
    render(<Field accepts="code-or-recovery-code" id="reset-code" autoFocus onValueChange={() => {}} />);
    const input = codeField();
    expect(input.id).toBe('reset-code');
    expect(document.activeElement).toBe(input);
  });
});
