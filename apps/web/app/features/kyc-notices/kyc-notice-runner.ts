import { getKycNotice } from '@meridian/contracts';
import { chooseKycNotice, defaultKycNoticeInput, MODAL_PRIORITY } from '@meridian/domain';
import { readCookie, writeBrowserCookie } from '../../shell/cookies';
import type { BrowserClients } from '../../shell/http';
import type { useModals } from '../../shell/modals';

/**
 * widgets §4 KYC notice modal, in the browser after the page is interactive (loaded lazily): the
 * account's notice input (decision 0049, `GET /api/web/v1/kyc/notice`), the notice it calls for
 * (domain chooseKycNotice, by the cookies), asked of the modal registry at its priority ("The
 * risk-user notice takes priority"; both below the blocking and compliance notices). The cookie
 * is set when the notice is actually shown. A failed call shows nothing.
 */
export async function runKycNotice({
  clients,
  open,
  localeCode,
  cookies = () => document.cookie,
  setCookie = writeBrowserCookie,
}: {
  clients: BrowserClients;
  open: ReturnType<typeof useModals>['open'];
  localeCode: string;
  cookies?: () => string;
  setCookie?: (name: string, value: string, maxAgeSeconds: number) => void;
}): Promise<void> {
  const input = await clients.get(getKycNotice, defaultKycNoticeInput, { silent: true, query: { locale: localeCode } });
  const choice = chooseKycNotice(input, (name) => readCookie(cookies(), name) !== undefined);
  if (!choice) return;
  const { cookie } = choice;
  open(
    'kyc-notice',
    { choice, onShown: () => (cookie ? setCookie(cookie.name, cookie.value, cookie.maxAgeS) : undefined) },
    { priority: choice.kind === 'risk' ? MODAL_PRIORITY.kycRiskUser : MODAL_PRIORITY.kycUpgrade },
  );
}
