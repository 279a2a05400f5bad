import { getComplianceCheck } from '@meridian/contracts';
import { type ComplianceCheck, defaultComplianceCheck } from '@meridian/domain';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS, type ApiFetch } from '../http';

/**
 * getComplianceCheck for this page's visitor (shell §7; keyed by locale, as the
 * texts of business messages and tips are). Any failure gives the shell §3 defaults ("business [],
 * limit {}, toast {}, menu [], tips {}"), so a page never waits on or breaks for it.
 *
 * Not cached: unlike site settings, the answer depends on the visitor (country, later session).
 */
export async function loadComplianceCheck(api: ApiFetch, localeCode: string): Promise<ComplianceCheck> {
  const outcome = await getEnvelope(api, getComplianceCheck, {
    timeoutMs: SERVER_REQUEST_TIMEOUT_MS,
    query: { locale: localeCode },
  });
  return outcome.ok ? outcome.data : defaultComplianceCheck();
}
