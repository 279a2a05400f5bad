import type { LanguageTag } from '../locales/languages';
import type { Locale } from '../locales/locales';
import type { SiteId, SiteKey } from './site-ids';

export type LoginProvider = 'google' | 'metamask' | 'apple' | 'telegram' | 'meridian_tr';
export type TradingViewExchange = 'US' | 'UK' | 'JP' | 'UAE' | 'AU';
export type FooterKind = 'global' | 'turkey' | 'regulated' | 'hong-kong';

/** shell §3 "Site config fields", one regional site of the exchange. */
export interface SiteConfig {
  id: SiteId;
  key: SiteKey;
  /** Brand name shown to people, e.g. "Meridian TR". */
  name: string;
  /** The site's canonical host (no scheme). */
  webSiteDomain: string;
  ogSiteName: string;
  /** Analytics collection id. */
  collectId: string;
  /** Tag-manager id. */
  gtagId: string;
  logo: { light: string; dark: string };
  ws: { spot: string; futures: string };
  /** shell §3 "authorizedLogin: main allows google, metamask, apple; Turkey allows the provider's own login." */
  authorizedLogin: LoginProvider[];
  chatroom: boolean;
  bigData: boolean;
  support: { email: string; phone: string };
  business: { email: string };
  /** Paths (on this site) or absolute URLs of the legal documents. */
  docs: {
    agreement: string;
    privacy_policy: string;
    risk_disclosure: string;
    licenses: string;
    about: string;
    important_notes: string;
  };
  /** The issuer name shown in authenticator apps. */
  totpName: string;
  /** Look-alike domains the anti-phishing notice warns about. */
  antiDomains: string[];
  defaultLang: LanguageTag;
  thirdPartyLogin: { googleClientId: string; appleClientId: string; metamaskAppName: string; providerClientId: string };
  /** shell §3 "tradingViewExchange (US/UK/JP/UAE/AU)"; null elsewhere. */
  tradingViewExchange: TradingViewExchange | null;
  hide: {
    appDownload: boolean;
    notification: boolean;
    referral: boolean;
    footerSignup: boolean;
    themeSwitch: boolean;
    languageAndRate: boolean;
  };
  /** The locales the site supports; the first is its default. */
  locales: Locale[];
  /**
   * How the site is reached: on a domain of its own, or on the main host under its locale
   * prefixes (shell §2 "Regional hosts map to the main host with a prefix").
   */
  hosting: { kind: 'own-domain' } | { kind: 'main-host-prefix'; aliasHosts: string[] };
  /** widgets §2 "Footers per region". */
  footer: FooterKind;
  /** App download page: shell §2 "App download page is /appdownload; Turkey uses /mobileapp." */
  appDownloadPath: string;
}
