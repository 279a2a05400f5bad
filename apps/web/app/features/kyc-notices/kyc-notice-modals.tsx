import { useEffect } from 'react';
import { useBrowserClients } from '../../shell/http';
import { useModals } from '../../shell/modals';
import { useSite } from '../../shell/site';

/**
 * widgets §4 KYC notice modal for a logged-in account: once per page load in the browser, the
 * notice input is read and the due notice asked of the modal registry (kyc-notice-runner.ts,
 * loaded lazily so none of it is in the page's first bundle).
 */
export function KycNoticeModals() {
  const { open } = useModals();
  const clients = useBrowserClients();
  const { locale } = useSite();
  useEffect(() => {
    void import('./kyc-notice-runner')
      .then(({ runKycNotice }) => runKycNotice({ clients, open, localeCode: locale.code }))
      .catch((error: unknown) => console.warn('KYC notice check failed', error));
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
