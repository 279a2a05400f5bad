import { useCallback, useRef } from 'react';

/** A transfer's request id (domain TRANSFER_REQUEST_ID_PATTERN); injectable for tests. */
export type NewRequestId = () => string;

export const randomRequestId: NewRequestId = () => globalThis.crypto.randomUUID();

/**
 * One request id per attempt (issue 16 "idempotent by request id"): asked again for the same
 * transfer (a retry after a lost answer, or the resend with the fund password), the id is kept, so
 * the API makes it once; a different transfer, a success or a refusal that ends the attempt
 * (`finish`) starts a new one.
 */
export function useTransferAttempt(newRequestId: NewRequestId = randomRequestId) {
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const requestIdFor = useCallback(
    (key: string): string => {
      if (attempt.current?.key !== key) attempt.current = { key, id: newRequestId() };
      return attempt.current.id;
    },
    [newRequestId],
  );
  const finish = useCallback(() => {
    attempt.current = null;
  }, []);
  return { requestIdFor, finish };
}
