import {
  type FuturesAccount,
  getFuturesAccounts,
  getSpotAccounts,
  postSubAccount,
  postTransfer,
  type SpotAccount,
  type SubAccountInfo,
  type TransferRequest,
} from '@meridian/contracts';
import {
  checkTransferAmount,
  COIN_DECIMALS,
  coinDecimals,
  FUTURES_WALLET_COINS,
  localizeAmountText,
  SUB_ACCOUNT_NICKNAME_PATTERN,
  SUB_ACCOUNT_SUB_TYPES,
  SUB_ACCOUNT_TYPES,
  MAX_SUB_ACCOUNTS,
  type TransferDirection,
  type WalletName,
} from '@meridian/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { type RequestFailure, useBrowserClients } from '../../shell/http';
import { ensureCsrfToken, useSession } from '../../shell/session';
import { useSite } from '../../shell/site';
import './sub-accounts.css';

/** What the loader read: each part null when its call failed (the page says so in its place). */
export interface SubAccountsView {
  subAccounts: SubAccountInfo[] | null;
  spot: SpotAccount[] | null;
  futures: FuturesAccount[] | null;
}

/** A transfer's request id: new for each attempt (domain TRANSFER_REQUEST_ID_PATTERN; injectable for tests). */
export type NewRequestId = () => string;

const defaultRequestId: NewRequestId = () => globalThis.crypto.randomUUID();

/** The coins the form offers: those whose places the ledger knows (domain COIN_DECIMALS). */
export const TRANSFER_COINS: readonly string[] = Object.keys(COIN_DECIMALS);

/** Amounts: up to 8 decimals, cut rather than rounded (as the overview shows them). */
const AMOUNT_DIGITS = 8;
const NON_ZERO = /[1-9]/;

/**
 * /myaccount/profile/sub-account-manage (issue 16 item 3): a master's sub-accounts (widgets §3
 * "Sub-account info: type (1 normal, 4 managed), sub_type (6 bugs, 7 asset management)"), opening
 * one, and the page's own transfer form (master ↔ sub-account, and between the account's spot and
 * futures wallets) with the balances it changes. A sub-account (shell §3 user info `is_sub`) is
 * told that only its main account manages sub-accounts.
 */
export function SubAccountsPage({
  view,
  newRequestId = defaultRequestId,
}: {
  view: SubAccountsView;
  newRequestId?: NewRequestId;
}) {
  const t = useTranslations('subAccounts');
  const { site } = useSite();
  const { session } = useSession();
  const [subAccounts, setSubAccounts] = useState(view.subAccounts);
  const [spot, setSpot] = useState(view.spot);
  const [futures, setFutures] = useState(view.futures);
  const clients = useBrowserClients();

  if (session.userInfo.is_sub !== 0) {
    return (
      <main className="page account-page" id="main" data-testid="sub-accounts-page">
        <h1>{t('title')}</h1>
        <section className="account-page__card" aria-labelledby="sub-accounts-only-main" data-testid="sub-account-only">
          <h2 id="sub-accounts-only-main">{t('subAccountOnly.heading')}</h2>
          <p className="account-page__muted">{t('subAccountOnly.body')}</p>
        </section>
      </main>
    );
  }

  // After a transfer: the wallets as the API now has them (a failed read keeps what is shown).
  const refreshBalances = async () => {
    const [nextSpot, nextFutures] = await Promise.all([
      clients.getOutcome(getSpotAccounts, { silent: true }),
      clients.getOutcome(getFuturesAccounts, { silent: true }),
    ]);
    if (nextSpot.ok) setSpot(nextSpot.data);
    if (nextFutures.ok) setFutures(nextFutures.data);
  };

  return (
    <main className="page account-page sub-accounts" id="main" data-testid="sub-accounts-page">
      <h1>{t('title')}</h1>
      <p className="account-page__intro">{t('description', { site: site.name })}</p>
      <SubAccountList subAccounts={subAccounts} />
      <CreateSubAccount
        onCreated={(created) =>
          setSubAccounts((current) => [...(current ?? []).filter((s) => s.sub_uid !== created.sub_uid), created])
        }
      />
      <TransferForm
        subAccounts={subAccounts ?? []}
        spot={spot}
        futures={futures}
        newRequestId={newRequestId}
        onTransferred={refreshBalances}
      />
      <Balances spot={spot} futures={futures} />
    </main>
  );
}

function typeKey(type: number): 'normal' | 'managed' {
  return type === SUB_ACCOUNT_TYPES.managed ? 'managed' : 'normal';
}

function subTypeKey(subType: number): 'none' | 'bugs' | 'assetManagement' {
  if (subType === SUB_ACCOUNT_SUB_TYPES.bugs) return 'bugs';
  if (subType === SUB_ACCOUNT_SUB_TYPES.assetManagement) return 'assetManagement';
  return 'none';
}

function SubAccountList({ subAccounts }: { subAccounts: SubAccountInfo[] | null }) {
  const t = useTranslations('subAccounts');
  const id = useId();
  return (
    <section className="account-page__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('list.heading')}</h2>
      {subAccounts === null ? (
        <div className="account-page__notice" role="alert" data-testid="sub-accounts-unavailable">
          {t('list.unavailable')}
        </div>
      ) : subAccounts.length === 0 ? (
        <p className="account-page__muted" data-testid="sub-accounts-empty">
          {t('list.empty')}
        </p>
      ) : (
        <div className="sub-accounts__scroll">
          <table className="sub-accounts__table" data-testid="sub-accounts-table">
            <caption className="visually-hidden">{t('list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.nickname')}</th>
                <th scope="col">{t('list.uid')}</th>
                <th scope="col">{t('list.type')}</th>
                <th scope="col">{t('list.subType')}</th>
              </tr>
            </thead>
            <tbody>
              {subAccounts.map((sub) => (
                <tr key={sub.sub_uid} data-testid={`sub-account-${sub.sub_uid}`}>
                  <th scope="row">
                    <bdi>{sub.nickname}</bdi>
                  </th>
                  <td>{sub.sub_uid}</td>
                  <td data-type={sub.type}>{t(`types.${typeKey(sub.type)}`)}</td>
                  <td data-sub-type={sub.sub_type}>{t(`subTypes.${subTypeKey(sub.sub_type)}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

type CreateErrorKey = 'nicknameMissing' | 'nicknameInvalid' | 'subAccount' | 'limit' | 'sessionEnded' | 'failed';

/** The nickname as the API's contract checks it (domain SUB_ACCOUNT_NICKNAME_PATTERN). */
export function nicknameError(nickname: string): 'nicknameMissing' | 'nicknameInvalid' | null {
  if (nickname === '') return 'nicknameMissing';
  return SUB_ACCOUNT_NICKNAME_PATTERN.test(nickname) ? null : 'nicknameInvalid';
}

function createErrorOf(failure: RequestFailure): CreateErrorKey {
  if (failure.reason !== 'status') return 'failed';
  if (failure.status === 400) return 'nicknameInvalid';
  if (failure.status === 401) return 'sessionEnded';
  if (failure.status === 403) return 'subAccount';
  if (failure.status === 409) return 'limit';
  return 'failed';
}

function CreateSubAccount({ onCreated }: { onCreated: (created: SubAccountInfo) => void }) {
  const t = useTranslations('subAccounts.create');
  const clients = useBrowserClients();
  const id = useId();
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<CreateErrorKey | null>(null);
  const [created, setCreated] = useState<SubAccountInfo | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const name = nickname.trim();
    const invalid = nicknameError(name);
    setError(invalid);
    setCreated(null);
    if (invalid) {
      document.getElementById(`${id}-nickname`)?.focus();
      return;
    }
    setPending(true);
    try {
      await ensureCsrfToken(clients);
      const outcome = await clients.post(postSubAccount, { nickname: name });
      if (outcome.ok) {
        setCreated(outcome.data);
        setNickname('');
        onCreated(outcome.data);
      } else {
        setError(createErrorOf(outcome));
      }
    } finally {
      setPending(false);
    }
  };

  const fieldError = error === 'nicknameMissing' || error === 'nicknameInvalid';
  return (
    <section className="account-page__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <form className="sub-accounts__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="sub-accounts__field">
          <label htmlFor={`${id}-nickname`}>{t('nickname')}</label>
          <input
            id={`${id}-nickname`}
            type="text"
            value={nickname}
            maxLength={64}
            autoComplete="off"
            required
            onChange={(event) => {
              setNickname(event.target.value);
              setError(null);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-nickname-hint${error ? ` ${id}-error` : ''}`}
            data-testid="sub-account-nickname"
          />
          <p className="account-page__muted sub-accounts__hint" id={`${id}-nickname-hint`}>
            {t('nicknameHint')}
          </p>
        </div>
        <div>
          <button
            type="submit"
            className="button"
            disabled={pending}
            aria-busy={pending}
            data-testid="sub-account-create"
          >
            {pending ? t('submitting') : t('submit')}
          </button>
        </div>
        {error ? (
          <p className="account-page__error" id={`${id}-error`} role="alert" data-testid="sub-account-create-error">
            {t(`errors.${error}`, { max: MAX_SUB_ACCOUNTS })}
          </p>
        ) : null}
        <p role="status" className="sub-accounts__done" data-testid="sub-account-created">
          {created ? t('created', { nickname: created.nickname, uid: created.sub_uid }) : ''}
        </p>
      </form>
    </section>
  );
}

type TransferKind = 'sub' | 'own';
type OwnDirection = 'spotToFutures' | 'futuresToSpot';
type TransferErrorKey =
  | 'subAccountMissing'
  | 'amountMissing'
  | 'badAmount'
  | 'tooManyDecimals'
  | 'insufficient'
  | 'notYourSubAccount'
  | 'requestReused'
  | 'sessionEnded'
  | 'failed';

export interface TransferDraft {
  kind: TransferKind;
  subUid: string;
  direction: TransferDirection;
  ownDirection: OwnDirection;
  coin: string;
  amount: string;
}

/**
 * The transfer the draft asks for, without its request id, or what to fix first. A master's
 * transfer with a sub-account moves between the two spot wallets; the account's own moves between
 * its spot and futures wallets (the futures wallet holds FUTURES_WALLET_COINS only).
 */
export function transferOf(
  draft: TransferDraft,
): { ok: true; request: Omit<TransferRequest, 'request_id'> } | { ok: false; error: TransferErrorKey } {
  if (draft.kind === 'sub' && draft.subUid === '') return { ok: false, error: 'subAccountMissing' };
  const amount = draft.amount.trim();
  if (amount === '') return { ok: false, error: 'amountMissing' };
  const issue = checkTransferAmount(amount, draft.coin);
  if (issue) return { ok: false, error: issue.code === 'tooManyDecimals' ? 'tooManyDecimals' : 'badAmount' };
  if (draft.kind === 'sub') {
    return {
      ok: true,
      request: {
        coin: draft.coin,
        amount,
        from_wallet: 'spot',
        to_wallet: 'spot',
        sub_uid: draft.subUid,
        direction: draft.direction,
      },
    };
  }
  const [from, to]: [WalletName, WalletName] =
    draft.ownDirection === 'spotToFutures' ? ['spot', 'futures'] : ['futures', 'spot'];
  return { ok: true, request: { coin: draft.coin, amount, from_wallet: from, to_wallet: to } };
}

/**
 * Why a transfer was refused (apps/api services/transfers): 400 beyond the available balance (the
 * form checks the amount's shape first), 403 not a sub-account of the caller's, 409 a request id
 * already used for another transfer.
 */
function transferErrorOf(failure: RequestFailure): TransferErrorKey {
  if (failure.reason !== 'status') return 'failed';
  switch (failure.status) {
    case 400:
      return 'insufficient';
    case 401:
      return 'sessionEnded';
    case 403:
      return 'notYourSubAccount';
    case 409:
      return 'requestReused';
    default:
      return 'failed';
  }
}

function TransferForm({
  subAccounts,
  spot,
  futures,
  newRequestId,
  onTransferred,
}: {
  subAccounts: readonly SubAccountInfo[];
  spot: SpotAccount[] | null;
  futures: FuturesAccount[] | null;
  newRequestId: NewRequestId;
  onTransferred: () => Promise<void>;
}) {
  const t = useTranslations('subAccounts.transfer');
  const clients = useBrowserClients();
  const { numberSymbols } = useSite();
  const id = useId();
  const [draft, setDraft] = useState<TransferDraft>({
    kind: 'sub',
    subUid: '',
    direction: 'to_sub',
    ownDirection: 'spotToFutures',
    coin: 'USDT',
    amount: '',
  });
  // The attempt in progress: a retry of the same transfer (after a lost answer) keeps its request
  // id, so the API makes it once; a changed form, a success or a 409 starts a new one.
  const [attempt, setAttempt] = useState<{ key: string; requestId: string } | null>(null);
  const [error, setError] = useState<TransferErrorKey | null>(null);
  const [done, setDone] = useState<string>('');
  const [pending, setPending] = useState(false);

  const coins = draft.kind === 'own' ? FUTURES_WALLET_COINS : TRANSFER_COINS;
  const change = (next: Partial<TransferDraft>) => {
    setDraft((current) => {
      const merged = { ...current, ...next };
      const allowed = merged.kind === 'own' ? FUTURES_WALLET_COINS : TRANSFER_COINS;
      return allowed.includes(merged.coin) ? merged : { ...merged, coin: allowed[0] ?? 'USDT' };
    });
    setError(null);
  };

  // The wallet that pays, when it is the account's own (a sub-account's balances are not read here).
  const payingWallet: WalletName | null =
    draft.kind === 'own'
      ? draft.ownDirection === 'spotToFutures'
        ? 'spot'
        : 'futures'
      : draft.direction === 'to_sub'
        ? 'spot'
        : null;
  const payingRows = payingWallet === 'spot' ? spot : payingWallet === 'futures' ? futures : null;
  const available = payingRows?.find((row) => row.currency === draft.coin)?.available ?? (payingRows ? '0' : null);
  const amountText = (text: string) => localizeAmountText(text, numberSymbols, { precision: AMOUNT_DIGITS });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setDone('');
    const planned = transferOf(draft);
    if (!planned.ok) {
      setError(planned.error);
      const field = planned.error === 'subAccountMissing' ? 'sub' : 'amount';
      document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    setError(null);
    const key = JSON.stringify(planned.request);
    const requestId = attempt?.key === key ? attempt.requestId : newRequestId();
    setAttempt({ key, requestId });
    setPending(true);
    try {
      await ensureCsrfToken(clients);
      const outcome = await clients.post(postTransfer, { ...planned.request, request_id: requestId });
      if (outcome.ok) {
        setAttempt(null);
        const amount = amountText(planned.request.amount);
        const { coin } = planned.request;
        const sub = subAccounts.find((s) => String(s.sub_uid) === draft.subUid);
        const nickname = sub ? sub.nickname : draft.subUid;
        setDone(
          draft.kind === 'own'
            ? t('done.own', {
                amount,
                coin,
                from: t(`wallets.${planned.request.from_wallet}`),
                to: t(`wallets.${planned.request.to_wallet}`),
              })
            : draft.direction === 'to_sub'
              ? t('done.toSub', { amount, coin, nickname })
              : t('done.fromSub', { amount, coin, nickname }),
        );
        setDraft((current) => ({ ...current, amount: '' }));
        await onTransferred();
      } else {
        const found = transferErrorOf(outcome);
        // A used request id cannot succeed again: the next submission is a new attempt.
        if (found === 'requestReused') setAttempt(null);
        setError(found);
      }
    } finally {
      setPending(false);
    }
  };

  const amountError = error === 'amountMissing' || error === 'badAmount' || error === 'tooManyDecimals';
  const errorText = error ? t(`errors.${error}`, { coin: draft.coin, places: coinDecimals(draft.coin) }) : null;

  return (
    <section className="account-page__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <form className="sub-accounts__form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="sub-accounts__kinds">
          <legend>{t('kind')}</legend>
          {(['sub', 'own'] as const).map((kind) => (
            <label key={kind} className="sub-accounts__choice">
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={draft.kind === kind}
                onChange={() => change({ kind })}
                data-testid={`transfer-kind-${kind}`}
              />
              {t(`kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        {draft.kind === 'sub' ? (
          <>
            <div className="sub-accounts__field">
              <label htmlFor={`${id}-sub`}>{t('subAccount')}</label>
              <select
                id={`${id}-sub`}
                value={draft.subUid}
                onChange={(event) => change({ subUid: event.target.value })}
                aria-invalid={error === 'subAccountMissing' ? true : undefined}
                aria-describedby={error === 'subAccountMissing' ? `${id}-error` : undefined}
                data-testid="transfer-sub"
              >
                <option value="">{t('subAccountPlaceholder')}</option>
                {subAccounts.map((sub) => (
                  <option key={sub.sub_uid} value={String(sub.sub_uid)}>
                    {t('subAccountOption', { nickname: sub.nickname, uid: sub.sub_uid })}
                  </option>
                ))}
              </select>
              {subAccounts.length === 0 ? (
                <p className="account-page__muted sub-accounts__hint" data-testid="transfer-no-subs">
                  {t('noSubAccounts')}
                </p>
              ) : null}
            </div>
            <div className="sub-accounts__field">
              <label htmlFor={`${id}-direction`}>{t('direction')}</label>
              <select
                id={`${id}-direction`}
                value={draft.direction}
                onChange={(event) => change({ direction: event.target.value === 'from_sub' ? 'from_sub' : 'to_sub' })}
                data-testid="transfer-direction"
              >
                <option value="to_sub">{t('directions.to_sub')}</option>
                <option value="from_sub">{t('directions.from_sub')}</option>
              </select>
            </div>
          </>
        ) : (
          <div className="sub-accounts__field">
            <label htmlFor={`${id}-own`}>{t('ownDirection')}</label>
            <select
              id={`${id}-own`}
              value={draft.ownDirection}
              onChange={(event) =>
                change({ ownDirection: event.target.value === 'futuresToSpot' ? 'futuresToSpot' : 'spotToFutures' })
              }
              data-testid="transfer-own-direction"
            >
              <option value="spotToFutures">{t('ownDirections.spotToFutures')}</option>
              <option value="futuresToSpot">{t('ownDirections.futuresToSpot')}</option>
            </select>
          </div>
        )}
        <div className="sub-accounts__field">
          <label htmlFor={`${id}-coin`}>{t('coin')}</label>
          <select
            id={`${id}-coin`}
            value={draft.coin}
            onChange={(event) => change({ coin: event.target.value })}
            aria-describedby={draft.kind === 'own' ? `${id}-coin-hint` : undefined}
            data-testid="transfer-coin"
          >
            {coins.map((coin) => (
              <option key={coin} value={coin}>
                {coin}
              </option>
            ))}
          </select>
          {draft.kind === 'own' ? (
            <p className="account-page__muted sub-accounts__hint" id={`${id}-coin-hint`}>
              {t('futuresCoinsOnly')}
            </p>
          ) : null}
        </div>
        <div className="sub-accounts__field">
          <label htmlFor={`${id}-amount`}>{t('amount')}</label>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={draft.amount}
            onChange={(event) => change({ amount: event.target.value })}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={
              [available !== null ? `${id}-available` : '', amountError ? `${id}-error` : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            data-testid="transfer-amount"
          />
          {available !== null && payingWallet ? (
            <p
              className="account-page__muted sub-accounts__hint"
              id={`${id}-available`}
              data-testid="transfer-available"
            >
              {t('available', {
                wallet: t(`wallets.${payingWallet}`),
                amount: amountText(available),
                coin: draft.coin,
              })}
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit" className="button" disabled={pending} aria-busy={pending} data-testid="transfer-submit">
            {pending ? t('submitting') : t('submit')}
          </button>
        </div>
        {errorText ? (
          <p className="account-page__error" id={`${id}-error`} role="alert" data-testid="transfer-error">
            {errorText}
          </p>
        ) : null}
        <p role="status" className="sub-accounts__done" data-testid="transfer-done">
          {done}
        </p>
      </form>
    </section>
  );
}

function Balances({ spot, futures }: { spot: SpotAccount[] | null; futures: FuturesAccount[] | null }) {
  const t = useTranslations('subAccounts.balances');
  const id = useId();
  return (
    <section className="account-page__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <div className="sub-accounts__wallets">
        <WalletTable title={t('spot')} rows={spot} testId="balances-spot" />
        <WalletTable title={t('futures')} rows={futures} testId="balances-futures" />
      </div>
    </section>
  );
}

function WalletTable({ title, rows, testId }: { title: string; rows: readonly SpotAccount[] | null; testId: string }) {
  const t = useTranslations('subAccounts.balances');
  const { numberSymbols } = useSite();
  const id = useId();
  const amount = (text: string) => localizeAmountText(text, numberSymbols, { precision: AMOUNT_DIGITS });
  const held = (rows ?? []).filter((row) => NON_ZERO.test(row.available) || NON_ZERO.test(row.locked));
  return (
    <div className="sub-accounts__wallet" data-testid={testId}>
      <h3 id={`${id}-title`}>{title}</h3>
      {rows === null ? (
        <p className="account-page__notice" role="status">
          {t('unavailable')}
        </p>
      ) : held.length === 0 ? (
        <p className="account-page__muted">{t('empty')}</p>
      ) : (
        <table className="sub-accounts__table sub-accounts__balances" aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col">{t('coin')}</th>
              <th scope="col">{t('available')}</th>
              <th scope="col">{t('locked')}</th>
            </tr>
          </thead>
          <tbody>
            {held.map((row) => (
              <tr key={row.currency} data-testid={`${testId}-${row.currency}`}>
                <th scope="row">{row.currency}</th>
                <td>
                  <bdi>{amount(row.available)}</bdi>
                </td>
                <td>
                  <bdi>{amount(row.locked)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
