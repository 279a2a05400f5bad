import { getSubAccountInfo } from '@meridian/contracts';
import { SUB_ACCOUNT_INFO_REDIRECT_MS } from '@meridian/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBrowserClients } from '../../shell/http';
import { useLocalizedPath } from '../../shell/site';
import { useToast } from '../../ui/toast';

/** A uid as the info call takes it (contracts subAccountInfoQuery); anything else is not asked about. */
const UID = /^[1-9]\d{0,9}$/;

/**
 * widgets §7 "GET | sub-account info | sub_uid | nonzero code gives a warning toast" and §8
 * "Sub-account lookup returns nonzero code | warning toast with the server message, redirect home
 * after 2 seconds": when the page's `sub_uid` query names an account, its info is read; a non-zero
 * code shows the server's message and, SUB_ACCOUNT_INFO_REDIRECT_MS later, goes to the home page
 * under the locale's prefix. Answers the uid when it is the reader's sub-account (null otherwise).
 */
export function useSubAccountInfoCheck(): number | null {
  const [params] = useSearchParams();
  const subUid = params.get('sub_uid') ?? '';
  const clients = useBrowserClients();
  const navigate = useNavigate();
  const home = useLocalizedPath()('/');
  const { show } = useToast();
  const [named, setNamed] = useState<number | null>(null);

  useEffect(() => {
    setNamed(null);
    if (!UID.test(subUid)) return;
    let current = true;
    let redirect: ReturnType<typeof setTimeout> | undefined;
    // A failed request (no answer) is the shell's to report; only the API's non-zero code sends home.
    void clients.getOutcome(getSubAccountInfo, { query: { sub_uid: subUid } }).then((outcome) => {
      if (!current) return;
      if (outcome.ok) {
        setNamed(outcome.data.sub_uid);
        return;
      }
      if (outcome.reason !== 'code') return;
      show(outcome.message);
      redirect = setTimeout(() => void navigate(home), SUB_ACCOUNT_INFO_REDIRECT_MS);
    });
    return () => {
      current = false;
      if (redirect !== undefined) clearTimeout(redirect);
    };
  }, [subUid, clients, navigate, home, show]);

  return named;
}
