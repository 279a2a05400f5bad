import {
  getSpotAccounts,
  getSubAccounts,
  postTransfer,
  type SpotAccount,
  type SubAccountInfo,
} from '@meridian/contracts';
import { ACCOUNT_ROUTES, COIN_DECIMALS, localizePath, type TransferDirection } from '@meridian/domain';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '../../app/i18n';
import { useBrowserClients } from '../../app/shell/http/client';
import { ensureCsrfToken } from '../../app/shell/session/client';
import {
  amountProblem,
  type AmountProblem,
  endsAttempt,
  type NewRequestId,
  type PanelLink,
  randomRequestId,
  TransferAmountField,
  type TransferPanelProps,
  type TransferRefusal,
  transferRefusalOf,
  useAmountText,
  useRefusalText,
  useTransferAttempt,
} from '../../app/shell/transfer-panels/client';

/** The coins a master moves with its sub-accounts: those whose places the ledger knows. */
export const MASTER_TRANSFER_COINS: readonly string[] = Object.keys(COIN_DECIMALS);

/** The API's fund-password refusals that another password may cure (the page's modal stays open). */
const PASSWORD_REFUSALS: ReadonlySet<string> = new Set(['fundPasswordRequired', 'fundPasswordWrong']);

/** How one send ended, for the fund-password question that may have caused it. */
type SendResult = 'made' | 'password-refused' | 'refused';

export interface MasterTransferAppProps {
  props: TransferPanelProps;
  link: PanelLink;
  /** Each attempt's request id (a random UUID; tests pass their own). */
  newRequestId?: NewRequestId;
  /** Each fund-password question's id (tests pass their own). */
  newAskId?: () => string;
}

/**
 * The master-transfer panel (widgets §2 "master/sub-account transfer panel"; issue 16 item 8): a
 * master moves funds between its spot wallet and a sub-account's. The sub-account, the direction,
 * the coin and the amount; a transfer beyond the balance is refused with the server's message.
 * Money leaving for a sub-account asks for the fund password per its frequency (widgets §3): the
 * API says when, the panel asks the page to open its fund-password modal over the whole page, and
 * sends the same attempt again (same request id) with the password it gets back.
 */
export function MasterTransferApp({
  props,
  link,
  newRequestId = randomRequestId,
  newAskId = randomRequestId,
}: MasterTransferAppProps) {
  const t = useTranslations('transferPanels');
  const clients = useBrowserClients();
  const amountText = useAmountText();
  const refusalText = useRefusalText();
  const { requestIdFor, finish } = useTransferAttempt(newRequestId);
  const id = useId();
  const [subAccounts, setSubAccounts] = useState<SubAccountInfo[] | null | undefined>(undefined);
  const [spot, setSpot] = useState<SpotAccount[] | null>(null);
  const [subUid, setSubUid] = useState('');
  const [direction, setDirection] = useState<TransferDirection>('to_sub');
  const [coin, setCoin] = useState('USDT');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | 'subAccountMissing' | null>(null);
  const [refusal, setRefusal] = useState<TransferRefusal | null>(null);
  const [passwordAsked, setPasswordAsked] = useState(false);
  const [done, setDone] = useState('');
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  // The fund-password question in flight: its id and the attempt (its form) it was asked for.
  const asked = useRef<{ ask: string; send: (fundpass: string) => Promise<SendResult> } | null>(null);

  const readSubAccounts = useCallback(async () => {
    const outcome = await clients.getOutcome(getSubAccounts, { silent: true });
    setSubAccounts(outcome.ok ? outcome.data : null);
  }, [clients]);
  const readSpot = useCallback(async () => {
    const outcome = await clients.getOutcome(getSpotAccounts, { silent: true });
    setSpot(outcome.ok ? outcome.data : null);
  }, [clients]);

  useEffect(() => {
    void readSubAccounts();
    void readSpot();
  }, [readSubAccounts, readSpot]);

  // The master's spot balance pays a transfer to a sub-account; a sub-account's is not read here.
  const available =
    direction === 'to_sub' && spot !== null ? (spot.find((row) => row.currency === coin)?.available ?? '0') : null;

  const change = (apply: () => void) => {
    apply();
    setProblem(null);
    setPasswordAsked(false);
  };

  const nicknameOf = (uid: string) => subAccounts?.find((s) => String(s.sub_uid) === uid)?.nickname ?? uid;

  /** Send the transfer of `form` with its attempt's request id (and the fund password when given). */
  const send = async (
    form: { subUid: string; direction: TransferDirection; coin: string; amount: string },
    fundpass: string | undefined,
  ): Promise<SendResult> => {
    if (sending.current) return 'refused';
    sending.current = true;
    setPending(true);
    setRefusal(null);
    setDone('');
    try {
      const requestId = requestIdFor(JSON.stringify(form));
      await ensureCsrfToken(clients);
      const outcome = await clients.post(postTransfer, {
        request_id: requestId,
        coin: form.coin,
        amount: form.amount,
        from_wallet: 'spot',
        to_wallet: 'spot',
        sub_uid: form.subUid,
        direction: form.direction,
        ...(fundpass === undefined ? {} : { fundpass }),
      });
      if (outcome.ok) {
        finish();
        asked.current = null;
        setPasswordAsked(false);
        setAmount('');
        const values = { amount: amountText(outcome.data.amount), coin: form.coin, nickname: nicknameOf(form.subUid) };
        setDone(form.direction === 'to_sub' ? t('master.doneToSub', values) : t('master.doneFromSub', values));
        link.reportTransferred();
        void readSpot();
        return 'made';
      }
      if (endsAttempt(outcome)) finish();
      const found = transferRefusalOf(outcome);
      const passwordRefused = found.kind === 'refused' && found.label !== null && PASSWORD_REFUSALS.has(found.label);
      if (passwordRefused && fundpass === undefined && link.framed) {
        // widgets §3: the API asks for it now (per its frequency). The page asks; the same attempt follows.
        const ask = newAskId();
        asked.current = { ask, send: (typed) => send(form, typed) };
        setPasswordAsked(true);
        link.askFundPassword(ask);
        return 'password-refused';
      }
      setRefusal(found);
      return passwordRefused ? 'password-refused' : 'refused';
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  // The page's answers: the typed fund password for our question, new props, a refresh.
  const onPageMessage = useRef<(fundpassAsk: string, fundpass: string) => void>(() => undefined);
  onPageMessage.current = (ask, fundpass) => {
    const question = asked.current;
    if (question?.ask !== ask) return;
    void question.send(fundpass).then((result) => link.reportFundPasswordChecked(ask, result !== 'password-refused'));
  };
  useEffect(
    () =>
      link.subscribe((message) => {
        if (message.type === 'fund-password') onPageMessage.current(message.ask, message.fundpass);
        if (message.type === 'refresh') void readSubAccounts();
      }),
    [link, readSubAccounts],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setDone('');
    setRefusal(null);
    if (subUid === '') {
      setProblem('subAccountMissing');
      document.getElementById(`${id}-sub`)?.focus();
      return;
    }
    const found = amountProblem(amount, coin, available);
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    void send({ subUid, direction, coin, amount: amount.trim() }, undefined);
  };

  const notSet = refusal?.kind === 'refused' && refusal.label === 'fundPasswordNotSet';
  const amountIssue = problem === 'subAccountMissing' ? null : problem;

  return (
    <section
      className="transfer-panel__section"
      aria-labelledby={`${id}-heading`}
      data-testid="master-transfer-app"
      data-uk-limit={props.isUkLimit}
      data-italy-limit={props.isItalyLimit}
    >
      <h1 id={`${id}-heading`} className="visually-hidden">
        {t('master.heading')}
      </h1>
      <form className="transfer-panel__form" noValidate onSubmit={submit}>
        <div className="transfer-panel__field">
          <label htmlFor={`${id}-sub`}>{t('master.subAccount')}</label>
          <select
            id={`${id}-sub`}
            value={subUid}
            onChange={(event) => change(() => setSubUid(event.target.value))}
            aria-invalid={problem === 'subAccountMissing' ? true : undefined}
            aria-describedby={problem === 'subAccountMissing' ? `${id}-sub-problem` : undefined}
            data-testid="master-transfer-sub"
          >
            <option value="">{t('master.subAccountPlaceholder')}</option>
            {(subAccounts ?? []).map((sub) => (
              <option key={sub.sub_uid} value={String(sub.sub_uid)}>
                {t('master.subAccountOption', { nickname: sub.nickname, uid: sub.sub_uid })}
              </option>
            ))}
          </select>
          {subAccounts === null ? (
            <p className="transfer-panel__hint" data-testid="master-transfer-subs-unavailable">
              {t('master.subAccountsUnavailable')}
            </p>
          ) : subAccounts?.length === 0 ? (
            <p className="transfer-panel__hint" data-testid="master-transfer-no-subs">
              {t('master.noSubAccounts')}
            </p>
          ) : null}
          {problem === 'subAccountMissing' ? (
            <p className="transfer-panel__problem" id={`${id}-sub-problem`} role="alert">
              {t('master.subAccountMissing')}
            </p>
          ) : null}
        </div>
        <div className="transfer-panel__field">
          <label htmlFor={`${id}-direction`}>{t('master.direction')}</label>
          <select
            id={`${id}-direction`}
            value={direction}
            onChange={(event) => change(() => setDirection(event.target.value === 'from_sub' ? 'from_sub' : 'to_sub'))}
            data-testid="master-transfer-direction"
          >
            <option value="to_sub">{t('master.directions.to_sub')}</option>
            <option value="from_sub">{t('master.directions.from_sub')}</option>
          </select>
        </div>
        <div className="transfer-panel__field">
          <label htmlFor={`${id}-coin`}>{t('common.coin')}</label>
          <select
            id={`${id}-coin`}
            value={coin}
            onChange={(event) => change(() => setCoin(event.target.value))}
            data-testid="master-transfer-coin"
          >
            {MASTER_TRANSFER_COINS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <TransferAmountField
          id={`${id}-amount`}
          coin={coin}
          value={amount}
          onChange={(next) => change(() => setAmount(next))}
          available={available}
          problem={amountIssue}
        />
        <div>
          <button type="submit" className="button" disabled={pending} aria-busy={pending} data-testid="transfer-submit">
            {pending ? t('common.submitting') : t('common.submit')}
          </button>
        </div>
        {passwordAsked ? (
          <p className="transfer-panel__hint" role="status" data-testid="master-transfer-fundpass-asked">
            {t('master.fundPasswordAsked')}
          </p>
        ) : null}
        {refusal ? (
          <div className="transfer-panel__error" role="alert" data-testid="transfer-error">
            <p>{refusalText(refusal)}</p>
            {notSet ? (
              <a
                href={localizePath(props.lang_prefix, ACCOUNT_ROUTES.fundPassword)}
                target="_blank"
                rel="noopener"
                data-testid="master-transfer-fundpass-setup"
              >
                {t('master.fundPasswordSetup')}
                <span className="visually-hidden"> {t('master.newTab')}</span>
              </a>
            ) : null}
          </div>
        ) : null}
        <p className="transfer-panel__done" role="status" data-testid="transfer-done">
          {done}
        </p>
      </form>
    </section>
  );
}
