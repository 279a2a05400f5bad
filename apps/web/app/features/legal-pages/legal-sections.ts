import type { LegalDocumentKind } from '@meridian/domain';
import type { useTranslations } from '../../i18n';

/** A key of the legal catalog, checked against the English file. */
type LegalMessageKey = Parameters<ReturnType<typeof useTranslations<'legal'>>>[0];

interface SectionKeys {
  heading: LegalMessageKey;
  body: LegalMessageKey;
}

/** The keys of the listed sections of one document; a missing section is a type error. */
function sections<const K extends LegalDocumentKind, const Id extends string>(
  document: K,
  ids: readonly Id[],
): Array<{ heading: `${K}.sections.${Id}.heading`; body: `${K}.sections.${Id}.body` }> {
  return ids.map((id) => ({ heading: `${document}.sections.${id}.heading`, body: `${document}.sections.${id}.body` }));
}

/** Each document's numbered sections, in the order they are shown (and printed in the PDFs). */
export const LEGAL_SECTIONS: Readonly<Record<LegalDocumentKind, readonly SectionKeys[]>> = {
  agreement: sections('agreement', [
    'eligibility',
    'account',
    'verification',
    'trading',
    'fees',
    'risk',
    'termination',
    'changes',
  ]),
  privacy_policy: sections('privacy_policy', ['collect', 'use', 'share', 'cookies', 'retention', 'rights']),
  risk_disclosure: sections('risk_disclosure', ['volatility', 'leverage', 'liquidity', 'technology', 'protection']),
  licenses: sections('licenses', ['registrations', 'scope', 'verify']),
  important_notes: sections('important_notes', ['phishing', 'advice', 'restricted']),
};
