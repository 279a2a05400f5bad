import type { FundPasswordStatus } from '@meridian/contracts';
import type { RequestFailure } from '../../shell/http';

/** Rows of each history list (the loader asks for as many). */
export const DEPOSIT_CODE_LIST_LIMIT = '50';

/** The refusal labels of the deposit-code calls (apps/api services/deposit-codes, fund-password) the page words itself. */
export const DEPOSIT_CODE_REFUSALS = [
  'fundPasswordRequired',
  'fundPasswordWrong',
  'fundPasswordLocked',
  'fundPasswordNotSet',
  'totpRequired',
  'totpMalformed',
  'totpWrong',
  'totpLocked',
  'insufficientBalance',
  'requestIdReused',
  'restrictedCountry',
  'depositCodeInvalid',
  'depositCodeWrong',
  'depositCodeUsed',
  'depositCodeOwn',
  'depositCodeLocked',
  'depositCodeNotFound',
  'busy',
] as const;
export type DepositCodeRefusal = (typeof DEPOSIT_CODE_REFUSALS)[number] | 'sessionEnded' | 'network' | 'generic';

/** A failed call as the page says it: the API's label when the page has a text for it, else by kind. */
export function refusalOf(failure: RequestFailure): { label: DepositCodeRefusal; detail: string } {
  if (failure.reason === 'network' || failure.reason === 'timeout') return { label: 'network', detail: '' };
  if (failure.reason !== 'status') return { label: 'generic', detail: '' };
  if (failure.status === 401) return { label: 'sessionEnded', detail: '' };
  const known = (DEPOSIT_CODE_REFUSALS as readonly string[]).find((label) => label === failure.label);
  return { label: (known as DepositCodeRefusal | undefined) ?? 'generic', detail: failure.message ?? '' };
}

/** Whether the fund password must be typed before the next create (widgets §3 frequency '2', or '1' past the hour). */
export function fundPasswordDue(status: FundPasswordStatus | null): boolean {
  if (status === null || !status.is_set) return false;
  return status.frequency === '2' || (status.frequency === '1' && !status.verified_recently);
}

export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}
