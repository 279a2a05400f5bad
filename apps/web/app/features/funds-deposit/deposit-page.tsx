import { localizeDecimalText } from '@meridian/domain';
import { useId } from 'react';
import { useNavigation } from 'react-router';
import { useTranslations } from '../../i18n';
import { QrCodeArea } from '../../kit';
import { useSite } from '../../shell/site';
import { CopyField } from './copy-field';
import { DepositHistoryTable } from './deposit-history';
import { DepositCoinPicker, DepositNetworkPicker } from './deposit-pickers';
import type { DepositAddressView, DepositNetwork, DepositView } from './deposit-view';
import './funds-deposit.css';

/**
 * `/myaccount/deposit/{currency}` (issue 16 item 5; widgets §1 deposit targets): the coin, its
 * network (a `network` query parameter), the account's address with a copy button and its QR code,
 * the memo where the network needs one, the warnings every exchange gives before a transfer, and
 * the coin's deposit history. Everything comes from the route's loader (server-rendered); a call
 * that failed says so in its place.
 */
export function DepositPage({ view }: { view: DepositView }) {
  const t = useTranslations('fundsDeposit');
  return (
    <main className="page account-page deposit-page" id="main" data-testid="deposit-page">
      <h1>{t('heading')}</h1>
      <p className="account-page__intro">{t('intro')}</p>
      {view.kind === 'unavailable' ? (
        <p className="deposit-page__error" role="alert" data-testid="deposit-unavailable">
          {t('unavailable')}
        </p>
      ) : view.kind === 'unknown-coin' ? (
        <>
          <p className="deposit-page__error" role="alert" data-testid="deposit-unknown-coin">
            {t('unknownCoin', { coin: view.coin })}
          </p>
          <DepositCoinPicker coins={view.coins} current={null} />
        </>
      ) : (
        <CoinDeposit view={view} />
      )}
    </main>
  );
}

function CoinDeposit({ view }: { view: Extract<DepositView, { kind: 'coin' }> }) {
  const t = useTranslations('fundsDeposit');
  const { coin, network } = view;
  return (
    <>
      <DepositCoinPicker coins={view.coins} current={coin} />
      <DepositNetworkPicker coin={coin} networks={view.networks} current={network.network} />
      {view.unknownNetwork !== null ? (
        <p className="deposit-page__notice" role="status" data-testid="deposit-unknown-network">
          {t('unknownNetwork', { coin, network: view.unknownNetwork, fallback: network.name })}
        </p>
      ) : null}
      <DepositAddress coin={coin} network={network} address={view.address} />
      <DepositHistoryTable coin={coin} history={view.history} />
    </>
  );
}

/**
 * Issue 16 item 4: the network's minimum deposit and confirmation count, under the address. Either
 * is left out when the network list does not carry it (an older server: '' and 0).
 */
function DepositTerms({ coin, network }: { coin: string; network: DepositNetwork }) {
  const t = useTranslations('fundsDeposit.terms');
  const { numberSymbols } = useSite();
  const hasMinimum = network.min_deposit !== '';
  const hasConfirmations = network.confirmations > 0;
  if (!hasMinimum && !hasConfirmations) return null;
  return (
    <dl className="deposit-terms" data-testid="deposit-terms">
      {hasMinimum ? (
        <div>
          <dt>{t('minimum')}</dt>
          <dd data-testid="deposit-minimum">
            {t('minimumValue', { amount: localizeDecimalText(network.min_deposit, numberSymbols), coin })}
          </dd>
        </div>
      ) : null}
      {hasConfirmations ? (
        <div>
          <dt>{t('confirmations')}</dt>
          <dd data-testid="deposit-confirmations">{t('confirmationsValue', { count: network.confirmations })}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function DepositAddress({
  coin,
  network,
  address,
}: {
  coin: string;
  network: DepositNetwork;
  address: DepositAddressView | null;
}) {
  const t = useTranslations('fundsDeposit');
  const headingId = useId();
  // Another network's page is on its way: the address shown is the previous network's.
  const loading = useNavigation().state === 'loading';
  const memoRule = network.memo === 'none' ? null : network.memo;
  return (
    <section
      className="account-page__card deposit-address"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-testid="deposit-address-card"
      data-network={network.network}
    >
      <h2 id={headingId}>{t('addressHeading', { coin, network: network.name })}</h2>
      {address === null ? (
        <p className="deposit-page__error" role="alert" data-testid="deposit-address-unavailable">
          {t('addressUnavailable')}
        </p>
      ) : (
        <div className="deposit-address__body">
          <div className="deposit-address__fields">
            {/* Keyed by the value: another address starts without the last one's "copied". */}
            <CopyField
              key={address.address}
              label={t('addressLabel')}
              value={address.address}
              copyLabel={t('copyAddress')}
              copiedText={t('addressCopied')}
              testId="deposit-address"
            />
            {memoRule !== null ? (
              <>
                {address.memo !== null ? (
                  <CopyField
                    key={address.memo}
                    label={t(`memo.${memoRule}`)}
                    value={address.memo}
                    copyLabel={t(`copyMemo.${memoRule}`)}
                    copiedText={t(`memoCopied.${memoRule}`)}
                    testId="deposit-memo"
                  />
                ) : null}
                <p className="deposit-page__warning" role="note" data-testid="deposit-memo-warning">
                  {t(`memoWarning.${memoRule}`)}
                </p>
              </>
            ) : null}
          </div>
          <QrCodeArea label={t('qrLabel', { coin, network: network.name })} qr={address.qr} />
        </div>
      )}
      <DepositTerms coin={coin} network={network} />
      <div className="deposit-notes" data-testid="deposit-notes">
        <h3>{t('notesHeading')}</h3>
        <ul>
          <li>{t('sendOnly', { coin, network: network.name })}</li>
          <li>{t('confirmations')}</li>
        </ul>
      </div>
    </section>
  );
}
