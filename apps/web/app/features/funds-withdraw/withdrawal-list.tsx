import { postWithdrawalCancel, type WithdrawalRecord } from '@meridian/contracts';
import { localizeDecimalText } from '@meridian/domain';
import Big from 'big.js';
import { useId, useState } from 'react';
import { useFormatter, useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import { ensureCsrfToken } from '../../shell/session';
import { useSite } from '../../shell/site';

/** The last cancel: done (its withdrawal) or refused. */
type CancelOutcome = { kind: 'cancelled'; withdrawal: WithdrawalRecord } | { kind: 'failed' };

/**
 * The account's withdrawals, newest first (issue 16 "a withdrawal locks funds and is recorded
 * pending; cancellable while pending"): a pending one has Cancel, which asks to confirm in its row,
 * posts the cancel, then reads the list and the balance again (`onChanged`).
 */
export function WithdrawalList({
  withdrawals,
  onChanged,
}: {
  withdrawals: WithdrawalRecord[] | null;
  onChanged: () => Promise<void>;
}) {
  const t = useTranslations('fundsWithdraw.list');
  const format = useFormatter();
  const { numberSymbols } = useSite();
  const clients = useBrowserClients();
  const id = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<CancelOutcome | null>(null);
  const fmt = (text: string) => localizeDecimalText(text, numberSymbols);
  // UTC: the server and the browser render the same text (no hydration mismatch), and the column says so.
  const time = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  const cancel = async (withdrawal: WithdrawalRecord) => {
    if (cancelling !== null) return;
    setCancelling(withdrawal.id);
    setOutcome(null);
    await ensureCsrfToken(clients);
    const answer = await clients.post(postWithdrawalCancel, { id: withdrawal.id });
    setConfirming(null);
    setOutcome(answer.ok ? { kind: 'cancelled', withdrawal: answer.data } : { kind: 'failed' });
    await onChanged();
    setCancelling(null);
  };

  return (
    <section className="account-page__section funds-withdraw__list" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <p
        className={outcome?.kind === 'failed' ? 'funds-withdraw__error' : 'funds-withdraw__outcome'}
        role="status"
        data-testid="withdrawal-cancel-outcome"
      >
        {outcome === null
          ? ''
          : outcome.kind === 'failed'
            ? t('cancelFailed')
            : t('cancelDone', {
                amount: fmt(outcome.withdrawal.amount),
                coin: outcome.withdrawal.coin,
                total: fmt(new Big(outcome.withdrawal.amount).plus(outcome.withdrawal.fee).toFixed()),
              })}
      </p>
      {withdrawals === null ? (
        <p className="account-page__notice funds-withdraw__error" role="alert" data-testid="withdrawals-unavailable">
          {t('unavailable')}
        </p>
      ) : withdrawals.length === 0 ? (
        <p className="account-page__muted" data-testid="withdrawals-empty">
          {t('empty')}
        </p>
      ) : (
        <div className="funds-withdraw__table-wrap">
          <table className="funds-withdraw__table" data-testid="withdrawals-table">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('coin')}</th>
                <th scope="col">{t('network')}</th>
                <th scope="col">{t('address')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('fee')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {withdrawals.map((w) => (
                <tr key={w.id} data-testid={`withdrawal-${w.id}`} data-status={w.status}>
                  <td>
                    <time dateTime={w.created_at}>{time(w.created_at)}</time>
                  </td>
                  <td>{w.coin}</td>
                  <td>{w.network}</td>
                  <td className="funds-withdraw__address" dir="ltr">
                    {w.address}
                    {w.memo ? <span className="funds-withdraw__memo">{t('memo', { memo: w.memo })}</span> : null}
                  </td>
                  <td className="funds-withdraw__number">{fmt(w.amount)}</td>
                  <td className="funds-withdraw__number">{fmt(w.fee)}</td>
                  <td>{t(w.status)}</td>
                  <td>
                    {w.status !== 'pending' ? null : confirming === w.id ? (
                      <div className="funds-withdraw__confirm" role="group" aria-label={t('confirm')}>
                        <span>{t('confirm')}</span>
                        <button
                          type="button"
                          className="button funds-withdraw__confirm-yes"
                          disabled={cancelling !== null}
                          aria-busy={cancelling === w.id}
                          onClick={() => void cancel(w)}
                        >
                          {cancelling === w.id ? t('cancelling') : t('confirmYes')}
                        </button>
                        <button
                          type="button"
                          className="button button--outline"
                          disabled={cancelling !== null}
                          onClick={() => setConfirming(null)}
                        >
                          {t('confirmNo')}
                        </button>
                      </div>
                    ) : (
                      <button
                        type="button"
                        className="button button--outline"
                        aria-label={t('cancelLabel', { amount: fmt(w.amount), coin: w.coin, address: w.address })}
                        disabled={cancelling !== null}
                        onClick={() => setConfirming(w.id)}
                      >
                        {t('cancel')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
