import { type DepositCodeList, type DepositCodeRecord, postDepositCodeCancel } from '@meridian/contracts';
import { localizeDecimalText } from '@meridian/domain';
import { useId, useState } from 'react';
import { useFormatter, useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import { ensureCsrfToken } from '../../shell/session';
import { useSite } from '../../shell/site';

/**
 * The history (issue 16 item 5 "created and redeemed codes"): the codes this account made (an
 * active one has Cancel, which asks to confirm in its row and gives the held amount back) and those
 * it redeemed. A code is named by its last four characters: the code itself is never shown again.
 */
export function CodeHistory({ codes, onChanged }: { codes: DepositCodeList | null; onChanged: () => Promise<void> }) {
  const t = useTranslations('depositCode.history');
  const id = useId();
  const clients = useBrowserClients();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'cancelled' | 'failed' | null>(null);

  const cancel = async (record: DepositCodeRecord) => {
    if (cancelling !== null) return;
    setCancelling(record.id);
    setOutcome(null);
    await ensureCsrfToken(clients);
    const answer = await clients.post(postDepositCodeCancel, { id: record.id });
    setConfirming(null);
    setOutcome(answer.ok && answer.data.status === 'cancelled' ? 'cancelled' : 'failed');
    await onChanged();
    setCancelling(null);
  };

  return (
    <section className="account-page__section deposit-code__history" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <p role="status" className="deposit-code__outcome" data-testid="deposit-code-cancel-outcome">
        {outcome === null ? '' : t(outcome === 'cancelled' ? 'cancelled' : 'cancelFailed')}
      </p>
      {codes === null ? (
        <p className="deposit-code__error" role="alert" data-testid="deposit-code-history-unavailable">
          {t('unavailable')}
        </p>
      ) : (
        <>
          <CodeTable
            caption={t('createdCaption')}
            empty={t('createdEmpty')}
            rows={codes.created}
            testId="deposit-code-created"
            action={(record) =>
              record.status !== 'active' ? null : confirming === record.id ? (
                <span className="deposit-code__confirm">
                  <button
                    type="button"
                    className="button button--outline"
                    disabled={cancelling !== null}
                    aria-busy={cancelling === record.id}
                    onClick={() => void cancel(record)}
                  >
                    {t('confirmCancel', { hint: record.code_hint })}
                  </button>
                  <button type="button" className="button button--text" onClick={() => setConfirming(null)}>
                    {t('keep')}
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className="button button--outline"
                  aria-label={t('cancelLabel', { hint: record.code_hint })}
                  onClick={() => setConfirming(record.id)}
                >
                  {t('cancel')}
                </button>
              )
            }
          />
          <CodeTable
            caption={t('redeemedCaption')}
            empty={t('redeemedEmpty')}
            rows={codes.redeemed}
            testId="deposit-code-redeemed"
          />
        </>
      )}
    </section>
  );
}

function CodeTable({
  caption,
  empty,
  rows,
  testId,
  action,
}: {
  caption: string;
  empty: string;
  rows: DepositCodeRecord[];
  testId: string;
  action?: (record: DepositCodeRecord) => React.ReactNode;
}) {
  const t = useTranslations('depositCode.history');
  const format = useFormatter();
  const { numberSymbols } = useSite();
  // UTC: the server and the browser render the same text, and the column says so.
  const time = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  if (rows.length === 0) {
    return (
      <p className="account-page__muted" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  }
  return (
    <div className="deposit-code__table-wrap">
      <table className="deposit-code__table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('timeColumn')}</th>
            <th scope="col">{t('codeColumn')}</th>
            <th scope="col">{t('amountColumn')}</th>
            <th scope="col">{t('statusColumn')}</th>
            {action ? <th scope="col">{t('actionColumn')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((record) => (
            <tr key={record.id} data-status={record.status}>
              <td>{time(record.role === 'redeemed' ? record.updated_at : record.created_at)}</td>
              <td dir="ltr">…{record.code_hint}</td>
              <td>
                {localizeDecimalText(record.amount, numberSymbols)} {record.coin}
              </td>
              <td>{t(`status.${record.status}`)}</td>
              {action ? <td>{action(record)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
