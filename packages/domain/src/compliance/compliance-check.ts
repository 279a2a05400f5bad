import type { SiteSwitchFlags } from './site-switch';

/**
 * shell §3 "Compliance check response: menu (list of restricted feature codes), business (list),
 * limit, toast, tips". Only the site-switch flags of `limit` (widgets §3) are typed here: the
 * widgets that read the other fields (compliance modal and bar, gating) narrow them in their own
 * rules, and until then they pass through untouched rather than being guessed at.
 */
export interface ComplianceCheck {
  menu: string[];
  business: Record<string, unknown>[];
  limit: ComplianceLimit;
  toast: Record<string, unknown>;
  tips: Record<string, unknown>;
}

export type ComplianceLimit = Partial<SiteSwitchFlags> & Record<string, unknown>;

/** shell §3 "Defaults: business [], limit {}, toast {}, menu [], tips {}." */
export function defaultComplianceCheck(): ComplianceCheck {
  return { business: [], limit: {}, toast: {}, menu: [], tips: {} };
}
