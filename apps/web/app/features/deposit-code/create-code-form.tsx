import { type DepositCodeCreateAnswer, type FundPasswordStatus, postDepositCodeCreate } from '@meridian/contracts';
import {
  ACCOUNT_ROUTES,
  checkDepositCodeAmount,
  depositCodeCoins,
  depositCodeDecimals,
  localizeDecimalText,
} from '@meridian/domain';
import Big from 'big.js';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { OneTimeCodeInput } from '../../kit';
import { AmountInput } from '../../kit/amount/amount-input';
import { useBrowserClients } from '../../shell/http';
import { useModals } from '../../shell/modals';
import { ensureCsrfToken, twoFactorOn, useSession } from '../../shell/session';
import { useLocalizedPath, useSite } from '../../shell/site';
import { type DepositCodeRefusal, fundPasswordDue, newRequestId as uuid, refusalOf } from './deposit-code-rules';
import { ShownCode } from './shown-code';

type Outcome =
  { kind: 'made'; answer: DepositCodeCreateAnswer } | { kind: 'refused'; label: DepositCodeRefusal; detail: string };
type FieldProblem = 'amountMissing' | 'notAmount' | 'tooPrecise' | 'tooLarge' | 'moreThanAvailable' | 'totpRequired';

const AUTHENTICATOR_CODE = /^\d{6}$/;

export interface CreateCodeFormProps {
  available: Record<string, string> | null;
  fundPassword: FundPasswordStatus | null;
  onChanged: () => Promise<void>;
  newRequestId?: () => string;
}

/**
 * Create a deposit code (issue 16 item 5): a coin and an amount from the spot balance, the fund
 * password per its frequency (the fund-password modal) and the authenticator code when two-factor
 * is on, as a withdrawal asks. The code comes back once and is shown once, with a copy button. A
 * submission keeps its request id while the same code is sent again (the API then makes one).
 */
export function CreateCodeForm({ available, fundPassword, onChanged, newRequestId = uuid }: CreateCodeFormProps) {
  const t = useTranslations('depositCode.create');
  const refusals = useTranslations('depositCode.refusal');
  const clients = useBrowserClients();
  const { open } = useModals();
  const { session } = useSession();
  const { numberSymbols } = useSite();
  const to = useLocalizedPath();
  const id = useId();
  const askTotp = twoFactorOn(session);
  const coins = depositCodeCoins();
  const [coin, setCoin] = useState(coins[0] ?? 'USDT');
  const [amount, setAmount] = useState('');
  const [totp, setTotp] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fundPasswordAsked, setFundPasswordAsked] = useState(false);
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const sending = useRef(false);

  const availableText = available === null ? null : (available[coin] ?? '0');
  const amountText = amount.trim();
  const amountProblem = ((): FieldProblem | null => {
    if (amountText === '') return 'amountMissing';
    const checked = checkDepositCodeAmount(coin, amountText);
    if (!checked.ok) return checked.problem === 'unknownCoin' ? 'notAmount' : checked.problem;
    if (availableText !== null && new Big(checked.amount).gt(availableText)) return 'moreThanAvailable';
    return null;
  })();
  const totpProblem: FieldProblem | null = askTotp && !AUTHENTICATOR_CODE.test(totp.trim()) ? 'totpRequired' : null;
  const shownAmount = submitted || amount !== '' ? amountProblem : null;
  const shownTotp = submitted ? totpProblem : null;
  const fmt = (text: string) => localizeDecimalText(text, numberSymbols);
  const notSet = fundPassword !== null && !fundPassword.is_set;

  const send = async (fundpass: string | undefined): Promise<'done' | 'wrong-fund-password'> => {
    if (sending.current) return 'done';
    const key = `${coin}\u0000${amountText}`;
    if (attempt.current?.key !== key) attempt.current = { key, id: newRequestId() };
    sending.current = true;
    setBusy(true);
    setOutcome(null);
    await ensureCsrfToken(clients);
    const answer = await clients.post(postDepositCodeCreate, {
      request_id: attempt.current.id,
      coin,
      amount: amountText,
      ...(fundpass === undefined ? {} : { fundpass }),
      ...(askTotp ? { totp: totp.trim() } : {}),
    });
    sending.current = false;
    setBusy(false);
    if (answer.ok) {
      attempt.current = null;
      setOutcome({ kind: 'made', answer: answer.data });
      setAmount('');
      setTotp('');
      setSubmitted(false);
      setFundPasswordAsked(false);
      await onChanged();
      return 'done';
    }
    const refusal = refusalOf(answer);
    if (refusal.label === 'requestIdReused') attempt.current = null;
    if (refusal.label.startsWith('totp')) setTotp('');
    if (refusal.label === 'fundPasswordRequired' && fundpass === undefined) {
      setFundPasswordAsked(true);
      askFundPassword();
      return 'done';
    }
    setOutcome({ kind: 'refused', ...refusal });
    if (refusal.label === 'fundPasswordWrong' || refusal.label === 'fundPasswordRequired') {
      setFundPasswordAsked(true);
      return 'wrong-fund-password';
    }
    return 'done';
  };

  const askFundPassword = () =>
    open('fund-password', {
      title: t('fundPasswordTitle'),
      onSubmit: async (fundpass: string) => {
        if ((await send(fundpass)) === 'wrong-fund-password') throw new Error('wrong fund password');
      },
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (amountProblem !== null) {
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    if (totpProblem !== null) {
      document.getElementById(`${id}-totp`)?.focus();
      return;
    }
    if (fundPasswordAsked || fundPasswordDue(fundPassword)) {
      askFundPassword();
      return;
    }
    void send(undefined);
  };

  return (
    <section className="account-page__card deposit-code__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <p className="account-page__muted">{t('intro')}</p>
      {notSet ? (
        <p className="account-page__notice" data-testid="deposit-code-fundpass-not-set">
          {refusals('fundPasswordNotSet')} <a href={to(ACCOUNT_ROUTES.fundPassword)}>{t('fundPasswordSetup')}</a>
        </p>
      ) : null}
      <form className="deposit-code__form" onSubmit={submit} noValidate data-testid="deposit-code-create-form">
        <div className="deposit-code__field">
          <label htmlFor={`${id}-coin`}>{t('coin')}</label>
          <select
            id={`${id}-coin`}
            value={coin}
            onChange={(event) => {
              setCoin(event.target.value);
              setAmount('');
            }}
          >
            {coins.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="deposit-code__field">
          <label id={`${id}-amount-label`} htmlFor={`${id}-amount`}>
            {t('amount')}
          </label>
          <AmountInput
            id={`${id}-amount`}
            aria-labelledby={`${id}-amount-label`}
            aria-describedby={`${id}-available${shownAmount ? ` ${id}-amount-problem` : ''}`}
            aria-invalid={shownAmount ? true : undefined}
            value={amount}
            onValueChange={setAmount}
            precision={depositCodeDecimals(coin)}
          />
          <p className="account-page__muted" id={`${id}-available`} data-testid="deposit-code-available">
            {availableText === null ? t('availableUnknown') : t('available', { amount: fmt(availableText), coin })}
          </p>
          {shownAmount ? (
            <p className="deposit-code__problem" id={`${id}-amount-problem`} data-testid="deposit-code-amount-problem">
              {t(`problem.${shownAmount}`, { coin })}
            </p>
          ) : null}
        </div>
        {askTotp ? (
          <div className="deposit-code__field">
            <OneTimeCodeInput
              id={`${id}-totp`}
              label={t('totp')}
              accepts="authenticator-code"
              value={totp}
              onValueChange={setTotp}
              aria-invalid={shownTotp ? true : undefined}
              aria-describedby={shownTotp ? `${id}-totp-problem` : undefined}
            />
            {shownTotp ? (
              <p className="deposit-code__problem" id={`${id}-totp-problem`}>
                {t('problem.totpRequired')}
              </p>
            ) : null}
          </div>
        ) : null}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </form>
      {outcome?.kind === 'made' ? (
        outcome.answer.code !== null ? (
          <ShownCode
            code={outcome.answer.code}
            amount={fmt(outcome.answer.record.amount)}
            coin={outcome.answer.record.coin}
          />
        ) : (
          <p className="deposit-code__outcome" role="status" data-testid="deposit-code-made-before">
            {t('madeBefore', { hint: outcome.answer.record.code_hint })}
          </p>
        )
      ) : (
        <div className="deposit-code__outcome" role="alert" data-testid="deposit-code-create-outcome">
          {outcome?.kind === 'refused' ? <p>{refusals(outcome.label, { detail: outcome.detail })}</p> : null}
        </div>
      )}
    </section>
  );
}
