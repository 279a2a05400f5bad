import type { ExperimentVariant } from '@meridian/domain';
import { useEffect, useState } from 'react';
import { useExperiment } from '../../shell/analytics';
import { useBrowserClients } from '../../shell/http';
import { useModals } from '../../shell/modals';
import { useSession } from '../../shell/session';
import { useSite } from '../../shell/site';
import type { PopupClock, PopupStorage } from './marketing-popups-runner';

/**
 * The experiment's variants stand for the variable's values of widgets §4 ("1 gives A, 2 gives
 * B"): the domain rule reads the value, so a value the experiment does not give hides the pop-up.
 */
const NEWBIE_POPUP_VALUE: Readonly<Record<ExperimentVariant<'newbiePopup'>, string>> = { A: '1', B: '2' };

/** The pages whose own purpose the new-user pop-up would offer again (its Confirm goes to signup). */
const NO_NEW_USER_POPUP_PATHS: ReadonlySet<string> = new Set(['/signup', '/login']);

/** The wall clock and the person's time-zone offset: "a day" is their local day (domain localDayOf). */
const browserClock: PopupClock = {
  now: () => Date.now(),
  timeZoneOffset: (ms) => new Date(ms).getTimezoneOffset(),
};

/** localStorage, read when the keeper runs (only ever in the browser). */
const browserStorage: PopupStorage = {
  getItem: (key) => localStorage.getItem(key),
  setItem: (key, value) => localStorage.setItem(key, value),
};

const warn = (what: string) => (error: unknown) => console.warn(`${what} failed`, error);

/**
 * widgets §4 new-user reward pop-up for one experiment value: once per page load in the browser,
 * the runner (loaded lazily) decides and asks the modal registry. The clock and storage are
 * injectable so the daily counting is tested without waiting.
 */
export function NewUserRewardKeeper({
  variableValue,
  clock = browserClock,
  storage = browserStorage,
}: {
  variableValue: unknown;
  clock?: PopupClock;
  storage?: PopupStorage;
}) {
  const { open } = useModals();
  const clients = useBrowserClients();
  const { session } = useSession();
  const loggedIn = session.status === 'logged-in';
  useEffect(() => {
    void import('./marketing-popups-runner')
      .then(({ runNewUserReward }) => runNewUserReward({ clients, open, variableValue, loggedIn, clock, storage }))
      .catch(warn('New-user pop-up'));
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * The visitor's variant of the newbiePopup experiment (shell/analytics useExperiment). The first
 * render has the default variant; the device's own is set by the hook's effect, in the same commit
 * as `settled` here, so the keeper starts with the device's variant only.
 */
function NewUserRewardFromExperiment() {
  const variant = useExperiment('newbiePopup');
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  return settled ? <NewUserRewardKeeper variableValue={NEWBIE_POPUP_VALUE[variant]} /> : null;
}

/** widgets §4 VIP pop-up for a logged-in account: once per page load, asked of the modal registry. */
export function VipPopupKeeper() {
  const { open } = useModals();
  const clients = useBrowserClients();
  const { locale } = useSite();
  useEffect(() => {
    void import('./marketing-popups-runner')
      .then(({ runVipPopup }) => runVipPopup({ clients, open, localeCode: locale.code }))
      .catch(warn('VIP pop-up'));
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * The marketing pop-ups of widgets §2 (mounted in the frame after the compliance and KYC notices):
 * widgets §6 "Visitor: sees the new-user reward pop-up"; "Logged-in user: no new-user pop-up",
 * the VIP pop-up instead. Both ask the modal registry at the marketing priority, below every notice.
 */
export function MarketingPopups() {
  const { session } = useSession();
  const { path } = useSite();
  if (session.status === 'logged-in') return <VipPopupKeeper />;
  if (session.status === 'logged-out' && !NO_NEW_USER_POPUP_PATHS.has(path)) return <NewUserRewardFromExperiment />;
  return null;
}
