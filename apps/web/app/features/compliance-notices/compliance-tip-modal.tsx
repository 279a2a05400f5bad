import {
  COMPLIANCE_TIP_COUNTER_KEY,
  complianceTipDue,
  complianceTipOf,
  MODAL_PRIORITY,
  recordTipShown,
  type SiteKey,
} from '@meridian/domain';
import { useEffect } from 'react';
import { useModals } from '../../shell/modals';

/** The person's local day (the daily counter resets with their day). */
const localDay = (ms: number) => {
  const date = new Date(ms);
  return date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate();
};

function readCounter(): string | null {
  try {
    return localStorage.getItem(COMPLIANCE_TIP_COUNTER_KEY);
  } catch {
    return null;
  }
}

function writeCounter(value: string): void {
  try {
    localStorage.setItem(COMPLIANCE_TIP_COUNTER_KEY, value);
  } catch {
    // Storage refused (private mode): the count is not kept, as for an unreadable one.
  }
}

/**
 * widgets §4 Compliance modal: asked of the modal registry once per page load when the domain rule
 * says it is due (main site, a tip that is enabled, the page in its path list, today's count below
 * maxCount); "Opening records the count" (when it is actually shown: the registry may show a more
 * urgent modal first).
 */
export function ComplianceTipModal({
  tips,
  site,
  path,
}: {
  tips: Readonly<Record<string, unknown>>;
  site: SiteKey;
  /** The page's path without locale prefix, as loaded. */
  path: string;
}) {
  const { open } = useModals();
  useEffect(() => {
    const tip = complianceTipOf(tips);
    const now = Date.now();
    if (!tip || !complianceTipDue({ tip, site, path, stored: readCounter(), now, dayOf: localDay })) return;
    open(
      'compliance-tip',
      { tip, onShown: () => writeCounter(recordTipShown(readCounter(), Date.now(), localDay)) },
      { priority: MODAL_PRIORITY.compliance },
    );
    // Once per page load: the tip and path of the loaded page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
