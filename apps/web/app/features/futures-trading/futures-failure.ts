import type { RuleCode } from '@meridian/domain';
import type { CallFailure } from '../../shell/http';

/** A key of `futuresTrading.errors`. */
export type FuturesErrorKey = 'tooMany' | 'loggedOut' | 'refused' | 'unconfirmed' | 'unavailable';

/**
 * What a failed futures call shows: the rule the API named (`trade.rules`, in the reader's
 * language; its English `message` if this page's catalog lacks the code), the API's own message
 * when it came with no rule, else a translated text.
 */
export type FuturesFailureText =
  | { kind: 'api'; message: string }
  | { kind: 'rule'; code: RuleCode; values: Record<string, string>; message: string }
  | { kind: 'key'; key: FuturesErrorKey };

const TOO_MANY_REQUESTS = 429;
const UNAUTHORIZED = 401;
const SERVER_ERRORS = 500;

/**
 * The text of a failed open, close, reverse or TP/SL change. The API's reason for refusing a 4xx
 * ("close or reverse it first", "Take profit of a long must be above the mark price …") comes as a
 * rule code and values, said in the reader's language (decision 0047; a message without a code is
 * shown as it is, decision 0041); 401, 429, 5xx and a lost
 * answer get a translated text. A lost answer may hide a change that happened: `unconfirmed`, and
 * the caller reads the positions again.
 */
export function futuresFailureText(failure: CallFailure): FuturesFailureText {
  if (failure.reason === 'code' && failure.message.trim() !== '') return { kind: 'api', message: failure.message };
  if (
    failure.reason === 'status' &&
    failure.status < SERVER_ERRORS &&
    failure.status !== TOO_MANY_REQUESTS &&
    failure.status !== UNAUTHORIZED &&
    failure.message !== undefined &&
    failure.message.trim() !== ''
  ) {
    if (failure.label === undefined) return { kind: 'api', message: failure.message };
    return { kind: 'rule', code: failure.label as RuleCode, values: failure.values ?? {}, message: failure.message };
  }
  const status = failure.reason === 'status' ? failure.status : failure.reason === 'code' ? failure.code : null;
  if (status === null) return { kind: 'key', key: 'unconfirmed' };
  if (status === TOO_MANY_REQUESTS) return { kind: 'key', key: 'tooMany' };
  if (status === UNAUTHORIZED) return { kind: 'key', key: 'loggedOut' };
  if (status >= SERVER_ERRORS) return { kind: 'key', key: 'unavailable' };
  return { kind: 'key', key: 'refused' };
}

/** Whether the change may have happened although the answer did not say so (the positions are worth a refresh). */
export function mayHaveArrived(failure: CallFailure): boolean {
  return failure.reason === 'timeout' || failure.reason === 'network' || failure.reason === 'malformed';
}
