import type { ComplianceCheck } from './compliance-check';
import { COMPLIANCE_FEATURES, type ComplianceFeatureCode, isComplianceFeatureCode } from './feature-codes';

/** shell §2 "/state_compliance_tips is the redirect target for restricted users". */
export const COMPLIANCE_TIPS_PATH = '/state_compliance_tips';

/**
 * Paths a visitor from a country the whole site is closed to may still open (decision 0048): the
 * tips page itself, the legal documents that explain why, and the ways an existing customer takes
 * their assets out (log in, withdraw, ask support). Closing those too would hold customers' funds.
 */
export const ALWAYS_OPEN_PATHS = [
  COMPLIANCE_TIPS_PATH,
  '/user-agreement',
  '/privacy-policy',
  '/legal',
  '/login',
  '/myaccount/withdraw',
  '/myaccount/tickets',
] as const;

/** What the server does with a page before rendering it (shell §4 "Compliance gating"). */
export type ComplianceGate =
  | { kind: 'open' }
  /** Render the compliance tips in place of the page (its address stays). */
  | { kind: 'tips'; feature: ComplianceFeatureCode }
  /** Send the visitor to `to` (a path without locale prefix). */
  | { kind: 'redirect'; to: string; reason: 'limit_country' | ComplianceFeatureCode };

/** `path` equals `base` or lies under it (case-insensitive: the feature paths are site paths). */
function under(path: string, base: string): boolean {
  const p = path.toLowerCase();
  const b = base.toLowerCase();
  return p === b || p.startsWith(`${b}/`);
}

/** The feature code a path belongs to: the code with the longest matching path, or undefined. */
export function featureCodeOfPath(path: string): ComplianceFeatureCode | undefined {
  let best: { code: ComplianceFeatureCode; length: number } | undefined;
  for (const [code, paths] of Object.entries(COMPLIANCE_FEATURES) as [ComplianceFeatureCode, readonly string[]][]) {
    for (const base of paths) {
      if (under(path, base) && (best === undefined || base.length > best.length)) best = { code, length: base.length };
    }
  }
  return best?.code;
}

/**
 * shell §4 Compliance gating: "A restricted limit_country redirects to /state_compliance_tips. A
 * restricted feature code with is_show_compliance_tips shows the tips; without it the user is
 * redirected" (to the home page: the tips are what the flag withholds). `path` is without its
 * locale prefix.
 */
export function complianceGate(path: string, check: Pick<ComplianceCheck, 'menu' | 'limit'>): ComplianceGate {
  if (ALWAYS_OPEN_PATHS.some((open) => under(path, open))) return { kind: 'open' };
  if (check.limit.limit_country === true)
    return { kind: 'redirect', to: COMPLIANCE_TIPS_PATH, reason: 'limit_country' };
  const feature = featureCodeOfPath(path);
  if (feature === undefined) return { kind: 'open' };
  const restricted = check.menu.some((code) => isComplianceFeatureCode(code) && code === feature);
  if (!restricted) return { kind: 'open' };
  return check.limit.is_show_compliance_tips === true
    ? { kind: 'tips', feature }
    : { kind: 'redirect', to: '/', reason: feature };
}
