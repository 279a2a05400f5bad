import { postOpenFuturesPosition } from '@meridian/contracts';
import { localizeAmountText, type PositionSide } from '@meridian/domain';
import { type FormEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
// The module, not kit's index: the input would otherwise join the kit chunk every page loads.
import { AmountInput } from '../../kit/amount/amount-input';
import { useBrowserClients } from '../../shell/http';
import type { RegistrationType } from '../../shell/registration';
import { ensureCsrfToken, preloadRegistration, useSession } from '../../shell/session';
import { useLocalizedPath, useSite } from '../../shell/site';
import { type FuturesFailureText, futuresFailureText, mayHaveArrived } from './futures-failure';
import { FailureText } from './failure-text';
import { checkOpeningDraft, leverageRange, type OpeningIssue, openingFigures, ratePercent } from './futures-math';
import { useFuturesTrading } from './futures-trading-store';
import './futures-trading.css';

/** Decimals a USDT figure (margin, fee, cost, balance) is shown with (cut, never rounded up). */
const USDT_DECIMALS = 8;
/** The leverage the form starts at (clamped to the contract's range). */
const DEFAULT_LEVERAGE = 10;
const QUOTE = 'USDT';

/**
 * The futures panel of the order slot (issue 12): the open form for a logged-in user, Log in /
 * Sign up for a visitor, and the funding note for both (decision 0040: funding is left out).
 */
export function FuturesOrderForm() {
  const t = useTranslations('futuresTrading');
  const { loggedIn } = useFuturesTrading();
  return (
    <div className="futures-panel">
      {loggedIn ? <OpenForm /> : <VisitorActions />}
      <p className="futures-panel__note" data-testid="funding-note">
        {t('fundingNote')}
      </p>
    </div>
  );
}

/** Log in and sign up: links that work before the script runs, then open the registration dialog (as the header's). */
function VisitorActions() {
  const t = useTranslations('futuresTrading.visitor');
  const { contract } = useFuturesTrading();
  const to = useLocalizedPath();
  const { openRegistration } = useSession();
  const open = (type: RegistrationType) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const query = new URLSearchParams(window.location.search);
    openRegistration({ type, ch: query.get('ch') ?? undefined, refUid: query.get('ref_uid') ?? undefined });
  };
  return (
    <div className="futures-visitor" data-testid="futures-visitor">
      <p>{t('prompt', { base: contract.base })}</p>
      <div className="futures-visitor__actions">
        <a
          className="button futures-visitor__login"
          href={to('/login')}
          onClick={open('login')}
          onPointerEnter={preloadRegistration}
          onFocus={preloadRegistration}
        >
          {t('logIn')}
        </a>
        <a
          className="button"
          href={to('/signup')}
          onClick={open('signup')}
          onPointerEnter={preloadRegistration}
          onFocus={preloadRegistration}
        >
          {t('signUp')}
        </a>
      </div>
    </div>
  );
}

function OpenForm() {
  const t = useTranslations('futuresTrading.form');
  const tRules = useTranslations('trade.rules');
  const { contract, markPrice, account, openPositions } = useFuturesTrading();
  const clients = useBrowserClients();
  const { numberSymbols } = useSite();
  const id = useId();
  const [side, setSide] = useState<PositionSide>('long');
  const [size, setSize] = useState('');
  // Until moved, the leverage follows the open position's (an add must keep it, decision 0040).
  const [chosenLeverage, setChosenLeverage] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<FuturesFailureText | null>(null);
  const [opened, setOpened] = useState(false);
  // A ref as well as the state: two clicks in one frame both see the state from before either.
  const running = useRef(false);

  const range = leverageRange(contract);
  const leverage =
    chosenLeverage ?? openPositions[0]?.leverage ?? Math.min(range.max, Math.max(range.min, DEFAULT_LEVERAGE));
  const draft = { side, size, leverage };
  const balances = account.balances.status === 'ready' ? account.balances.data : null;
  const available = balances ? (balances.find((b) => b.currency === QUOTE)?.available ?? '0') : null;
  const figures = openingFigures(contract, draft, markPrice);
  const check = checkOpeningDraft(contract, draft, figures, available);
  const rate = ratePercent(contract.taker_fee);

  const amount = (value: string) => localizeAmountText(value, numberSymbols, { precision: USDT_DECIMALS });
  const usdt = (value: string) => `${amount(value)} ${QUOTE}`;
  const price = (value: string) => localizeAmountText(value, numberSymbols, { precision: contract.precision });
  const estimate = (text: string) => t('estimate', { value: text });

  const edited = () => {
    setFailure(null);
    setOpened(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current || check.state !== 'valid') return;
    running.current = true;
    setPending(true);
    edited();
    try {
      await ensureCsrfToken(clients);
      const outcome = await clients.post(postOpenFuturesPosition, {
        contract: contract.name,
        side,
        // The checked size: normalised decimals (no trailing dot from a field still focused).
        size: check.size,
        leverage: String(check.leverage),
      });
      if (outcome.ok) {
        setSize('');
        setOpened(true);
        void account.refresh();
      } else {
        setFailure(futuresFailureText(outcome));
        if (mayHaveArrived(outcome)) void account.refresh();
      }
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  const issue = check.state === 'invalid' ? check.issue : null;
  const issueText = (value: OpeningIssue) =>
    value.kind === 'rule'
      ? tRules(value.rule.code, value.rule.values)
      : t('insufficient', { amount: amount(value.need) });

  return (
    <form
      className="futures-form"
      data-testid="futures-form"
      data-side={side}
      aria-label={t('title')}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="futures-form__sides" role="group" aria-label={t('side.label')}>
        {(['long', 'short'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={`futures-form__side futures-form__side--${name}`}
            aria-pressed={side === name}
            data-testid={`futures-side-${name}`}
            onClick={() => {
              if (name === side) return;
              setSide(name);
              edited();
            }}
          >
            {t(`side.${name}`)}
          </button>
        ))}
      </div>
      <div className="futures-form__field">
        <label htmlFor={`${id}-size`} id={`${id}-size-label`}>
          {t('size', { base: contract.base })}
        </label>
        <AmountInput
          id={`${id}-size`}
          aria-labelledby={`${id}-size-label`}
          className="futures-form__input"
          name="size"
          value={size}
          precision={contract.size_precision}
          onValueChange={(text) => {
            setSize(text);
            edited();
          }}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${id}-issue` : undefined}
          data-testid="futures-size"
        />
      </div>
      <div className="futures-form__field">
        <div className="futures-form__leverage-head">
          <label htmlFor={`${id}-leverage`}>{t('leverage')}</label>
          <output htmlFor={`${id}-leverage`} className="futures-form__leverage-value">
            {t('leverageValue', { leverage: String(leverage) })}
          </output>
        </div>
        <input
          id={`${id}-leverage`}
          className="futures-form__slider"
          type="range"
          name="leverage"
          min={range.min}
          max={range.max}
          step={1}
          value={leverage}
          aria-valuetext={t('leverageValue', { leverage: String(leverage) })}
          onChange={(event) => {
            setChosenLeverage(Number(event.currentTarget.value));
            edited();
          }}
          data-testid="futures-leverage"
        />
      </div>
      <dl className="futures-form__figures">
        <div>
          <dt>{t('markPrice')}</dt>
          <dd data-testid="futures-mark">{`${price(markPrice)} ${QUOTE}`}</dd>
        </div>
        <div>
          <dt>{t('margin')}</dt>
          <dd data-testid="futures-margin">{figures ? estimate(usdt(figures.margin)) : '—'}</dd>
        </div>
        <div>
          <dt>
            {rate === null
              ? t('fee')
              : t('feeWithRate', { rate: localizeAmountText(rate, numberSymbols, { precision: 4 }) })}
          </dt>
          <dd data-testid="futures-fee">{figures ? estimate(usdt(figures.fee)) : '—'}</dd>
        </div>
        <div className="futures-form__cost">
          <dt>{t('cost')}</dt>
          <dd data-testid="futures-cost">{figures ? estimate(usdt(figures.cost)) : '—'}</dd>
        </div>
        <div>
          <dt>{t('liquidation')}</dt>
          <dd data-testid="futures-liquidation">
            {figures === null
              ? '—'
              : figures.liquidation === '0'
                ? t('noLiquidation')
                : estimate(price(figures.liquidation))}
          </dd>
        </div>
        <div>
          <dt>{t('available')}</dt>
          <dd data-testid="futures-available" data-value={available ?? undefined}>
            {available === null ? '—' : usdt(available)}
          </dd>
        </div>
      </dl>
      {issue ? (
        // The domain's rule texts are English (as the API's).
        <p id={`${id}-issue`} className="futures-form__issue" data-testid="futures-issue">
          {issueText(issue)}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button futures-form__submit futures-form__submit--${side}`}
        disabled={pending || check.state !== 'valid'}
        aria-busy={pending || undefined}
        data-testid="futures-submit"
      >
        {side === 'long' ? t('submitLong', { base: contract.base }) : t('submitShort', { base: contract.base })}
      </button>
      <p role="alert" className="futures-form__error" data-testid="futures-error">
        <FailureText failure={failure} />
      </p>
      <p role="status" className="futures-form__notice" data-testid="futures-notice">
        {opened ? t('opened') : null}
      </p>
    </form>
  );
}
