import { AUTHENTICATOR_CODE_LENGTH, SECOND_FACTOR_CODE_MAX_LENGTH } from '@meridian/domain';
import { type ComponentProps, type ReactNode, useId } from 'react';

export type OneTimeCodeInputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'autoComplete' | 'pattern' | 'minLength' | 'maxLength' | 'children'
> & {
  /** The visible label, rendered as a <label> for the field just before it. */
  label: ReactNode;
  value: string;
  onValueChange: (code: string) => void;
  /**
   * `authenticator-code`: exactly 6 digits (turning two-factor on), with the numeric keyboard.
   * `code-or-recovery-code`: also a recovery code, 6 to 32 characters; recovery codes hold
   * letters, so the keyboard is the caller's choice (`inputMode`).
   */
  accepts: 'authenticator-code' | 'code-or-recovery-code';
};

/**
 * The field for a two-factor code, one for every form that asks for one: `autocomplete=one-time-code`
 * (so phones offer the code from a message or an authenticator), named `code`, required, and the
 * length rules of what it accepts. It renders the label and the input as siblings, so the caller's
 * layout around them stays its own.
 */
export function OneTimeCodeInput({ label, value, onValueChange, accepts, id, ...rest }: OneTimeCodeInputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const rules: Pick<ComponentProps<'input'>, 'inputMode' | 'pattern' | 'minLength' | 'maxLength'> = accepts ===
  'authenticator-code'
    ? { inputMode: 'numeric', pattern: `[0-9]{${AUTHENTICATOR_CODE_LENGTH}}`, maxLength: AUTHENTICATOR_CODE_LENGTH }
    : { minLength: AUTHENTICATOR_CODE_LENGTH, maxLength: SECOND_FACTOR_CODE_MAX_LENGTH };
  return (
    <>
      <label htmlFor={inputId}>{label}</label>
      <input
        name="code"
        required
        {...rest}
        {...rules}
        id={inputId}
        type="text"
        autoComplete="one-time-code"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </>
  );
}
