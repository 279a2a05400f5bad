import { breadcrumbJsonLd, type JsonLdNode, seoLinks } from '@meridian/domain';
import { useTranslations } from '../../i18n';
import { useNonce } from '../../shell/security';
import { useSite } from '../../shell/site';

/**
 * JSON for inside `<script>`: `<` and `>` as \u003c and \u003e so no value can close the element
 * ("</script>") or open a comment, and `&` as \u0026 for parsers that read the block as HTML.
 * Every JSON parser reads the escapes as the same characters.
 */
export function jsonLdScriptText(data: JsonLdNode | readonly JsonLdNode[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * A schema.org snippet. A data block (type application/ld+json) is never executed, so the CSP
 * does not apply to it; it carries the nonce anyway so every inline script of a page does
 * (the rule the security-header tests hold). On the client the nonce is '' and the browser hides
 * the server's value, so hydration sees the same attribute.
 */
export function JsonLd({ data }: { data: JsonLdNode | readonly JsonLdNode[] }) {
  const nonce = useNonce();
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdScriptText(data) }} />
  );
}

export interface BreadcrumbStep {
  /** The step's visible name, already translated. */
  name: string;
  /** The step's path without locale prefix; the home step is added first. */
  path: string;
}

/** BreadcrumbList for a page with a trail: Home, then `trail`, as absolute canonical URLs. */
export function BreadcrumbJsonLd({ trail }: { trail: readonly BreadcrumbStep[] }) {
  const { site, locale } = useSite();
  const t = useTranslations('seo.trail');
  const steps = [{ name: t('home'), path: '/' }, ...trail];
  return (
    <JsonLd
      data={breadcrumbJsonLd(steps.map((s) => ({ name: s.name, url: seoLinks(site, locale, s.path).canonical })))}
    />
  );
}
