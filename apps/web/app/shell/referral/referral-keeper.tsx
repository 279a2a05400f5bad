import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useBrowserClients } from '../http';

/** The referral check on every page address that carries a ref code (mounted once, in root). */
export function ReferralKeeper() {
  const clients = useBrowserClients();
  const { search } = useLocation();
  useEffect(() => {
    // Only an address with a code loads the check (none of it is in the first page's script).
    if (/[?&]ref=/.test(search))
      void import('./referral-check').then(({ handleReferral }) => handleReferral(search, clients));
  }, [search, clients]);
  return null;
}
