import { type DepositCodeRecord, postDepositCodeRedeem } from '@meridian/contracts';
import { DEPOSIT_CODE_LENGTH, localizeDecimalText, normalizeDepositCode } from '@meridian/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import { ensureCsrfToken } from '../../shell/session';
import { useSite } from '../../shell/site';
import { type DepositCodeRefusal, refusalOf } from './deposit-code-rules';

type Outcome =
  { kind: 'redeemed'; record: DepositCodeRecord } | { kind: 'refused'; label: DepositCodeRefusal; detail: string };

/**
 * Redeem a code from another account (issue 16 item 5): its amount lands in the spot balance. A
 * code that is plainly not one (not 16 characters of the alphabet) is said at once without a call;
 * the API counts every wrong code it is sent toward the account's limit and says how many are left.
 */
export function RedeemCodeForm({ onChanged }: { onChanged: () => Promise<void> }) {
  const t = useTranslations('depositCode.redeem');
  const refusals = useTranslations('depositCode.refusal');
  const clients = useBrowserClients();
  const { numberSymbols } = useSite();
  const id = useId();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const malformed = normalizeDepositCode(code) === null;
  const showProblem = submitted && malformed;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (malformed) {
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    await ensureCsrfToken(clients);
    const answer = await clients.post(postDepositCodeRedeem, { code: code.trim() });
    setBusy(false);
    if (answer.ok) {
      setOutcome({ kind: 'redeemed', record: answer.data });
      setCode('');
      setSubmitted(false);
      await onChanged();
      return;
    }
    setOutcome({ kind: 'refused', ...refusalOf(answer) });
  };

  return (
    <section className="account-page__card deposit-code__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <p className="account-page__muted">{t('intro')}</p>
      <form
        className="deposit-code__form"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="deposit-code-redeem-form"
      >
        <div className="deposit-code__field">
          <label htmlFor={`${id}-code`}>{t('code')}</label>
          <input
            id={`${id}-code`}
            type="text"
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={DEPOSIT_CODE_LENGTH * 2}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={showProblem ? true : undefined}
            aria-describedby={`${id}-hint${showProblem ? ` ${id}-problem` : ''}`}
          />
          <p className="account-page__muted" id={`${id}-hint`}>
            {t('hint')}
          </p>
          {showProblem ? (
            <p className="deposit-code__problem" id={`${id}-problem`} data-testid="deposit-code-redeem-problem">
              {t('malformed')}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </form>
      {outcome?.kind === 'redeemed' ? (
        <p
          className="deposit-code__outcome deposit-code__outcome--success"
          role="status"
          data-testid="deposit-code-redeem-outcome"
        >
          {t('success', {
            amount: localizeDecimalText(outcome.record.amount, numberSymbols),
            coin: outcome.record.coin,
          })}
        </p>
      ) : (
        <div className="deposit-code__outcome" role="alert" data-testid="deposit-code-redeem-outcome">
          {outcome?.kind === 'refused' ? <p>{refusals(outcome.label, { detail: outcome.detail })}</p> : null}
        </div>
      )}
    </section>
  );
}
