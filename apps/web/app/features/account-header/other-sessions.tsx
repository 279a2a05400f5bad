import { postLogoutOthers } from '@meridian/contracts';
import { useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import { ensureCsrfToken, useAccountSubmit } from '../../shell/session';

/** Log out every other session of the account (a lost phone, a shared computer); this one stays. */
export function OtherSessions() {
  const t = useTranslations('account.security');
  const errors = useTranslations('account.form.errors');
  const general = useTranslations('account.form');
  const clients = useBrowserClients();
  const id = useId();
  const [closed, setClosed] = useState<number | null>(null);
  const { pending, error, run } = useAccountSubmit('logoutOthers');
  return (
    <section className="security-dialog__section" aria-labelledby={`${id}-heading`} data-testid="other-sessions">
      <h3 id={`${id}-heading`}>{t('sessionsHeading')}</h3>
      <p>{t('sessionsIntro')}</p>
      <button
        type="button"
        className="button button--outline"
        disabled={pending}
        aria-busy={pending}
        onClick={() => {
          setClosed(null);
          void run(
            async () => {
              await ensureCsrfToken(clients);
              return clients.post(postLogoutOthers, {});
            },
            (answer) => setClosed(answer.closed),
          );
        }}
      >
        {pending ? general('working') : t('logoutOthers')}
      </button>
      <p className="security-dialog__notice" role="status" data-testid="logout-others-result">
        {closed === null ? null : t('loggedOutOthers', { closed })}
      </p>
      <p className="account-header__error" role="alert">
        {error ? errors(error) : null}
      </p>
    </section>
  );
}
