import { MODAL_PRIORITY, REGION_NOTICE_FREQUENCY, type RegionNoticeModal } from '@meridian/domain';
import { useEffect } from 'react';
import { useModals } from '../../shell/modals';

/**
 * Asks the modal registry for the page's region notices once it is in the browser (modals never
 * render on the server): each at compliance priority (above the KYC notices and marketing, below
 * what blocks the page), with its shell §4/§9 timing rule. The registry shows one at a time, in
 * the order asked for, and remembers what was shown and dismissed.
 */
export function RegionNoticeModals({ modals, loggedIn }: { modals: readonly RegionNoticeModal[]; loggedIn: boolean }) {
  const { open } = useModals();
  const key = modals.join(' ');
  useEffect(() => {
    for (const name of key ? (key.split(' ') as RegionNoticeModal[]) : []) {
      open(name, { loggedIn }, { priority: MODAL_PRIORITY.compliance, frequency: REGION_NOTICE_FREQUENCY[name] });
    }
  }, [open, key, loggedIn]);
  return null;
}
