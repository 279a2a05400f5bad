import type { LoginProvider, SiteConfig } from '@meridian/domain';
import { useState } from 'react';
import { useTranslations } from '../../app/i18n';

/** Brand names are not translated. */
const PROVIDER_NAMES: Record<Exclude<LoginProvider, 'meridian_tr'>, string> = {
  google: 'Google',
  metamask: 'MetaMask',
  apple: 'Apple',
  telegram: 'Telegram',
};

function providerName(provider: LoginProvider, site: SiteConfig): string {
  // shell §3 "Turkey allows the provider's own login": the regional brand's own account.
  return provider === 'meridian_tr' ? site.name : PROVIDER_NAMES[provider];
}

/**
 * shell §6 "Login methods per site are limited by authorizedLogin": one button per allowed
 * provider. The providers are third parties this environment cannot reach, so a button says so
 * instead of leaving the page.
 */
export function ThirdPartyLogins({ site }: { site: SiteConfig }) {
  const t = useTranslations('account.form');
  const [unavailable, setUnavailable] = useState<string | null>(null);
  if (site.authorizedLogin.length === 0) return null;
  return (
    <div className="third-party" data-testid="third-party-logins">
      <p className="third-party__or">
        <span>{t('or')}</span>
      </p>
      <ul className="third-party__list">
        {site.authorizedLogin.map((provider) => {
          const name = providerName(provider, site);
          return (
            <li key={provider}>
              <button
                type="button"
                className="button button--outline"
                data-provider={provider}
                onClick={() => setUnavailable(t('providerUnavailable', { provider: name }))}
              >
                {t('continueWith', { provider: name })}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="form-notice" role="status" data-testid="provider-notice">
        {unavailable}
      </p>
    </div>
  );
}
