import type { RuleCode } from '@meridian/domain';
import type { CallFailure } from '../../shell/http';

/** A key of `spotTrading.errors`. */
export type TradingErrorKey =
  'tooManyOrders' | 'loggedOut' | 'refused' | 'unconfirmed' | 'unavailable' | 'cancelRefused';

/**
 * What a failed trading call shows: the rule the API named (`trade.rules`, in the reader's
 * language; its English `message` if this page's catalog lacks the code), the API's own message
 * when it came with no rule, else a translated text.
 */
export type TradingFailureText =
  | { kind: 'api'; message: string }
  | { kind: 'rule'; code: RuleCode; values: Record<string, string>; message: string }
  | { kind: 'key'; key: TradingErrorKey };

/** HTTP statuses the trading calls answer (the API's `fail`: the status mirrored in the envelope code). */
const TOO_MANY_REQUESTS = 429;
const UNAUTHORIZED = 401;
const SERVER_ERRORS = 500;

/**
 * The text of a failed place or cancel. A 4xx answer's rule (the envelope's `label` and `values`,
 * kept by shell/http `receive`) is said in the reader's language; a 4xx message without one, or a
 * non-zero envelope code's message, is shown as it is; other statuses become a translated text. When the answer was lost after the
 * request may have arrived (timeout, network, an unreadable answer), a placed order is
 * `unconfirmed`: the lists are refreshed so the user sees whether it exists.
 */
export function tradingFailureText(failure: CallFailure, action: 'place' | 'cancel'): TradingFailureText {
  if (failure.reason === 'code' && failure.message.trim() !== '') return { kind: 'api', message: failure.message };
  // The API's reason for refusing (400, 404): what exactly was wrong with the order.
  if (failure.reason === 'status' && failure.status < SERVER_ERRORS && failure.status !== TOO_MANY_REQUESTS) {
    if (failure.status !== UNAUTHORIZED && failure.message !== undefined) {
      if (failure.label === undefined) return { kind: 'api', message: failure.message };
      return { kind: 'rule', code: failure.label as RuleCode, values: failure.values ?? {}, message: failure.message };
    }
  }
  const status = failure.reason === 'status' ? failure.status : failure.reason === 'code' ? failure.code : null;
  if (status === null) return { kind: 'key', key: action === 'place' ? 'unconfirmed' : 'unavailable' };
  if (status === TOO_MANY_REQUESTS) return { kind: 'key', key: 'tooManyOrders' };
  if (status === UNAUTHORIZED) return { kind: 'key', key: 'loggedOut' };
  if (status >= SERVER_ERRORS) return { kind: 'key', key: 'unavailable' };
  return { kind: 'key', key: action === 'place' ? 'refused' : 'cancelRefused' };
}

/** Whether the order may exist although the answer did not say so (the lists are worth a refresh). */
export function mayHaveArrived(failure: CallFailure): boolean {
  return failure.reason === 'timeout' || failure.reason === 'network' || failure.reason === 'malformed';
}
