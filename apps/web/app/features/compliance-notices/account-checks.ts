import { postUserAgreementStatus } from '@meridian/contracts';
import { DEFAULT_AGREEMENT_SCENE, MODAL_PRIORITY, USER_AGREEMENT_STATUS } from '@meridian/domain';
import type { BrowserClients } from '../../shell/http';
import type { useModals } from '../../shell/modals';
import { ensureCsrfToken } from '../../shell/session';

/**
 * The account checks that need the browser (loaded after the page is interactive, never in its
 * first bundle): widgets §7 "POST /api/web/v1/compliance-kyc/user-agreement/status (with
 * credentials) | scene (default user_agreement)", and widgets §4 "Shown while the status says
 * show". Nothing shows when the call fails.
 */
export async function checkUserAgreement({
  clients,
  open,
  localeCode,
}: {
  clients: BrowserClients;
  open: ReturnType<typeof useModals>['open'];
  localeCode: string;
}): Promise<void> {
  await ensureCsrfToken(clients);
  const outcome = await clients.post(postUserAgreementStatus, { scene: DEFAULT_AGREEMENT_SCENE, locale: localeCode });
  if (!outcome.ok || outcome.data.status !== USER_AGREEMENT_STATUS.mustAccept) return;
  open('user-agreement', { agreement: outcome.data }, { priority: MODAL_PRIORITY.blocking });
}
