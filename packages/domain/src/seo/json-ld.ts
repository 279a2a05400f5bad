import type { Locale } from '../locales/locales';
import { siteUrl } from '../sites/site-hosts';
import type { SiteConfig } from '../sites/site-config';
import { SEO_PROTOCOL, siteAssetUrl } from './seo-links';

/**
 * shell §1 "structured-data snippets": schema.org JSON-LD. Only JSON values, so a snippet is
 * always serialisable and the same on server and client.
 */
export type JsonLdValue =
  string | number | boolean | null | readonly JsonLdValue[] | { readonly [key: string]: JsonLdValue };
export type JsonLdNode = { readonly '@type': string } & { readonly [key: string]: JsonLdValue };

const SCHEMA_ORG = 'https://schema.org';

/** The site's home page in its default locale: the URL that stands for the organisation. */
function siteHome(site: SiteConfig): string {
  const defaultLocale = site.locales[0];
  if (!defaultLocale) throw new Error(`site ${site.key} has no locale`);
  return siteUrl(site, defaultLocale, '/', SEO_PROTOCOL);
}

/** Stable node ids so WebSite can point at its publisher instead of repeating it. */
function organizationId(site: SiteConfig): string {
  return `${siteHome(site)}#organization`;
}

/** Organization (home pages): the site's brand, home URL, logo and contacts (shell §3 site config). */
export function organizationJsonLd(site: SiteConfig): JsonLdNode {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.name,
    url: siteHome(site),
    logo: siteAssetUrl(site, site.logo.light),
    email: site.support.email,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: site.support.email,
        telephone: site.support.phone,
      },
      { '@type': 'ContactPoint', contactType: 'sales', email: site.business.email },
    ],
  };
}

/** WebSite (home pages): this locale's home, in this language, published by the site's organisation. */
export function websiteJsonLd(site: SiteConfig, locale: Locale): JsonLdNode {
  const url = siteUrl(site, locale, '/', SEO_PROTOCOL);
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name: site.ogSiteName,
    url,
    inLanguage: locale.htmlLang,
    publisher: { '@id': organizationId(site) },
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL of the step. */
  url: string;
}

/** BreadcrumbList for a page with a trail (home → section → page), positions from 1. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLdNode {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
