import {
  BUSINESS_MESSAGE_TYPES,
  type BusinessComplianceMessage,
  DECLARATION_STATUS,
  MODAL_PRIORITY,
} from '@meridian/domain';
import { useEffect } from 'react';
import { useBrowserClients } from '../../shell/http';
import { useModals } from '../../shell/modals';
import { useSite } from '../../shell/site';

/**
 * A logged-in account's compliance modals, asked of the modal registry once per page load in the
 * browser: the user agreement (widgets §4, blocking: checked with its status call, loaded lazily),
 * the Turkish declaration to sign while its status is 1 (blocking), and the 24 h cool-down-end
 * reminder among the business messages (compliance priority). The registry shows the blocking
 * ones first, one at a time.
 */
export function AccountComplianceModals({
  business,
  declarationStatus,
}: {
  business: readonly BusinessComplianceMessage[];
  /** widgets §3 declaration status, read with the page (undefined: not asked, not a Turkey account). */
  declarationStatus: number | undefined;
}) {
  const { open } = useModals();
  const clients = useBrowserClients();
  const { locale } = useSite();
  useEffect(() => {
    if (declarationStatus === DECLARATION_STATUS.needsSigning)
      open('turkish-declaration', { mode: 'sign' }, { priority: MODAL_PRIORITY.blocking });
    const reminder = business.find((message) => message.type === BUSINESS_MESSAGE_TYPES.coolDownEndReminder);
    if (reminder) open('cool-down-reminder', { message: reminder }, { priority: MODAL_PRIORITY.compliance });
    void import('./account-checks')
      .then(({ checkUserAgreement }) => checkUserAgreement({ clients, open, localeCode: locale.code }))
      .catch((error: unknown) => console.warn('user agreement check failed', error));
    // Once per page load: what the loaded page said.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
