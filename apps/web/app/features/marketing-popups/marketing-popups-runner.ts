import {
  defaultNewbiePrizePop,
  defaultTargetedPopupPlanList,
  getNewbiePrizePop,
  getTargetedPopupPlanList,
  type NewbiePrizePop,
} from '@meridian/contracts';
import {
  DEVICE_ID_COOKIE,
  isValidDeviceId,
  MARKETING_RESOURCE_TYPES,
  MODAL_PRIORITY,
  NEW_USER_POPUP_COUNTER_KEY,
  newUserPopupDecision,
  type NewUserPopupVariant,
  VIP_POPUP_POSITION,
  vipPopupShown,
  VIP_POPUP_SESSION_KEY,
} from '@meridian/domain';
import { readCookie } from '../../shell/cookies';
import type { BrowserClients } from '../../shell/http';
import type { useModals } from '../../shell/modals';

// widgets §4 new-user reward pop-up and VIP pop-up, in the browser after the page is interactive
// (loaded lazily, as the KYC notice's runner): the domain rule decides, the marketing call brings
// the content, and the modal registry is asked at the marketing priority, so a compliance or KYC
// notice asked for on the same page shows first (domain chooseModal). A failed call shows nothing
// (widgets §8 "empty prize data", "empty banners").

type Open = ReturnType<typeof useModals>['open'];

/** The time and the person's time-zone offset (Date.prototype.getTimezoneOffset minutes): tests pass a fake one. */
export interface PopupClock {
  now: () => number;
  timeZoneOffset: (ms: number) => number;
}

/** Where the new-user pop-up's daily counter lives (localStorage in the browser). */
export interface PopupStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

function readCounter(storage: PopupStorage): string | null {
  try {
    return storage.getItem(NEW_USER_POPUP_COUNTER_KEY);
  } catch {
    return null; // storage refused (private mode): nothing shown yet
  }
}

function writeCounter(storage: PopupStorage, value: string): void {
  try {
    storage.setItem(NEW_USER_POPUP_COUNTER_KEY, value);
  } catch {
    // Storage full or refused: the count is not kept, as for an unreadable one.
  }
}

/** Money on the wire is decimal text (the contract checks it): above zero when it has a non-zero digit. */
const aboveZero = (amount: string) => /[1-9]/.test(amount);

/**
 * Whether the prize data offers something in `variant`: A needs its amount, B both of its amounts.
 * A failed call gives the zero defaults (widgets §8 "empty prize data"), so it shows nothing.
 */
export function prizeOffered(variant: NewUserPopupVariant, prize: NewbiePrizePop): boolean {
  return variant === 'A'
    ? aboveZero(prize.group_A.num)
    : aboveZero(prize.group_B.num_first) && aboveZero(prize.group_B.num_second);
}

/**
 * widgets §4 "New-user reward pop-up: Variant from an experiment variable: 1 gives A, 2 gives B,
 * anything else hides it. Hidden when logged in. Shown at most 4 times a day and at least 30
 * minutes apart" (domain newUserPopupDecision, decided before any call). The counter is stored
 * when the pop-up is actually on the page (the registry may show a notice first), decided again at
 * that time; if another tab showed it meanwhile, that tab's count stands.
 */
export async function runNewUserReward({
  clients,
  open,
  variableValue,
  loggedIn,
  clock,
  storage,
}: {
  clients: BrowserClients;
  open: Open;
  variableValue: unknown;
  loggedIn: boolean;
  clock: PopupClock;
  storage: PopupStorage;
}): Promise<void> {
  const decide = () => {
    const now = clock.now();
    return newUserPopupDecision({
      variableValue,
      loggedIn,
      stored: readCounter(storage),
      now,
      timeZoneOffset: clock.timeZoneOffset(now),
    });
  };
  const decision = decide();
  if (!decision.show) return;
  const { variant } = decision;
  const prize = await clients.get(getNewbiePrizePop, defaultNewbiePrizePop, { silent: true });
  if (!prizeOffered(variant, prize)) return;
  const onShown = () => {
    const atShow = decide();
    if (atShow.show) writeCounter(storage, atShow.stored);
  };
  open('new-user-reward', { variant, prize, onShown }, { priority: MODAL_PRIORITY.marketing });
}

/**
 * widgets §4 "VIP pop-up: Fetched for position vip_index; shown if it has a plan id or name"
 * (domain vipPopupShown); widgets §7 "first item of data.list", resource type 1 (targeted popup).
 */
export async function runVipPopup({
  clients,
  open,
  localeCode,
  cookies = () => document.cookie,
  session = browserSession(),
}: {
  clients: BrowserClients;
  open: Open;
  localeCode: string;
  cookies?: () => string;
  /** This browser session's storage (tests: a map of their own). */
  session?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}): Promise<void> {
  const device = readCookie(cookies(), DEVICE_ID_COOKIE);
  const query: Record<string, string> = {
    position: VIP_POPUP_POSITION,
    resource_type: String(MARKETING_RESOURCE_TYPES.targetedPopup),
    locale: localeCode,
  };
  if (isValidDeviceId(device)) query.device_id = device;
  const { list } = await clients.get(getTargetedPopupPlanList, defaultTargetedPopupPlanList, { silent: true, query });
  const plan = list[0];
  if (!plan || !vipPopupShown(plan)) return;
  // Ours (the spec gives no frequency): once per browser session, not on every visit of the home page.
  if (session?.getItem(VIP_POPUP_SESSION_KEY)) return;
  session?.setItem(VIP_POPUP_SESSION_KEY, String(plan.plan_id || plan.plan_name));
  open('vip-popup', { plan }, { priority: MODAL_PRIORITY.marketing });
}

function browserSession(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
