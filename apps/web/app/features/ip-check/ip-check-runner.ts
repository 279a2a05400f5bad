import { getIpCheckConfig, postIpCheck, readIpCheckToken } from '@meridian/contracts';
import {
  IP_CHECK_POST_RESERVE_MS,
  IP_CHECK_RESULTS,
  IP_CHECK_TIMEOUT_MS,
  IP_CHECK_TYPES,
  ipCheckTokenReusable,
} from '@meridian/domain';
import type { BrowserClients } from '../../shell/http';
import { createDebugLog, type DebugLog, debugEnabled } from '../../shell/monitoring';
import { ensureCsrfToken } from '../../shell/session';
import { browserPeerConnection, type GatheredCandidates, gatherCandidates } from './gather-candidates';

// widgets §9 "Real-IP check timeout: 3000 ms" and the POST's share of it: the domain's rule numbers.
export { IP_CHECK_POST_RESERVE_MS, IP_CHECK_TIMEOUT_MS };
/** Where the last check's token is kept between page loads (widgets §4 "A stored token is reused while valid"). */
export const IP_CHECK_TOKEN_KEY = 'meridian.ipCheckToken';

export type IpCheckModal = 'ip-check-upgrade' | 'ip-check-vpn' | 'ip-check-limit';

/**
 * widgets §4 "Result 2: non-closable upgrade-verification dialog leading to kyc3. Results 3 or 0:
 * VPN notice ... Result 4: non-closable detection-limit dialog." 1 (and anything else) lets the
 * user through: null.
 */
export function modalForResult(result: number): IpCheckModal | null {
  switch (result) {
    case IP_CHECK_RESULTS.upgradeToKyc3:
      return 'ip-check-upgrade';
    case IP_CHECK_RESULTS.mismatch:
    case IP_CHECK_RESULTS.undecided:
      return 'ip-check-vpn';
    case IP_CHECK_RESULTS.detectionLimit:
      return 'ip-check-limit';
    default:
      return null;
  }
}

/** Where the token lives (localStorage in the browser; it may refuse). */
export interface TokenStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

export interface IpCheckDeps {
  /** The logged-in account's uid (> 0). */
  uid: number;
  clients: Pick<BrowserClients, 'getOutcome' | 'post'>;
  /** Makes sure the csrftoken cookie exists before the POST (shell/session ensureCsrfToken). */
  ensureCsrf: () => Promise<void>;
  storage: TokenStorage;
  /** ms since the epoch. */
  now: () => number;
  /** Gathers the WebRTC candidates, giving up after `deadlineMs`. */
  gather: (deadlineMs: number) => Promise<GatheredCandidates>;
  /** Opens one of the check's dialogs (at blocking priority). */
  open: (modal: IpCheckModal) => void;
  setTimer?: (run: () => void, ms: number) => () => void;
  /** Debug logging (shell/monitoring): never an address or a token, only what happened. */
  log?: DebugLog;
}

/** What the run did, for tests and the debug log. */
export type IpCheckOutcome =
  | { via: 'stored-token'; result: number; modal: IpCheckModal | null }
  | { via: 'check'; result: number; modal: IpCheckModal | null }
  | { via: 'disabled' }
  | { via: 'let-through'; why: 'config-failed' | 'check-failed' | 'timeout' | 'error' };

const defaultSetTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

function readStored(storage: TokenStorage): string | null {
  try {
    return storage.getItem(IP_CHECK_TOKEN_KEY);
  } catch {
    return null; // storage refused (private mode): check afresh
  }
}

function store(storage: TokenStorage, token: string): void {
  try {
    storage.setItem(IP_CHECK_TOKEN_KEY, token);
  } catch {
    // Storage full or refused: the next page checks again.
  }
}

/**
 * widgets §4 "A stored token is reused while valid": one of this account's tokens (another
 * account's, on a shared browser, is not) whose `exp` has not passed. Its result is acted on
 * without a call.
 */
function reusableStoredResult(deps: IpCheckDeps): number | null {
  const token = readStored(deps.storage);
  if (!token) return null;
  const payload = readIpCheckToken(token);
  if (!payload || payload.uid !== deps.uid) return null;
  return ipCheckTokenReusable(payload, new Date(deps.now())) ? payload.result.value : null;
}

/** The check itself: config, gathering, POST. Resolves with what to act on, or why to let through. */
async function check(deps: IpCheckDeps, startedAt: number, timedOut: () => boolean): Promise<IpCheckOutcome> {
  // widgets §5 "The IP check runs only when enabled". Silent: a failure here is no message (shell §8).
  const config = await deps.clients.getOutcome(getIpCheckConfig, { silent: true });
  if (!config.ok) return { via: 'let-through', why: 'config-failed' };
  if (!config.data.enabled) return { via: 'disabled' };

  const gatherFor = startedAt + IP_CHECK_TIMEOUT_MS - IP_CHECK_POST_RESERVE_MS - deps.now();
  const gathered = await deps.gather(Math.max(0, gatherFor));
  await deps.ensureCsrf();
  // widgets §7 "type (1 with ips and stuns; 2 or 3 without)"; an empty list is left out.
  const answer = await deps.clients.post(postIpCheck, {
    type: String(gathered.type),
    ips: gathered.type === IP_CHECK_TYPES.candidates && gathered.ips.length > 0 ? gathered.ips.join(',') : undefined,
    stuns:
      gathered.type === IP_CHECK_TYPES.candidates && gathered.stuns.length > 0 ? gathered.stuns.join(',') : undefined,
  });
  // widgets §8 "IP check fails or answers unexpectedly → user is allowed through" (the contract
  // refuses a result outside 0–4 or a missing token: that is a failure here).
  if (!answer.ok) return { via: 'let-through', why: 'check-failed' };
  if (timedOut()) return { via: 'let-through', why: 'timeout' };
  store(deps.storage, answer.data.token);
  return { via: 'check', result: answer.data.result, modal: modalForResult(answer.data.result) };
}

/**
 * The IP/VPN check of one page load (widgets §4): a stored, still valid token of this account is
 * acted on; otherwise, when the site has it on, gather the browser's candidates, ask the API, keep
 * its token and act on its result. "Any failure or unexpected response lets the user through", as
 * does no answer within widgets §9's 3000 ms. Never rejects.
 */
export async function runIpCheck(deps: IpCheckDeps): Promise<IpCheckOutcome> {
  const log = deps.log ?? (() => undefined);
  const setTimer = deps.setTimer ?? defaultSetTimer;
  let outcome: IpCheckOutcome;
  try {
    const stored = reusableStoredResult(deps);
    if (stored !== null) {
      outcome = { via: 'stored-token', result: stored, modal: modalForResult(stored) };
    } else {
      const startedAt = deps.now();
      let cancelTimer: () => void = () => undefined;
      let timedOut = false;
      const timeout = new Promise<IpCheckOutcome>((resolve) => {
        cancelTimer = setTimer(() => {
          timedOut = true;
          resolve({ via: 'let-through', why: 'timeout' });
        }, IP_CHECK_TIMEOUT_MS);
      });
      try {
        // A late answer after the timeout is not acted on (nor stored): the user was let through.
        outcome = await Promise.race([check(deps, startedAt, () => timedOut), timeout]);
      } finally {
        cancelTimer();
      }
    }
  } catch {
    outcome = { via: 'let-through', why: 'error' };
  }
  // Only what happened: no address, uid or token.
  log('ip-check', outcome);
  if ('modal' in outcome && outcome.modal) deps.open(outcome.modal);
  return outcome;
}

/** localStorage where there is one (it may be missing or refuse). */
const browserStorage: TokenStorage = {
  getItem: (key) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key)),
  setItem: (key, value) => {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
  },
};

function browserDebugLog(): DebugLog {
  try {
    return createDebugLog(debugEnabled(new URLSearchParams(window.location.search), window.localStorage));
  } catch {
    return () => undefined;
  }
}

/** The check as the page runs it: the browser's storage, clock, WebRTC and debug log. */
export function startIpCheck({
  uid,
  clients,
  open,
}: Pick<IpCheckDeps, 'uid' | 'open'> & { clients: BrowserClients }): Promise<IpCheckOutcome> {
  return runIpCheck({
    uid,
    clients,
    open,
    ensureCsrf: () => ensureCsrfToken(clients),
    storage: browserStorage,
    now: () => Date.now(),
    gather: (deadlineMs) => gatherCandidates({ deadlineMs, PeerConnection: browserPeerConnection() }),
    log: browserDebugLog(),
  });
}
