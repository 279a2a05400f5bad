import { describe, expect, it } from 'vitest';
import { siteByKey, SITES } from '../sites/site-registry';
import {
  decideLegalPage,
  LEGAL_DOCUMENT_KINDS,
  LEGAL_EFFECTIVE_DATES,
  LEGAL_PAGE_PATHS,
  siteLegalDocuments,
} from './legal-documents';

const page = (path: string, key: Parameters<typeof siteByKey>[0]) => decideLegalPage(siteByKey(key).docs, path).kind;

describe('legal pages per region (shell §2 table)', () => {
  it('"main, UK, Turkey | /user-agreement, /privacy-policy"', () => {
    for (const key of ['main', 'uk', 'turkey'] as const) {
      expect(decideLegalPage(siteByKey(key).docs, '/user-agreement')).toEqual({
        kind: 'page',
        document: 'agreement',
        title: 'userAgreement',
      });
      expect(decideLegalPage(siteByKey(key).docs, '/privacy-policy')).toEqual({
        kind: 'page',
        document: 'privacy_policy',
        title: 'privacyPolicy',
      });
    }
  });

  it('"US | /legal/user-agreement, /legal/privacy-policy, /legal/disclosures"', () => {
    expect(page('/legal/user-agreement', 'us')).toBe('page');
    expect(page('/legal/privacy-policy', 'us')).toBe('page');
    expect(decideLegalPage(siteByKey('us').docs, '/legal/disclosures')).toEqual({
      kind: 'page',
      document: 'risk_disclosure',
      title: 'disclosures',
    });
    // The main site's paths of the same documents lead to the US paths.
    expect(decideLegalPage(siteByKey('us').docs, '/user-agreement')).toEqual({
      kind: 'redirect',
      to: '/legal/user-agreement',
    });
    expect(decideLegalPage(siteByKey('us').docs, '/privacy-policy')).toEqual({
      kind: 'redirect',
      to: '/legal/privacy-policy',
    });
  });

  it('"UAE | /legal/privacy-and-cookie-policy"', () => {
    expect(decideLegalPage(siteByKey('uae').docs, '/legal/privacy-and-cookie-policy')).toEqual({
      kind: 'page',
      document: 'privacy_policy',
      title: 'privacyAndCookiePolicy',
    });
    expect(decideLegalPage(siteByKey('uae').docs, '/privacy-policy')).toEqual({
      kind: 'redirect',
      to: '/legal/privacy-and-cookie-policy',
    });
    expect(page('/legal/privacy-and-cookie-policy', 'main')).toBe('redirect');
  });

  it('"Hong Kong, Bahamas | PDF documents": the page paths lead to the PDFs', () => {
    expect(decideLegalPage(siteByKey('hongKong').docs, '/user-agreement')).toEqual({
      kind: 'redirect',
      to: '/docs/hk/user-agreement.pdf',
    });
    expect(decideLegalPage(siteByKey('bahamas').docs, '/privacy-policy')).toEqual({
      kind: 'redirect',
      to: '/docs/bs/privacy-policy.pdf',
    });
    expect(decideLegalPage(siteByKey('bahamas').docs, '/legal/disclosures')).toEqual({
      kind: 'redirect',
      to: '/docs/bs/risk-disclosure.pdf',
    });
    const formats = siteLegalDocuments(siteByKey('hongKong').docs)
      .filter((d) => d.format === 'pdf')
      .map((d) => d.document);
    expect(formats).toEqual(['agreement', 'privacy_policy', 'risk_disclosure']);
  });

  it('a path that is no legal document of any site is not found', () => {
    for (const site of SITES) {
      expect(decideLegalPage(site.docs, '/legal/no-such-document').kind).toBe('not-found');
      expect(decideLegalPage(site.docs, '/legal/about-us').kind).toBe('not-found');
    }
  });

  it('every site page path of every registry document is a page on its site, with a title and a date', () => {
    for (const site of SITES) {
      for (const doc of siteLegalDocuments(site.docs)) {
        expect(LEGAL_EFFECTIVE_DATES[doc.document]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (doc.format !== 'page') continue;
        expect(decideLegalPage(site.docs, doc.path), `${site.key} ${doc.path}`).toMatchObject({
          kind: 'page',
          document: doc.document,
        });
        expect(LEGAL_PAGE_PATHS[doc.path], `${doc.path} is a known legal path`).toBeDefined();
      }
    }
    expect(LEGAL_DOCUMENT_KINDS).toHaveLength(5);
  });
});
