import { useTranslations } from '../../i18n';
import { CodeHistory } from './code-history';
import { CreateCodeForm } from './create-code-form';
import { RedeemCodeForm } from './redeem-code-form';
import { type DepositCodeAccountData, useDepositCodeData } from './use-deposit-code-data';
import './deposit-code.css';

export interface DepositCodePageProps {
  initial: DepositCodeAccountData;
  /** Tests pass their own request ids. */
  newRequestId?: () => string;
}

/**
 * `/myaccount/deposit_gatecode` (issue 16 item 5; widgets §1 "gate code" way to deposit): make a
 * code that holds an amount from the spot balance (shown once), redeem another account's code,
 * and the history of both, where an active code can be cancelled.
 */
export function DepositCodePage({ initial, newRequestId }: DepositCodePageProps) {
  const t = useTranslations('depositCode');
  const { data, refresh } = useDepositCodeData(initial);
  return (
    <main className="page account-page deposit-code" id="main" data-testid="deposit-code-page">
      <h1>{t('title')}</h1>
      <p className="account-page__intro">{t('intro')}</p>
      <div className="deposit-code__columns">
        <CreateCodeForm
          available={data.available}
          fundPassword={data.fundPassword}
          onChanged={refresh}
          {...(newRequestId ? { newRequestId } : {})}
        />
        <RedeemCodeForm onChanged={refresh} />
      </div>
      <CodeHistory codes={data.codes} onChanged={refresh} />
    </main>
  );
}
