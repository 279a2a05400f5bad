import { COMPLIANCE_CHECK_PATH, complianceCheck } from '@meridian/contracts';
import { type ComplianceCheck, defaultComplianceCheck } from '@meridian/domain';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS, type ApiFetch } from '../http';

/**
 * GET /api/web/v1/compliance/check for this page's visitor (shell §7; keyed by locale, as the
 * texts of business messages and tips are). Any failure gives the shell §3 defaults ("business [],
 * limit {}, toast {}, menu [], tips {}"), so a page never waits on or breaks for it.
 *
 * Not cached: unlike site settings, the answer depends on the visitor (country, later session).
 */
export async function loadComplianceCheck(api: ApiFetch, localeCode: string): Promise<ComplianceCheck> {
  const path = `${COMPLIANCE_CHECK_PATH}?locale=${encodeURIComponent(localeCode)}`;
  const outcome = await getEnvelope(api, path, complianceCheck, { timeoutMs: SERVER_REQUEST_TIMEOUT_MS });
  return outcome.ok ? outcome.data : defaultComplianceCheck();
}
