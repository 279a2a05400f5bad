import type { SiteConfig } from '../sites/site-config';
import { isStaticDocument, normalizePagePath, type SitePageDecision } from './site-page-routing';

type SiteDocs = SiteConfig['docs'];

/** The legal documents of `SiteConfig.docs` (the about page is not one). */
export type LegalDocumentKind = Exclude<keyof SiteDocs, 'about'>;

export const LEGAL_DOCUMENT_KINDS: readonly LegalDocumentKind[] = [
  'agreement',
  'privacy_policy',
  'risk_disclosure',
  'licenses',
  'important_notes',
];

/** The heading a document carries; the same document is titled differently on some sites. */
export type LegalTitleId =
  | 'userAgreement'
  | 'privacyPolicy'
  | 'privacyAndCookiePolicy'
  | 'disclosures'
  | 'riskDisclosure'
  | 'licenses'
  | 'importantNotes';

interface LegalPagePath {
  document: LegalDocumentKind;
  title: LegalTitleId;
}

/**
 * Every path at which some site serves a legal document as a page. shell §2 "Legal and site pages
 * per region": "main, UK, Turkey: /user-agreement, /privacy-policy"; "US: /legal/user-agreement,
 * /legal/privacy-policy, /legal/disclosures"; "UAE: /legal/privacy-and-cookie-policy". The last
 * three are the registry's standard paths for the remaining documents.
 */
export const LEGAL_PAGE_PATHS: Readonly<Record<string, LegalPagePath>> = {
  '/user-agreement': { document: 'agreement', title: 'userAgreement' },
  '/legal/user-agreement': { document: 'agreement', title: 'userAgreement' },
  '/privacy-policy': { document: 'privacy_policy', title: 'privacyPolicy' },
  '/legal/privacy-policy': { document: 'privacy_policy', title: 'privacyPolicy' },
  '/legal/privacy-and-cookie-policy': { document: 'privacy_policy', title: 'privacyAndCookiePolicy' },
  '/legal/disclosures': { document: 'risk_disclosure', title: 'disclosures' },
  '/legal/risk-disclosure': { document: 'risk_disclosure', title: 'riskDisclosure' },
  '/legal/licenses': { document: 'licenses', title: 'licenses' },
  '/legal/important-notes': { document: 'important_notes', title: 'importantNotes' },
};

const DEFAULT_TITLES: Readonly<Record<LegalDocumentKind, LegalTitleId>> = {
  agreement: 'userAgreement',
  privacy_policy: 'privacyPolicy',
  risk_disclosure: 'riskDisclosure',
  licenses: 'licenses',
  important_notes: 'importantNotes',
};

/** When the current text of each document took effect (ISO dates, shown on the page). */
export const LEGAL_EFFECTIVE_DATES: Readonly<Record<LegalDocumentKind, string>> = {
  agreement: '2025-01-15',
  privacy_policy: '2025-01-15',
  risk_disclosure: '2024-11-01',
  licenses: '2024-11-01',
  important_notes: '2024-11-01',
};

export type LegalPageDecision =
  Exclude<SitePageDecision, { kind: 'page' }> | { kind: 'page'; document: LegalDocumentKind; title: LegalTitleId };

/**
 * What a legal route answers on a site. A path is a page when the site's `docs` put a document
 * there; a known legal path of a document the site keeps elsewhere (another path, or a PDF)
 * redirects there, so links shared between sites keep working; anything else is not found.
 */
export function decideLegalPage(docs: SiteDocs, requested: string): LegalPageDecision {
  const path = normalizePagePath(requested);
  const own = LEGAL_DOCUMENT_KINDS.find((document) => normalizePagePath(docs[document]) === path);
  if (own) return { kind: 'page', document: own, title: LEGAL_PAGE_PATHS[path]?.title ?? DEFAULT_TITLES[own] };
  const known = LEGAL_PAGE_PATHS[path];
  return known ? { kind: 'redirect', to: docs[known.document] } : { kind: 'not-found' };
}

export interface SiteLegalDocument {
  document: LegalDocumentKind;
  title: LegalTitleId;
  /** The site's path or URL of the document, without locale prefix. */
  path: string;
  format: 'page' | 'pdf' | 'external';
}

/** The legal documents a site links to, in a fixed order (the legal pages' side list). */
export function siteLegalDocuments(docs: SiteDocs): SiteLegalDocument[] {
  return LEGAL_DOCUMENT_KINDS.map((document) => {
    const path = docs[document];
    const format = !isStaticDocument(path) ? 'page' : /\.pdf$/i.test(path) ? 'pdf' : 'external';
    const title = LEGAL_PAGE_PATHS[path]?.title ?? DEFAULT_TITLES[document];
    return { document, title, path, format };
  });
}
