import { type FundPasswordStatus, postWithdrawalCreate, type WithdrawalRecord } from '@meridian/contracts';
import { ACCOUNT_ROUTES, localizeDecimalText } from '@meridian/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from '../../i18n';
import { OneTimeCodeInput } from '../../kit';
import { AmountInput } from '../../kit/amount/amount-input';
import { type RequestFailure, useBrowserClients } from '../../shell/http';
import { useModals } from '../../shell/modals';
import { ensureCsrfToken, twoFactorOn, useSession } from '../../shell/session';
import { useLocalizedPath, useSite } from '../../shell/site';
import {
  addressProblem,
  amountProblem,
  attemptKey,
  type FieldProblem,
  fundPasswordDue,
  isAmountText,
  isRefusalLabel,
  maxAmount,
  memoFieldProblem,
  newRequestId as uuidRequestId,
  type RefusalLabel,
  totalDebited,
  type WithdrawNetwork,
  withdrawPath,
} from './withdraw-rules';

/** What the last submission came to, as the page says it. */
type Outcome =
  | { kind: 'success'; withdrawal: WithdrawalRecord }
  | { kind: 'refused'; label: RefusalLabel | 'sessionEnded' | 'network' | 'generic'; detail: string };

/** How one send ended, for the fund-password modal: a wrong password keeps it open for another try. */
type SendResult = 'done' | 'wrong-fund-password';

/** A refusal as the page words it: the API's label when it has a text for it, else by the kind of failure. */
function refusalOf(failure: RequestFailure): Extract<Outcome, { kind: 'refused' }> {
  if (failure.reason === 'network' || failure.reason === 'timeout')
    return { kind: 'refused', label: 'network', detail: '' };
  if (failure.reason !== 'status') return { kind: 'refused', label: 'generic', detail: '' };
  if (failure.status === 401) return { kind: 'refused', label: 'sessionEnded', detail: '' };
  const label = isRefusalLabel(failure.label) ? failure.label : 'generic';
  return { kind: 'refused', label, detail: failure.message ?? '' };
}

const AUTHENTICATOR_CODE = /^\d{6}$/;

export interface WithdrawFormProps {
  coin: string;
  coins: string[];
  networks: WithdrawNetwork[];
  /** The coin's available spot balance, or null when it could not be read. */
  available: string | null;
  fundPassword: FundPasswordStatus | null;
  /** Read the balance and the list again (after a withdrawal). */
  onWithdrawn: () => Promise<void>;
  newRequestId: (() => string) | undefined;
}

/**
 * The withdrawal form (issue 16 "withdrawals with address-format validation per network, minimum
 * and fee, fund password per the frequency, 2FA where enabled"). Each field says at once what is
 * wrong with it (withdraw-rules, over the domain's rules the API applies again). A submission
 * carries a request id: the same one while the same withdrawal is sent again (a retry after a lost
 * answer, or after the fund password was asked), so the API never makes two of it; a new one once
 * it is made or the form asks for something else.
 */
export function WithdrawForm({
  coin,
  coins,
  networks,
  available,
  fundPassword,
  onWithdrawn,
  newRequestId = uuidRequestId,
}: WithdrawFormProps) {
  const t = useTranslations('fundsWithdraw');
  const clients = useBrowserClients();
  const { open } = useModals();
  const { session } = useSession();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const { numberSymbols } = useSite();
  const id = useId();
  const askTotp = twoFactorOn(session);

  const [networkCode, setNetworkCode] = useState(networks[0]?.network ?? '');
  const [address, setAddress] = useState('');
  const [memo, setMemo] = useState('');
  const [amount, setAmount] = useState('');
  const [totp, setTotp] = useState('');
  // After a submission, empty fields say they are needed too (before it, only what was typed is judged).
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The API asked for the fund password (or refused a wrong one): ask it before the next send.
  const [fundPasswordAsked, setFundPasswordAsked] = useState(false);
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const sending = useRef(false);

  const network = networks.find((n) => n.network === networkCode) ?? networks[0];
  if (!network) return null;

  const amountText = amount.trim();
  const problems: Record<'address' | 'memo' | 'amount' | 'totp', FieldProblem | null> = {
    address: addressProblem(coin, network, address),
    memo: network.memo === 'none' ? null : memoFieldProblem(network, memo),
    amount: amountProblem(coin, network, amount, available),
    totp: askTotp && !AUTHENTICATOR_CODE.test(totp.trim()) ? { key: 'totpRequired' } : null,
  };
  const shown = {
    address: submitted || address !== '' ? problems.address : null,
    memo: memo !== '' ? problems.memo : null,
    amount: submitted || amount !== '' ? problems.amount : null,
    totp: submitted ? problems.totp : null,
  };
  const fmt = (text: string) => localizeDecimalText(text, numberSymbols);
  const problemText = (problem: FieldProblem) => t(`validation.${problem.key}`, problem.values ?? {});

  const send = async (fundpass: string | undefined): Promise<SendResult> => {
    if (sending.current) return 'done';
    const key = attemptKey({ coin, network: network.network, address, memo, amount });
    if (attempt.current?.key !== key) attempt.current = { key, id: newRequestId() };
    const requestId = attempt.current.id;
    sending.current = true;
    setBusy(true);
    setOutcome(null);
    await ensureCsrfToken(clients);
    const answer = await clients.post(postWithdrawalCreate, {
      request_id: requestId,
      coin,
      network: network.network,
      address: address.trim(),
      amount: amountText,
      ...(memo.trim() === '' ? {} : { memo: memo.trim() }),
      ...(fundpass === undefined ? {} : { fundpass }),
      ...(askTotp ? { totp: totp.trim() } : {}),
    });
    sending.current = false;
    setBusy(false);
    if (answer.ok) {
      attempt.current = null;
      setOutcome({ kind: 'success', withdrawal: answer.data });
      setAmount('');
      setTotp('');
      setSubmitted(false);
      setFundPasswordAsked(false);
      await onWithdrawn();
      return 'done';
    }
    const refusal = refusalOf(answer);
    // A request id the API already holds for another withdrawal: the next send is a new request.
    if (refusal.label === 'requestIdReused') attempt.current = null;
    // An authenticator code is used once: a refused one is not sent again.
    if (refusal.label.startsWith('totp')) setTotp('');
    if (refusal.label === 'fundPasswordRequired' && fundpass === undefined) {
      // The status was stale (the hour ran out): ask for it now and send the same request again.
      setFundPasswordAsked(true);
      askFundPassword();
      return 'done';
    }
    setOutcome(refusal);
    if (refusal.label === 'fundPasswordWrong' || refusal.label === 'fundPasswordRequired') {
      setFundPasswordAsked(true);
      return 'wrong-fund-password';
    }
    return 'done';
  };

  // Another helper's modal (features/fund-password): it closes when onSubmit resolves, stays on a rejection.
  const askFundPassword = () =>
    open('fund-password', {
      title: t('form.fundPasswordTitle'),
      onSubmit: async (fundpass: string) => {
        if ((await send(fundpass)) === 'wrong-fund-password') throw new Error('wrong fund password');
      },
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const first = (['address', 'memo', 'amount', 'totp'] as const).find((field) => problems[field] !== null);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
      return;
    }
    if (fundPasswordAsked || fundPasswordDue(fundPassword)) {
      askFundPassword();
      return;
    }
    void send(undefined);
  };

  const described = (field: keyof typeof shown, hint?: string) => {
    const ids = [hint, shown[field] ? `${id}-${field}-problem` : undefined].filter(Boolean).join(' ');
    return { 'aria-describedby': ids === '' ? undefined : ids, 'aria-invalid': shown[field] ? true : undefined };
  };
  const problemLine = (field: keyof typeof shown) =>
    shown[field] ? (
      <p className="funds-withdraw__problem" id={`${id}-${field}-problem`} data-testid={`withdraw-${field}-problem`}>
        {problemText(shown[field])}
      </p>
    ) : null;

  const receives = isAmountText(amountText) ? amountText : null;
  const notSet = fundPassword !== null && !fundPassword.is_set;

  return (
    <section className="account-page__card funds-withdraw__form-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('form.label')}</h2>
      {notSet && outcome?.kind !== 'refused' ? <FundPasswordNotSet /> : null}
      <form className="funds-withdraw__form" onSubmit={submit} noValidate data-testid="withdraw-form">
        <div className="funds-withdraw__field">
          <label htmlFor={`${id}-coin`}>{t('form.coin')}</label>
          <select
            id={`${id}-coin`}
            value={coin}
            onChange={(event) => void navigate(to(withdrawPath(event.target.value)))}
          >
            {coins.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="funds-withdraw__networks">
          <legend>{t('form.network')}</legend>
          {networks.map((n) => (
            <label key={n.network} className="funds-withdraw__network">
              <input
                type="radio"
                name={`${id}-network`}
                value={n.network}
                checked={n.network === network.network}
                onChange={() => setNetworkCode(n.network)}
              />
              <span>{n.name}</span>
            </label>
          ))}
        </fieldset>

        <div className="funds-withdraw__field">
          <label htmlFor={`${id}-address`}>{t('form.address')}</label>
          <input
            id={`${id}-address`}
            type="text"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            {...described('address', `${id}-address-hint`)}
          />
          <p className="account-page__muted" id={`${id}-address-hint`}>
            {t('form.addressHint')}
          </p>
          {problemLine('address')}
        </div>

        {network.memo === 'none' ? null : (
          <div className="funds-withdraw__field">
            <label htmlFor={`${id}-memo`}>{t(network.memo === 'tag' ? 'form.memoTag' : 'form.memoComment')}</label>
            <input
              id={`${id}-memo`}
              type="text"
              dir="ltr"
              autoComplete="off"
              inputMode={network.memo === 'tag' ? 'numeric' : undefined}
              value={memo}
              onChange={(event) => setMemo(event.target.value)}
              {...described('memo', `${id}-memo-hint`)}
            />
            <p className="account-page__muted" id={`${id}-memo-hint`}>
              {t('form.memoHint')}
            </p>
            {problemLine('memo')}
          </div>
        )}

        <div className="funds-withdraw__field">
          <label id={`${id}-amount-label`} htmlFor={`${id}-amount`}>
            {t('form.amount')}
          </label>
          <div className="funds-withdraw__amount">
            <AmountInput
              id={`${id}-amount`}
              aria-labelledby={`${id}-amount-label`}
              value={amount}
              onValueChange={setAmount}
              precision={network.decimals}
              {...described('amount', `${id}-available`)}
            />
            <button
              type="button"
              className="button button--outline funds-withdraw__max"
              aria-label={t('form.maxLabel')}
              disabled={available === null}
              onClick={() => available !== null && setAmount(maxAmount(available, network))}
            >
              {t('form.max')}
            </button>
          </div>
          <p className="account-page__muted" id={`${id}-available`} data-testid="withdraw-available">
            {available === null ? t('form.availableUnknown') : t('form.available', { amount: fmt(available), coin })}
          </p>
          {problemLine('amount')}
        </div>

        <dl className="funds-withdraw__summary" data-testid="withdraw-summary">
          <div>
            <dt>{t('form.minimumLabel')}</dt>
            <dd data-testid="withdraw-minimum">
              {fmt(network.min_withdrawal)} {coin}
            </dd>
          </div>
          <div>
            <dt>{t('form.feeLabel')}</dt>
            <dd data-testid="withdraw-fee">
              {fmt(network.withdrawal_fee)} {coin}
            </dd>
          </div>
          <div>
            <dt>{t('form.receiveLabel')}</dt>
            <dd data-testid="withdraw-receive">{receives === null ? '–' : `${fmt(receives)} ${coin}`}</dd>
          </div>
          <div>
            <dt>{t('form.totalLabel')}</dt>
            <dd data-testid="withdraw-total">
              {receives === null ? '–' : `${fmt(totalDebited(receives, network))} ${coin}`}
            </dd>
          </div>
        </dl>

        {askTotp ? (
          <div className="funds-withdraw__field">
            <OneTimeCodeInput
              id={`${id}-totp`}
              label={t('form.totp')}
              accepts="authenticator-code"
              value={totp}
              onValueChange={setTotp}
              {...described('totp', `${id}-totp-hint`)}
            />
            <p className="account-page__muted" id={`${id}-totp-hint`}>
              {t('form.totpHint')}
            </p>
            {problemLine('totp')}
          </div>
        ) : null}

        <button type="submit" className="button funds-withdraw__submit" disabled={busy} aria-busy={busy}>
          {busy ? t('form.submitting') : t('form.submit')}
        </button>
      </form>
      <OutcomeMessage outcome={outcome} coin={coin} />
    </section>
  );
}

function OutcomeMessage({ outcome, coin }: { outcome: Outcome | null; coin: string }) {
  const t = useTranslations('fundsWithdraw');
  const { numberSymbols } = useSite();
  if (outcome === null) return <p className="funds-withdraw__outcome" role="status" data-testid="withdraw-outcome" />;
  if (outcome.kind === 'success') {
    const { withdrawal } = outcome;
    return (
      <p
        className="funds-withdraw__outcome funds-withdraw__outcome--success"
        role="status"
        data-testid="withdraw-outcome"
      >
        {t('success', {
          amount: localizeDecimalText(withdrawal.amount, numberSymbols),
          coin: withdrawal.coin || coin,
          address: withdrawal.address,
        })}
      </p>
    );
  }
  return (
    <div className="funds-withdraw__outcome funds-withdraw__error" role="alert" data-testid="withdraw-outcome">
      {outcome.label === 'fundPasswordNotSet' ? (
        <FundPasswordNotSet />
      ) : (
        <p>{t(`refusal.${outcome.label}`, { detail: outcome.detail })}</p>
      )}
    </div>
  );
}

/** No fund password yet: the API refuses every withdrawal until one is set, so the page says where. */
function FundPasswordNotSet() {
  const t = useTranslations('fundsWithdraw.refusal');
  const to = useLocalizedPath();
  return (
    <p className="account-page__notice" data-testid="withdraw-fundpass-not-set">
      {t('fundPasswordNotSet')}{' '}
      <a href={to(ACCOUNT_ROUTES.fundPassword)} data-testid="withdraw-fundpass-setup">
        {t('fundPasswordSetup')}
      </a>
    </p>
  );
}
