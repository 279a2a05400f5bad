import { businessComplianceCheckFor, getDeclarationStatus, getKycFooterTips } from '@meridian/contracts';
import {
  BUSINESS_MESSAGE_TYPES,
  type BusinessComplianceMessage,
  DECLARATION_STATUS,
  defaultKycFooterTipValues,
  type KycFooterTipValues,
  SITE_IDS,
} from '@meridian/domain';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS, type ApiFetch } from '../http';

/** What a logged-in account's page shows of its own compliance state, read before render. */
export interface AccountCompliance {
  /** widgets §3 business compliance messages (the compliance bar; the 24 h cool-down reminder). */
  business: BusinessComplianceMessage[];
  /** shell §5 the KYC footer tip's values (the KYC tip bar shows by them). */
  kycFooterTip: KycFooterTipValues;
  /**
   * widgets §3 declaration status (1 needs signing, 2 signed), read on the Turkey site (its
   * footer's Declaration link, widgets §2) and wherever a declaration message is due; else absent.
   */
  declarationStatus?: number;
}

/** Nothing to show: a visitor, or calls that failed (widgets §8 "Compliance message call fails | empty default message"). */
export function noAccountCompliance(): AccountCompliance {
  return { business: [], kycFooterTip: defaultKycFooterTipValues() };
}

/**
 * The business compliance check (widgets §7 "per locale; one path for main, Turkey, UK and AU
 * sites, another otherwise"; `resMsg.code` 0 and `datas`) and the KYC footer tips (shell §7), for
 * the logged-in account whose cookies `api` forwards. Read on the server so the bars are in the
 * first paint (no layout shift); any failure is the empty default.
 */
export async function loadAccountCompliance(
  api: ApiFetch,
  siteId: number,
  localeCode: string,
): Promise<AccountCompliance> {
  const options = { timeoutMs: SERVER_REQUEST_TIMEOUT_MS };
  // widgets §8 "Declaration status call fails | status 1 (needs signing)".
  const declaration = async () => {
    const outcome = await getEnvelope(api, getDeclarationStatus, options);
    return outcome.ok ? outcome.data.status : DECLARATION_STATUS.needsSigning;
  };
  const [businessOutcome, footer, turkeyDeclaration] = await Promise.all([
    getEnvelope(api, businessComplianceCheckFor(siteId), { ...options, query: { locale: localeCode } }),
    getEnvelope(api, getKycFooterTips, options),
    siteId === SITE_IDS.turkey ? declaration() : undefined,
  ]);
  const business = businessOutcome.ok && businessOutcome.data.resMsg.code === 0 ? businessOutcome.data.datas : [];
  const declarationDue = business.some((m) => m.type === BUSINESS_MESSAGE_TYPES.customerUnderstandDeclaration);
  const declarationStatus = turkeyDeclaration ?? (declarationDue ? await declaration() : undefined);
  return {
    business,
    kycFooterTip: footer.ok ? footer.data : defaultKycFooterTipValues(),
    ...(declarationStatus === undefined ? {} : { declarationStatus }),
  };
}
