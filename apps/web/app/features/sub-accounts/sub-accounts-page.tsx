import { type FuturesAccount, postSubAccount, type SpotAccount, type SubAccountInfo } from '@meridian/contracts';
import {
  localizeAmountText,
  MAX_SUB_ACCOUNTS,
  SUB_ACCOUNT_NICKNAME_PATTERN,
  SUB_ACCOUNT_SUB_TYPES,
  SUB_ACCOUNT_TYPES,
} from '@meridian/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslations } from '../../i18n';
import { type RequestFailure, useBrowserClients } from '../../shell/http';
import { ensureCsrfToken, useSession } from '../../shell/session';
import { useSite } from '../../shell/site';
import { useSubAccountInfoCheck } from './sub-account-info-check';
import './sub-accounts.css';

/** What the loader read: each part null when its call failed (the page says so in its place). */
export interface SubAccountsView {
  subAccounts: SubAccountInfo[] | null;
  spot: SpotAccount[] | null;
  futures: FuturesAccount[] | null;
}

/** Amounts: up to 8 decimals, cut rather than rounded (as the overview shows them). */
const AMOUNT_DIGITS = 8;
const NON_ZERO = /[1-9]/;

/**
 * /myaccount/profile/sub-account-manage (issue 16 item 3): a master's sub-accounts (widgets §3
 * "Sub-account info: type (1 normal, 4 managed), sub_type (6 bugs, 7 asset management)"), opening
 * one, the master-transfer panel (issue 16 item 8: an embedded micro-app the route passes in as
 * `transferPanel`) and the balances it changes, read again after each transfer. A `sub_uid` in the
 * query names a sub-account: the page reads its info (widgets §7), and a non-zero code sends the
 * reader home (widgets §8). A sub-account (shell §3 user info `is_sub`) is told that only its main
 * account manages sub-accounts.
 */
export function SubAccountsPage({
  view,
  transferPanel = null,
}: {
  view: SubAccountsView;
  /** The master-transfer panel (features/transfer-panels), placed by the route. */
  transferPanel?: ReactNode;
}) {
  const t = useTranslations('subAccounts');
  const { site } = useSite();
  const { session } = useSession();
  const revalidator = useRevalidator();
  // Opened here since the page's data was read: listed at once, and again once the data is read anew.
  const [created, setCreated] = useState<SubAccountInfo[]>([]);
  const named = useSubAccountInfoCheck();

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

  const subAccounts =
    view.subAccounts === null && created.length === 0
      ? null
      : [
          ...(view.subAccounts ?? []),
          ...created.filter((c) => !(view.subAccounts ?? []).some((s) => s.sub_uid === c.sub_uid)),
        ];

  return (
    <main className="page account-page sub-accounts" id="main" data-testid="sub-accounts-page">
      <h1>{t('title')}</h1>
      <p className="account-page__intro">{t('description', { site: site.name })}</p>
      <SubAccountList subAccounts={subAccounts} named={named} />
      <CreateSubAccount
        onCreated={(opened) => {
          setCreated((current) => [...current.filter((s) => s.sub_uid !== opened.sub_uid), opened]);
          void revalidator.revalidate();
        }}
      />
      {transferPanel}
      <Balances spot={view.spot} futures={view.futures} />
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

function SubAccountList({ subAccounts, named }: { subAccounts: SubAccountInfo[] | null; named: number | null }) {
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
                <tr
                  key={sub.sub_uid}
                  data-testid={`sub-account-${sub.sub_uid}`}
                  aria-current={sub.sub_uid === named ? 'true' : undefined}
                >
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
