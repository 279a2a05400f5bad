import { MODAL_PRIORITY } from '@meridian/domain';
import { useEffect } from 'react';
import { useBrowserClients } from '../../shell/http';
import { useModals } from '../../shell/modals';
import { type Session, useSession } from '../../shell/session';

/** Set once the check has started: it runs once per page load, not on every client navigation. */
let startedThisPageLoad = false;

/** For tests: a new page load. */
export function resetIpCheckForTests(): void {
  startedThisPageLoad = false;
}

/**
 * widgets §5 "The IP check runs only when enabled, the user id is known and the sub-account type
 * is 0": the account's uid when it may run (enabled is the API's to say), else 0. A sub-account
 * whose type could not be read is not known to be type 0.
 */
export function ipCheckUid(session: Session): number {
  if (session.status !== 'logged-in') return 0;
  const uid = session.userInfo.user_info.uid;
  const subAccountType = session.userInfo.is_sub === 1 ? (session.subAccount?.type ?? -1) : 0;
  return uid > 0 && subAccountType === 0 ? uid : 0;
}

/**
 * The IP/VPN check of widgets §4, mounted by the frame on every page. Renders nothing; once the
 * page is in the browser and a check may run, it loads the runner (none of it is in the first page
 * load) and runs it once. Its dialogs open through the modal registry at blocking priority.
 */
export function IpCheck() {
  const { session } = useSession();
  const clients = useBrowserClients();
  const { open } = useModals();
  const uid = ipCheckUid(session);
  useEffect(() => {
    if (uid === 0 || startedThisPageLoad) return;
    startedThisPageLoad = true;
    import('./ip-check-runner')
      .then(({ startIpCheck }) =>
        startIpCheck({ uid, clients, open: (modal) => open(modal, {}, { priority: MODAL_PRIORITY.blocking }) }),
      )
      // widgets §4 "Any failure ... lets the user through": the runner's chunk not loading too.
      .catch(() => undefined);
  }, [uid, clients, open]);
  return null;
}
