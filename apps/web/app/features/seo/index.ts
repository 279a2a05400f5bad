// SEO of every page (issue 3): route `meta` exports call pageMeta; pages with structured data
// render JsonLd (home: Organization and WebSite) or BreadcrumbJsonLd.
export { organizationJsonLd, websiteJsonLd } from '@meridian/domain';
export { myAccountPageMeta, privatePageMeta } from './private-page-meta';
export { BreadcrumbJsonLd, JsonLd, jsonLdScriptText, type BreadcrumbStep } from './json-ld';
export {
  accountPageMeta,
  errorPageMeta,
  pageMeta,
  type AccountPage,
  type PageMetaArgs,
  type SeoPage,
  type SeoRootData,
} from './page-meta';
