import type { MouseEvent } from 'react';
import { useTranslations } from '../../i18n';
import type { RegistrationType } from '../../shell/registration';
import { preloadRegistration, useSession } from '../../shell/session';
import { useLocalizedPath } from '../../shell/site';

/** The page's own ch and ref_uid (shell §2), handed on to the registration micro-app. */
function channelQuery(): { ch: string | undefined; refUid: string | undefined } {
  const query = new URLSearchParams(window.location.search);
  return { ch: query.get('ch') ?? undefined, refUid: query.get('ref_uid') ?? undefined };
}

/**
 * Log in and sign up. Links to /login and /signup, so they work before the page's script runs;
 * once it has, they open the registration micro-app in a dialog instead.
 */
export function VisitorActions() {
  const t = useTranslations('account.header');
  const to = useLocalizedPath();
  const { openRegistration } = useSession();
  const open = (type: RegistrationType) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openRegistration({ type, ...channelQuery() });
  };
  return (
    <>
      {/* Named by its label: on phones only the icon shows. */}
      <a
        className="account-header__login"
        href={to('/login')}
        aria-label={t('logIn')}
        onClick={open('login')}
        onPointerEnter={preloadRegistration}
        onFocus={preloadRegistration}
      >
        <span className="account-header__login-text">{t('logIn')}</span>
        <span className="account-header__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" focusable="false">
            <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
          </svg>
        </span>
      </a>
      <a
        className="button account-header__signup"
        href={to('/signup')}
        onClick={open('signup')}
        onPointerEnter={preloadRegistration}
        onFocus={preloadRegistration}
      >
        {t('signUp')}
      </a>
    </>
  );
}
