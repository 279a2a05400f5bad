import { describe, expect, it } from 'vitest';
import { languageLocale, REGIONAL_LOCALES } from '../locales/locales';
import { siteByKey } from '../sites/site-registry';
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from './json-ld';

describe('JSON-LD (shell §1 "structured-data snippets")', () => {
  it('Organization: the site brand, its default-locale home, absolute logo and contacts (shell §3 site config)', () => {
    const turkey = siteByKey('turkey');
    expect(organizationJsonLd(turkey)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.meridiantr.example/#organization',
      name: 'Meridian TR',
      url: 'https://www.meridiantr.example/',
      logo: 'https://www.meridiantr.example/images/logo/turkey-light.svg',
      email: 'support@meridiantr.example',
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          email: 'support@meridiantr.example',
          telephone: '+1 555 0100',
        },
        { '@type': 'ContactPoint', contactType: 'sales', email: 'business@meridiantr.example' },
      ],
    });
  });

  it('a prefix site is its own organisation at its prefix home ("the US site uses fixed US URLs")', () => {
    const us = organizationJsonLd(siteByKey('us'));
    expect(us['@id']).toBe('https://www.meridian.example/en-us/#organization');
    expect(us.url).toBe('https://www.meridian.example/en-us/');
  });

  it('WebSite: this locale home, its language, published by the organisation', () => {
    const main = siteByKey('main');
    expect(websiteJsonLd(main, languageLocale('tr'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://www.meridian.example/tr/#website',
      name: 'Meridian',
      url: 'https://www.meridian.example/tr/',
      inLanguage: 'tr',
      publisher: { '@id': 'https://www.meridian.example/#organization' },
    });
    expect(websiteJsonLd(siteByKey('uk'), REGIONAL_LOCALES['en-uk']).inLanguage).toBe('en-GB');
  });

  it('BreadcrumbList: one ListItem per step, positions from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://www.meridian.example/' },
        { name: 'User agreement', url: 'https://www.meridian.example/user-agreement' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.meridian.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'User agreement',
          item: 'https://www.meridian.example/user-agreement',
        },
      ],
    });
  });
});
