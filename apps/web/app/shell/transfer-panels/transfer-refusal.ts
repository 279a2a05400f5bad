import type { RequestFailure } from '../http/browser-client';

/**
 * Why a transfer was not made, as the panels say it: the API's own message for a refusal it
 * explains (issue 16 "refused beyond the available balance": the server's message is shown), its
 * fund-password label when it has one, else by the kind of failure.
 */
export type TransferRefusal =
  | { kind: 'refused'; message: string; label: string | null }
  | { kind: 'sessionEnded' }
  | { kind: 'unavailable' }
  | { kind: 'generic' };

/** HTTP 401: the session is gone. */
const UNAUTHORIZED = 401;
/** The API's own faults: nothing it would explain to the reader. */
const SERVER_ERROR = 500;

export function transferRefusalOf(failure: RequestFailure): TransferRefusal {
  if (failure.reason === 'network' || failure.reason === 'timeout') return { kind: 'unavailable' };
  if (failure.reason === 'code') return { kind: 'refused', message: failure.message, label: null };
  if (failure.reason !== 'status') return { kind: 'generic' };
  if (failure.status === UNAUTHORIZED) return { kind: 'sessionEnded' };
  if (failure.status >= SERVER_ERROR || !failure.message) return { kind: 'generic' };
  return { kind: 'refused', message: failure.message, label: failure.label ?? null };
}

/** A refusal that ends the attempt: a request id already used for another transfer is not sent again. */
export function endsAttempt(failure: RequestFailure): boolean {
  return failure.reason === 'status' && failure.status === 409 && failure.label === undefined;
}
