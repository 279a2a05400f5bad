import { getFuturesAccounts, getSpotAccounts, postTransfer, type SpotAccount } from '@meridian/contracts';
import { FUTURES_WALLET_COINS, type WalletName } from '@meridian/domain';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
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

/** The wallets as last read: null when the read failed (the panel says so). */
type Balances = Record<WalletName, SpotAccount[] | null>;

const other = (wallet: WalletName): WalletName => (wallet === 'spot' ? 'futures' : 'spot');
const balanceOf = (rows: SpotAccount[] | null, coin: string): string | null =>
  rows === null ? null : (rows.find((row) => row.currency === coin)?.available ?? '0');

export interface FundsTransferAppProps {
  props: TransferPanelProps;
  link: PanelLink;
  /** Each attempt's request id (a random UUID; tests pass their own). */
  newRequestId?: NewRequestId;
}

/**
 * The funds-transfer panel (widgets §2 "Funds transfer panel"; issue 16 item 8): the account's own
 * transfer between its spot and futures wallets. The coin (the futures wallet holds USDT only),
 * the amount with Max, the balances of both wallets, a swap of the direction, and the result. Each
 * attempt keeps its request id across retries, so a lost answer never makes two transfers; after a
 * transfer the page is told, to read its balances again.
 */
export function FundsTransferApp({ props, link, newRequestId = randomRequestId }: FundsTransferAppProps) {
  const t = useTranslations('transferPanels');
  const clients = useBrowserClients();
  const amountText = useAmountText();
  const refusalText = useRefusalText();
  const { requestIdFor, finish } = useTransferAttempt(newRequestId);
  const id = useId();
  const [from, setFrom] = useState<WalletName>('spot');
  const [coin, setCoin] = useState(FUTURES_WALLET_COINS[0] ?? 'USDT');
  const [amount, setAmount] = useState('');
  const [balances, setBalances] = useState<Balances>({ spot: null, futures: null });
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [refusal, setRefusal] = useState<TransferRefusal | null>(null);
  const [done, setDone] = useState('');
  const [pending, setPending] = useState(false);
  const to = other(from);

  // shell §8 "Failed ... funds ... calls fall back to defaults silently": a failed read shows a line.
  const readBalances = useCallback(async () => {
    const [spot, futures] = await Promise.all([
      clients.getOutcome(getSpotAccounts, { silent: true }),
      clients.getOutcome(getFuturesAccounts, { silent: true }),
    ]);
    setBalances({ spot: spot.ok ? spot.data : null, futures: futures.ok ? futures.data : null });
  }, [clients]);

  useEffect(() => {
    void readBalances();
  }, [readBalances]);

  const available = balanceOf(balances[from], coin);

  const changeAmount = (next: string) => {
    setAmount(next);
    setProblem(null);
  };
  const swap = () => {
    setFrom(to);
    setProblem(null);
    setRefusal(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setDone('');
    setRefusal(null);
    const found = amountProblem(amount, coin, available);
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    const text = amount.trim();
    const requestId = requestIdFor(JSON.stringify({ coin, amount: text, from, to }));
    setPending(true);
    try {
      await ensureCsrfToken(clients);
      const outcome = await clients.post(postTransfer, {
        request_id: requestId,
        coin,
        amount: text,
        from_wallet: from,
        to_wallet: to,
      });
      if (outcome.ok) {
        finish();
        setAmount('');
        setDone(
          t('funds.done', {
            amount: amountText(outcome.data.amount),
            coin,
            from: t(`common.wallets.${from}`),
            to: t(`common.wallets.${to}`),
          }),
        );
        link.reportTransferred();
        await readBalances();
      } else {
        if (endsAttempt(outcome)) finish();
        setRefusal(transferRefusalOf(outcome));
      }
    } finally {
      setPending(false);
    }
  };

  const walletOptions = (['spot', 'futures'] as const).map((wallet) => (
    <option key={wallet} value={wallet}>
      {t(`common.wallets.${wallet}`)}
    </option>
  ));

  return (
    <section
      className="transfer-panel__section"
      aria-labelledby={`${id}-heading`}
      data-testid="funds-transfer-app"
      data-uk-limit={props.isUkLimit}
      data-italy-limit={props.isItalyLimit}
    >
      <h1 id={`${id}-heading`} className="visually-hidden">
        {t('funds.heading')}
      </h1>
      <form className="transfer-panel__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="transfer-panel__direction">
          <div className="transfer-panel__field">
            <label htmlFor={`${id}-from`}>{t('funds.from')}</label>
            <select
              id={`${id}-from`}
              value={from}
              onChange={(event) => setFrom(event.target.value === 'futures' ? 'futures' : 'spot')}
              data-testid="funds-transfer-from"
            >
              {walletOptions}
            </select>
          </div>
          <button
            type="button"
            className="transfer-panel__swap"
            aria-label={t('funds.swap')}
            onClick={swap}
            data-testid="funds-transfer-swap"
          >
            {/* An arrow pair that reads the same either way, so it needs no mirroring under Arabic. */}
            <span aria-hidden="true">⇄</span>
          </button>
          <div className="transfer-panel__field">
            <label htmlFor={`${id}-to`}>{t('funds.to')}</label>
            <select
              id={`${id}-to`}
              value={to}
              onChange={(event) => setFrom(other(event.target.value === 'futures' ? 'futures' : 'spot'))}
              data-testid="funds-transfer-to"
            >
              {walletOptions}
            </select>
          </div>
        </div>
        <p className="visually-hidden" role="status">
          {t('funds.direction', { from: t(`common.wallets.${from}`), to: t(`common.wallets.${to}`) })}
        </p>
        <div className="transfer-panel__field">
          <label htmlFor={`${id}-coin`}>{t('common.coin')}</label>
          <select
            id={`${id}-coin`}
            value={coin}
            onChange={(event) => setCoin(event.target.value)}
            aria-describedby={`${id}-coin-hint`}
            data-testid="funds-transfer-coin"
          >
            {FUTURES_WALLET_COINS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <p className="transfer-panel__hint" id={`${id}-coin-hint`}>
            {t('funds.futuresCoinsOnly')}
          </p>
        </div>
        <TransferAmountField
          id={`${id}-amount`}
          coin={coin}
          value={amount}
          onChange={changeAmount}
          available={available}
          problem={problem}
        />
        <div>
          <button type="submit" className="button" disabled={pending} aria-busy={pending} data-testid="transfer-submit">
            {pending ? t('common.submitting') : t('common.submit')}
          </button>
        </div>
        {refusal ? (
          <p className="transfer-panel__error" role="alert" data-testid="transfer-error">
            {refusalText(refusal)}
          </p>
        ) : null}
        <p className="transfer-panel__done" role="status" data-testid="transfer-done">
          {done}
        </p>
      </form>
      <section aria-labelledby={`${id}-balances`}>
        <h2 id={`${id}-balances`} className="transfer-panel__subheading">
          {t('funds.balances')}
        </h2>
        {balances.spot === null && balances.futures === null ? (
          <p className="transfer-panel__hint" data-testid="funds-transfer-balances-unavailable">
            {t('funds.balancesUnavailable')}
          </p>
        ) : (
          <ul className="transfer-panel__balances">
            {(['spot', 'futures'] as const).map((wallet) => {
              const held = balanceOf(balances[wallet], coin);
              return (
                <li key={wallet} data-testid={`funds-transfer-balance-${wallet}`}>
                  {held === null
                    ? t('funds.balancesUnavailable')
                    : t('funds.balance', { wallet: t(`common.wallets.${wallet}`), amount: amountText(held), coin })}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </section>
  );
}
