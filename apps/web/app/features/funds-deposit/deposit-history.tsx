import { localizeDecimalText } from '@meridian/domain';
import { useId } from 'react';
import { useFormatter, useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import type { DepositRecord } from './deposit-view';

/**
 * The coin's latest credited deposits (time, coin, network, amount, transaction id, status), newest
 * first as the API lists them; an empty state when there are none, an apology when the call failed.
 * Times are shown in UTC, so the server's page and the browser's agree.
 */
export function DepositHistoryTable({ coin, history }: { coin: string; history: readonly DepositRecord[] | null }) {
  const t = useTranslations('fundsDeposit');
  const format = useFormatter();
  const { numberSymbols } = useSite();
  const headingId = useId();
  const time = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <section className="account-page__section deposit-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('historyHeading', { coin })}</h2>
      {history === null ? (
        <p className="deposit-page__error" role="alert" data-testid="deposit-history-unavailable">
          {t('historyUnavailable')}
        </p>
      ) : history.length === 0 ? (
        <p className="deposit-history__empty" data-testid="deposit-history-empty">
          {t('historyEmpty', { coin })}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="deposit-history__table" data-testid="deposit-history">
            <caption className="visually-hidden">{t('historyCaption', { coin })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('timeColumn')}</th>
                <th scope="col">{t('coinColumn')}</th>
                <th scope="col">{t('networkColumn')}</th>
                <th scope="col" className="deposit-history__number">
                  {t('amountColumn')}
                </th>
                <th scope="col">{t('txColumn')}</th>
                <th scope="col">{t('statusColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((d) => (
                <tr key={d.id} data-testid={`deposit-row-${d.id}`}>
                  <td>
                    <time dateTime={d.created_at}>{time(d.created_at)}</time>
                  </td>
                  <td>{d.coin}</td>
                  <td>{d.network}</td>
                  <td className="deposit-history__number">
                    <bdi>{localizeDecimalText(d.amount, numberSymbols)}</bdi>
                  </td>
                  <td>
                    <code className="deposit-history__tx" dir="ltr" title={d.tx_id}>
                      {d.tx_id}
                    </code>
                  </td>
                  <td>{t(`status.${d.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
