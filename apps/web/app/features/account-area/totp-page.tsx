import { ACCOUNT_ROUTES } from '@meridian/domain';
import type { ReactNode } from 'react';
import { useTranslations } from '../../i18n';
import { twoFactorOn, useSession } from '../../shell/session';
import { useLocalizedPath, useSite } from '../../shell/site';

/**
 * `/myaccount/totp` (shell §2; issue 16 item 5): two-factor authentication on a page of its own,
 * lit as Security in the side menu. It says whether two-factor is on; `panel` is the set-up or
 * turn-off flow the Security dialog also uses (the route passes it: features do not import each other).
 */
export function TotpPage({ panel }: { panel: ReactNode }) {
  const t = useTranslations('accountArea.totp');
  const { site } = useSite();
  const { session } = useSession();
  const to = useLocalizedPath();
  const on = twoFactorOn(session);
  return (
    <main className="page account-page" id="main" data-testid="totp-page">
      <h1>{t('title')}</h1>
      <p className="account-page__intro">{t('description', { site: site.name })}</p>
      <p className="account-page__notice" role="status" data-testid="totp-status" data-on={on}>
        {on ? t('statusOn') : t('statusOff')}
      </p>
      <div className="account-page__card">{panel}</div>
      <p>
        <a href={to(ACCOUNT_ROUTES.security)} data-testid="totp-back">
          {t('back')}
        </a>
      </p>
    </main>
  );
}
