import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, postPasswordReset } from '@meridian/contracts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import { ensureCsrfToken, useAccountSubmit, useSession } from '../../shell/session';
import { useLocalizedPath } from '../../shell/site';
import { OneTimeCodeInput } from '../../kit';
import { RegistrationLink } from './registration-link';
import { useHydrated } from './use-hydrated';
import './account-recovery.css';

interface Props {
  /** The link's token, or null when the link is cut short or damaged. */
  token: string | null;
}

/** What is wrong with the new password before anything is sent. */
type LocalProblem = 'tooShort' | 'mismatch';

function checkPasswords(password: string, repeat: string): LocalProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password !== repeat) return 'mismatch';
  return null;
}

/**
 * /reset-password?token=…, the link of a password-reset message: a new password, typed twice.
 * With two-factor on, the API asks for a code as well (need_2fa: nothing changed yet) and the
 * form grows a code field. Afterwards every session of the account is closed: log in again.
 */
export function ResetPasswordPage({ token }: Props) {
  const t = useTranslations('accountRecovery');
  const errors = useTranslations('account.form.errors');
  const clients = useBrowserClients();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const hydrated = useHydrated();
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const [visible, setVisible] = useState(false);
  const [needCode, setNeedCode] = useState(false);
  const [problem, setProblem] = useState<LocalProblem | null>(null);
  const [done, setDone] = useState(false);
  const { pending, error, run } = useAccountSubmit('resetPassword');

  if (done) {
    return (
      <main className="page account-recovery" id="main" data-testid="reset-password-page">
        <h1>{t('reset.title')}</h1>
        <div className="recovery-form">
          <p className="recovery-notice" role="status" data-testid="password-changed">
            {t('reset.done')}
          </p>
          <p>
            {/* Signed in from here: the home page, as after any log-in page. */}
            <RegistrationLink className="button" request={{ type: 'login', onSignedIn: () => void navigate(to('/')) }}>
              {t('logIn')}
            </RegistrationLink>
          </p>
        </div>
      </main>
    );
  }

  const fieldType = visible ? 'text' : 'password';
  const invalid = (which: LocalProblem | null) => problem !== null && (which === null || problem === which);
  return (
    <main className="page account-recovery" id="main" data-testid="reset-password-page">
      <h1>{t('reset.title')}</h1>
      {token === null ? (
        <>
          <p className="recovery-error" role="alert" data-testid="recovery-error">
            {t('badLink')}
          </p>
          <p>{t('reset.spentHelp')}</p>
          <p>
            <RegistrationLink request={{ type: 'login' }}>{t('logIn')}</RegistrationLink>
          </p>
        </>
      ) : (
        <form
          className="recovery-form"
          aria-labelledby={`${id}-submit`}
          aria-describedby={`${id}-intro`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const local = checkPasswords(password, repeat);
            setProblem(local);
            if (local) return;
            void run(
              async () => {
                await ensureCsrfToken(clients);
                const body = { token, password, code: needCode ? code.trim() : undefined };
                return clients.post(postPasswordReset, body);
              },
              (answer) => {
                if (answer.need_2fa) {
                  setNeedCode(true);
                  return;
                }
                setDone(true);
                // Every session of the account is closed, this browser's too if it had one.
                void refresh();
              },
            );
          }}
        >
          <p id={`${id}-intro`}>{t('reset.intro')}</p>
          <div className="recovery-field">
            <label htmlFor={`${id}-password`}>{t('reset.password')}</label>
            <input
              id={`${id}-password`}
              name="password"
              type={fieldType}
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={invalid('tooShort')}
              aria-describedby={`${id}-hint`}
            />
            <p className="recovery-field__hint" id={`${id}-hint`}>
              {t('reset.hint', { min: PASSWORD_MIN_LENGTH })}
            </p>
          </div>
          <div className="recovery-field">
            <label htmlFor={`${id}-repeat`}>{t('reset.repeat')}</label>
            <input
              id={`${id}-repeat`}
              name="repeat"
              type={fieldType}
              autoComplete="new-password"
              required
              maxLength={PASSWORD_MAX_LENGTH}
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
              aria-invalid={invalid('mismatch')}
            />
          </div>
          <label className="recovery-check">
            <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
            {t('reset.showPasswords')}
          </label>
          {needCode ? (
            <div className="recovery-field" data-testid="reset-code">
              <p role="status">{t('reset.needCode')}</p>
              <OneTimeCodeInput
                id={`${id}-code`}
                label={t('reset.code')}
                accepts="code-or-recovery-code"
                inputMode="numeric"
                value={code}
                onValueChange={setCode}
                // It appeared because the API asked for it: the next thing to type.
                autoFocus
              />
            </div>
          ) : null}
          <p className="recovery-error" role="alert" data-testid="recovery-error">
            {problem ? t(`reset.${problem}`, { min: PASSWORD_MIN_LENGTH }) : error ? errors(error) : null}
          </p>
          {error === 'linkInvalid' ? <p>{t('reset.spentHelp')}</p> : null}
          <div>
            <button
              id={`${id}-submit`}
              type="submit"
              className="button"
              disabled={!hydrated || pending}
              aria-busy={pending}
            >
              {pending ? t('reset.working') : t('reset.submit')}
            </button>
          </div>
          <noscript>
            <p>{t('noScript')}</p>
          </noscript>
        </form>
      )}
    </main>
  );
}
