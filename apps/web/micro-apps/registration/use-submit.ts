import { useState } from 'react';
import { type AccountCallError, accountCallError, type AccountStep, type CallFailure } from '../../app/shell/session/account-call-error';

type Outcome<T> = { ok: true; data: T } | ({ ok: false } & CallFailure);

/**
 * One form submission at a time: pending while the call runs, then the error message key of a
 * failed answer (the form keeps what the visitor typed).
 */
export function useSubmit(step: AccountStep) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AccountCallError | null>(null);
  async function run<T>(call: () => Promise<Outcome<T>>, onSuccess: (data: T) => void): Promise<void> {
    if (pending) return;
    setPending(true);
    setError(null);
    const outcome = await call();
    setPending(false);
    if (outcome.ok) onSuccess(outcome.data);
    else setError(accountCallError(outcome, step));
  }
  return { pending, error, run };
}
