import { type FundPasswordStatus, postFundPasswordSet } from '@meridian/contracts';
import {
  FUND_PASSWORD_MAX_LENGTH,
  FUND_PASSWORD_MIN_LENGTH,
  type FundPasswordFrequency,
  fundPasswordPolicyProblem,
} from '@meridian/domain';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import { useModals } from '../../shell/modals';
import { ensureCsrfToken, twoFactorOn, useSession } from '../../shell/session';
import { useSite } from '../../shell/site';
import './fund-password.css';

/** Which of the setup texts says what is wrong with a new fund password (setup.problems.*). */
type NewPasswordProblem = 'tooShort' | 'tooLong' | 'spaces';

/**
 * The text of domain fundPasswordPolicyProblem's verdict: the domain decides whether the password
 * is acceptable; its length in code points (as the domain counts) picks which rule it broke.
 */
export function newPasswordProblem(password: string): NewPasswordProblem | null {
  if (fundPasswordPolicyProblem(password) === null) return null;
  const length = [...password].length;
  if (length < FUND_PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > FUND_PASSWORD_MAX_LENGTH) return 'tooLong';
  return 'spaces';
}

type Field = 'old' | 'new' | 'confirm' | 'password' | 'totp';

/**
 * /myaccount/fundpass_setup (widgets §2; issue 16): set the fund password the first time (new,
 * confirm, the log-in password) or change it (current, new, confirm); the authenticator code too
 * when the account has two-factor on (shell §3 user info `login2`). The length rules are the
 * domain's; that it differs from the log-in password only the API can tell, and its message is
 * shown as it comes. Below, the current validity (widgets §3) with a button opening the validity
 * modal. `status` is the loader's read, null when it failed.
 */
export function FundPasswordSetupPage({ status: initial }: { status: FundPasswordStatus | null }) {
  const t = useTranslations('fundPassword.setup');
  const names = useTranslations('fundPassword');
  const { site } = useSite();
  const { session } = useSession();
  const { open } = useModals();
  const clients = useBrowserClients();
  const ids = { old: useId(), new: useId(), confirm: useId(), password: useId(), totp: useId() };
  const formTitleId = useId();
  const validityTitleId = useId();
  const [status, setStatus] = useState(initial);
  const [values, setValues] = useState<Record<Field, string>>({
    old: '',
    new: '',
    confirm: '',
    password: '',
    totp: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<'set' | 'changed' | null>(null);
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const validityButton = useRef<HTMLButtonElement>(null);
  const withCode = twoFactorOn(session);

  if (status === null) {
    return (
      <main className="page account-page fundpass-page" id="main" data-testid="fundpass-setup-page">
        <h1>{t('title')}</h1>
        <p className="account-page__error" role="status" data-testid="fundpass-unavailable">
          {t('unavailable')}
        </p>
      </main>
    );
  }

  const changing = status.is_set;
  const fields: Field[] = [
    ...(changing ? (['old'] as const) : []),
    'new',
    'confirm',
    ...(changing ? [] : (['password'] as const)),
    ...(withCode ? (['totp'] as const) : []),
  ];

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of fields) if (values[field] === '') found[field] = t('problems.required');
    const policy = values.new === '' ? null : newPasswordProblem(values.new);
    if (policy) found.new = t(`problems.${policy}`, { min: FUND_PASSWORD_MIN_LENGTH, max: FUND_PASSWORD_MAX_LENGTH });
    if (!found.confirm && values.confirm !== values.new) found.confirm = t('problems.mismatch');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    const found = check();
    setProblems(found);
    setServerError(null);
    setDone(null);
    if (Object.keys(found).length > 0) return;
    running.current = true;
    setPending(true);
    try {
      await ensureCsrfToken(clients);
      const outcome = await clients.post(postFundPasswordSet, {
        new_fundpass: values.new,
        ...(changing ? { old_fundpass: values.old } : { password: values.password }),
        ...(withCode ? { totp: values.totp.trim() } : {}),
      });
      if (outcome.ok) {
        setStatus({ ...status, is_set: true, frequency: outcome.data.frequency });
        setValues({ old: '', new: '', confirm: '', password: '', totp: '' });
        setDone(changing ? 'changed' : 'set');
        return;
      }
      // The API's reason (a wrong password, the same as the log-in password, a lock), or 'Error'.
      const message = outcome.reason === 'status' || outcome.reason === 'code' ? outcome.message : undefined;
      setServerError(message?.trim() ? message : t('error'));
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  const field = (name: Field, label: string, input: { type: string; autoComplete: string }, hint?: ReactNode) => {
    const problem = problems[name];
    const hintId = `${ids[name]}-hint`;
    const problemId = `${ids[name]}-problem`;
    const describedBy = [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ');
    return (
      <div className="fundpass-field" key={name}>
        <label htmlFor={ids[name]}>{label}</label>
        <input
          id={ids[name]}
          type={input.type}
          autoComplete={input.autoComplete}
          {...(name === 'totp' ? { inputMode: 'numeric' as const } : {})}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
          data-testid={`fundpass-${name}`}
        />
        {hint ? (
          <p className="fundpass-field__hint" id={hintId}>
            {hint}
          </p>
        ) : null}
        {problem ? (
          <p className="account-page__error" id={problemId} data-testid={`fundpass-${name}-problem`}>
            {problem}
          </p>
        ) : null}
      </div>
    );
  };

  const password = { type: 'password', autoComplete: 'off' };
  const openValidity = () =>
    open(
      'fund-password-validity',
      {
        frequency: status.frequency,
        onChanged: (frequency: FundPasswordFrequency) => setStatus((current) => current && { ...current, frequency }),
      },
      { onClosed: () => validityButton.current?.focus() },
    );

  return (
    <main className="page account-page fundpass-page" id="main" data-testid="fundpass-setup-page">
      <h1>{t('title')}</h1>
      <p className="account-page__intro">{t('description', { site: site.name })}</p>
      <section className="account-page__card" aria-labelledby={formTitleId}>
        <h2 id={formTitleId}>{changing ? t('changeTitle') : t('setTitle')}</h2>
        <form
          className="fundpass-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="fundpass-form"
          data-mode={changing ? 'change' : 'set'}
        >
          {changing ? field('old', t('oldFundpass'), password) : null}
          {field(
            'new',
            t('newFundpass'),
            { type: 'password', autoComplete: 'new-password' },
            t('newHint', { min: FUND_PASSWORD_MIN_LENGTH, max: FUND_PASSWORD_MAX_LENGTH }),
          )}
          {field('confirm', t('confirmFundpass'), { type: 'password', autoComplete: 'new-password' })}
          {changing
            ? null
            : field('password', t('loginPassword'), { type: 'password', autoComplete: 'current-password' })}
          {withCode ? field('totp', t('totp'), { type: 'text', autoComplete: 'one-time-code' }) : null}
          {serverError ? (
            <p className="account-page__error" role="alert" data-testid="fundpass-error">
              {serverError}
            </p>
          ) : null}
          {done ? (
            <p role="status" className="fundpass-done" data-testid="fundpass-done">
              {done === 'set' ? t('setDone') : t('changeDone')}
            </p>
          ) : null}
          <div>
            <button
              type="submit"
              className="button"
              disabled={pending}
              aria-busy={pending}
              data-testid="fundpass-submit"
            >
              {pending ? t('saving') : changing ? t('change') : t('set')}
            </button>
          </div>
        </form>
      </section>
      {status.is_set ? (
        <section className="account-page__card" aria-labelledby={validityTitleId}>
          <h2 id={validityTitleId}>{t('validityTitle')}</h2>
          <p className="account-page__muted" data-testid="fundpass-validity" data-frequency={status.frequency}>
            {t('validityCurrent', { frequency: names(`frequency.${status.frequency}`) })}
          </p>
          {withCode ? null : <p className="account-page__muted">{t('validityNeeds2fa')}</p>}
          <div>
            <button
              type="button"
              className="button"
              ref={validityButton}
              aria-haspopup="dialog"
              onClick={openValidity}
              data-testid="fundpass-validity-change"
            >
              {t('validityChange')}
            </button>
          </div>
        </section>
      ) : null}
    </main>
  );
}
