import type { AccountMenuVariant } from '@meridian/domain';
import type { ReactNode } from 'react';
import { useTranslations } from '../../i18n';
import { useSession } from '../../shell/session';
import { AccountSideMenu } from './account-side-menu';
import './account-area.css';

/**
 * The /myaccount pages' frame (issue 16): the account side menu beside the page (above it, as a
 * dropdown, on narrow screens). The route sends a visitor to log in before anything renders; a
 * session that ended since (logged out in another tab) gets a log-in prompt instead of the page.
 */
export function AccountAreaLayout({
  variant = 'one',
  loginHref,
  children,
}: {
  variant?: AccountMenuVariant;
  /** The log-in page with this page to come back to (domain loginRedirectPath). */
  loginHref: string;
  children: ReactNode;
}) {
  const { session } = useSession();
  if (session.status === 'logged-out') return <LoginNeeded loginHref={loginHref} />;
  return (
    <div className="account-area" data-variant={variant}>
      <div className="account-area__menu">
        <AccountSideMenu variant={variant} />
      </div>
      <div className="account-area__page">{children}</div>
    </div>
  );
}

function LoginNeeded({ loginHref }: { loginHref: string }) {
  const t = useTranslations('accountArea.loginNeeded');
  return (
    <main className="page account-page" id="main" data-testid="account-login-needed">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <a className="button" href={loginHref}>
        {t('action')}
      </a>
    </main>
  );
}
