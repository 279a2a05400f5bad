import { safeReturnPath } from '@meridian/domain';
import { useTranslations } from '../../i18n';
import { useLocalizedPath, useSite } from '../site';
import { useSession } from '../session';
import { useTheme } from '../theme';
import { RegistrationFrame } from './registration-frame';
import type { RegistrationType } from './registration-protocol';
import './registration.css';

interface Props {
  type: RegistrationType;
  /** shell §2 "/login, /signup (query ch, ref_uid)". */
  ch: string | undefined;
  refUid: string | undefined;
  /**
   * Issue 16 item 5: where to go once logged in, already checked as a same-site path (domain
   * safeReturnPath; the route checks it on the server); the home page when absent.
   */
  returnTo?: string | undefined;
}

/**
 * /login and /signup: the same registration micro-app as the dialog, open from the start and part
 * of the page (nothing to dismiss). Once signed in, the visitor lands on the page it was sent
 * from (`returnTo`) or the home page, loaded afresh so every part of it sees the new session.
 */
export function RegistrationPage({ type, ch, refUid, returnTo }: Props) {
  const t = useTranslations('account.registration');
  const { site, locale } = useSite();
  const { theme } = useTheme();
  const { session } = useSession();
  const to = useLocalizedPath();
  // Checked again here: the page may be rendered with a value that did not come through the loader.
  const destination = safeReturnPath(returnTo) ?? to('/');
  return (
    <main className="page registration-page" id="main">
      <h1>{t(`title.${type}`)}</h1>
      {session.status === 'logged-in' ? (
        <p data-testid="already-logged-in">
          {t('alreadyLoggedIn', { nickname: session.userInfo.user_info.nick })}{' '}
          <a href={destination}>{destination === to('/') ? t('goHome') : t('continue')}</a>
        </p>
      ) : (
        <RegistrationFrame
          options={{ type, ch, refUid, lang: locale.catalog, theme, siteId: site.id, embedded: true }}
          title={t('frameTitle')}
          loadingLabel={t('loading')}
          onSignedIn={() => window.location.assign(destination)}
        />
      )}
    </main>
  );
}
