import { type LanguageTag, LANGUAGES, type SiteConfig, SITE_IDS } from '@meridian/domain';
import * as z from 'zod/mini';

const languageTag = z.custom<LanguageTag>(
  (value) => typeof value === 'string' && LANGUAGES.some((l) => l.lang === value),
  'one of our language tags',
);
const path = z.string().check(z.regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'a path on the site or an https URL'));
const host = z.string().check(z.regex(/^[a-z0-9.-]+\.example$/, 'a host on the reserved .example domain'));
const email = z.email().check(z.refine((e) => e.endsWith('.example'), 'an address on a .example domain'));
const nonEmpty = z.string().check(z.minLength(1));
const webSocketUrl = z.string().check(z.startsWith('wss://'));

const locale = z.strictObject({
  code: z.string().check(z.minLength(2)),
  prefix: z.string(),
  catalog: languageTag,
  htmlLang: z.string().check(z.minLength(2)),
});

/**
 * shell §3 "Site config fields". Strict: a site with a field missing, misspelt or extra fails, so
 * the registry cannot drift from this list.
 */
export const siteConfigSchema = z.strictObject({
  id: z.union(Object.values(SITE_IDS).map((id) => z.literal(id))),
  key: z.enum(Object.keys(SITE_IDS) as [keyof typeof SITE_IDS, ...(keyof typeof SITE_IDS)[]]),
  name: z.string().check(z.startsWith('Meridian')),
  webSiteDomain: host,
  ogSiteName: nonEmpty,
  collectId: nonEmpty,
  gtagId: nonEmpty,
  logo: z.strictObject({ light: path, dark: path }),
  ws: z.strictObject({ spot: webSocketUrl, futures: webSocketUrl }),
  authorizedLogin: z.array(z.enum(['google', 'metamask', 'apple', 'telegram', 'meridian_tr'])).check(z.minLength(1)),
  chatroom: z.boolean(),
  bigData: z.boolean(),
  support: z.strictObject({ email, phone: z.string().check(z.minLength(5)) }),
  business: z.strictObject({ email }),
  docs: z.strictObject({
    agreement: path,
    privacy_policy: path,
    risk_disclosure: path,
    licenses: path,
    about: path,
    important_notes: path,
  }),
  totpName: nonEmpty,
  antiDomains: z.array(host),
  defaultLang: languageTag,
  thirdPartyLogin: z.strictObject({
    googleClientId: nonEmpty,
    appleClientId: nonEmpty,
    metamaskAppName: nonEmpty,
    providerClientId: nonEmpty,
  }),
  tradingViewExchange: z.nullable(z.enum(['US', 'UK', 'JP', 'UAE', 'AU'])),
  hide: z.strictObject({
    appDownload: z.boolean(),
    notification: z.boolean(),
    referral: z.boolean(),
    footerSignup: z.boolean(),
    themeSwitch: z.boolean(),
    languageAndRate: z.boolean(),
  }),
  locales: z.array(locale).check(z.minLength(1)),
  hosting: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('own-domain') }),
    z.strictObject({ kind: z.literal('main-host-prefix'), aliasHosts: z.array(host).check(z.minLength(1)) }),
  ]),
  footer: z.enum(['global', 'turkey', 'regulated', 'hong-kong']),
  appDownloadPath: path,
}) satisfies z.ZodMiniType<SiteConfig>;
