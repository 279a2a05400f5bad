import { useRef, useState } from 'react';
import { type AccountCallError, accountCallError, type AccountStep, type CallFailure } from './account-call-error';

type Outcome<T> = { ok: true; data: T } | ({ ok: false } & CallFailure);

/**
 * One account form submission at a time: pending while the call runs, then the error message key
 * of a failed answer (the form keeps what the visitor typed). Shared by the registration
 * micro-app, the security dialog and the pages a message's link opens.
 */
export function useAccountSubmit(step: AccountStep) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AccountCallError | null>(null);
  // A ref as well as the state: two clicks in one frame both see the state from before either.
  const running = useRef(false);
  async function run<T>(call: () => Promise<Outcome<T>>, onSuccess: (data: T) => void): Promise<void> {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      const outcome = await call();
      if (outcome.ok) onSuccess(outcome.data);
      else setError(accountCallError(outcome, step));
    } finally {
      running.current = false;
      setPending(false);
    }
  }
  return { pending, error, setError, run };
}
