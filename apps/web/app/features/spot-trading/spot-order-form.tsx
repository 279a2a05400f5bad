import { postSpotOrder, SPOT_ORDER_TYPES } from '@meridian/contracts';
import {
  type CheckedOrder,
  localizeAmountText,
  type OrderKind,
  quoteAmountPrecision,
  type Side,
} from '@meridian/domain';
import { type FormEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
// The module, not kit's index: the input would otherwise join the kit chunk every page loads.
import { AmountInput } from '../../kit/amount/amount-input';
import { useBrowserClients } from '../../shell/http';
import type { RegistrationType } from '../../shell/registration';
import { ensureCsrfToken, preloadRegistration, useSession } from '../../shell/session';
import { useLocalizedPath, useSite } from '../../shell/site';
import { mayHaveArrived, type TradingFailureText, tradingFailureText } from './order-failure';
import { FailureText } from './failure-text';
import {
  amountDecimals,
  amountForPercent,
  checkDraft,
  decimalOf,
  feeEstimate,
  type Figure,
  newClientOrderId,
  type OrderDraft,
  type OrderIssue,
  orderTotal,
  PERCENT_MARKS,
  percentOfAvailable,
  ratePercent,
  spendCoin,
} from './order-math';
import { useSpotTrading } from './spot-trading-context';
import { tabKeyTarget } from '../../ui/tab-keys';
import './spot-trading.css';

/** Decimals a balance or a fee is shown with (cut, never rounded up). */
const COIN_DECIMALS = 8;

/**
 * The spot order form (issue 12): buy or sell, limit or market, price and amount through the
 * decimal amount input (shell §5), a share of the available balance, the total and the fee to
 * expect. The form checks the order with the domain's rules as it is typed, so it says what the
 * API would; a visitor gets log-in and sign-up instead.
 */
export function SpotOrderForm() {
  const { loggedIn } = useSpotTrading();
  return loggedIn ? <OrderForm /> : <VisitorActions />;
}

/** Log in and sign up: links that work before the script runs, then open the registration dialog (as the header's). */
function VisitorActions() {
  const t = useTranslations('spotTrading.visitor');
  const { pair } = useSpotTrading();
  const to = useLocalizedPath();
  const { openRegistration } = useSession();
  const open = (type: RegistrationType) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const query = new URLSearchParams(window.location.search);
    openRegistration({ type, ch: query.get('ch') ?? undefined, refUid: query.get('ref_uid') ?? undefined });
  };
  return (
    <div className="spot-visitor" data-testid="order-form-visitor">
      <p>{t('prompt', { base: pair.base })}</p>
      <div className="spot-visitor__actions">
        <a
          className="button spot-visitor__login"
          href={to('/login')}
          onClick={open('login')}
          onPointerEnter={preloadRegistration}
          onFocus={preloadRegistration}
        >
          {t('logIn')}
        </a>
        <a
          className="button spot-visitor__signup"
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

function OrderForm() {
  const t = useTranslations('spotTrading');
  const tRules = useTranslations('trade.rules');
  const { pair, lastPrice, account } = useSpotTrading();
  const clients = useBrowserClients();
  const { numberSymbols } = useSite();
  const id = useId();
  const [side, setSide] = useState<Side>('buy');
  const [type, setType] = useState<OrderKind>('limit');
  const [price, setPrice] = useState(() => (decimalOf(lastPrice)?.gt(0) ? lastPrice : ''));
  const [amount, setAmount] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<TradingFailureText | null>(null);
  const [notice, setNotice] = useState<'placed' | 'filled' | null>(null);
  // A ref as well as the state: two clicks in one frame both see the state from before either.
  const running = useRef(false);
  // One client order id per order meant: resending the same order after a lost answer is idempotent.
  const clientOrder = useRef<{ key: string; id: string } | null>(null);
  const typeTabs = useRef<(HTMLButtonElement | null)[]>([]);

  const draft: OrderDraft = { side, type, price, amount };
  const coin = spendCoin(pair, side);
  const balances = account.balances.status === 'ready' ? account.balances.data : null;
  const available = balances ? (balances.find((b) => b.currency === coin)?.available ?? '0') : null;
  const check = checkDraft(pair, draft, available);
  const marketBuy = type === 'market' && side === 'buy';
  const percent = percentOfAvailable(draft, available);
  const percentUsable =
    available !== null &&
    (decimalOf(available)?.gt(0) ?? false) &&
    amountForPercent(pair, draft, available, 100) !== null;
  const total = orderTotal(draft, lastPrice);
  const fee = account.fee ? feeEstimate(pair, draft, lastPrice, account.fee.taker_fee) : null;
  const rate = account.fee ? ratePercent(account.fee.taker_fee) : null;

  const amountText = (value: string, precision: number) => localizeAmountText(value, numberSymbols, { precision });
  const withEstimate = (value: Figure, text: string) => (value.estimate ? t('form.estimate', { value: text }) : text);
  const figure = (value: Figure | null, currency: string, precision: number) =>
    value === null ? '—' : withEstimate(value, `${amountText(value.value, precision)} ${currency}`);

  const edited = () => {
    setFailure(null);
    setNotice(null);
  };
  const chooseSide = (next: Side) => {
    if (next === side) return;
    setSide(next);
    // The amount's meaning (and unit, for a market buy) changes with the side: start again.
    setAmount('');
    edited();
  };
  const chooseType = (next: OrderKind) => {
    if (next === type) return;
    setType(next);
    setAmount('');
    edited();
  };
  const choosePercent = (value: number) => {
    if (available === null) return;
    const next = amountForPercent(pair, draft, available, value);
    if (next === null) return;
    setAmount(next);
    edited();
  };

  const clientOrderId = (order: CheckedOrder) => {
    const key = [order.side, order.type, order.price, order.amount].join('|');
    if (clientOrder.current?.key !== key) clientOrder.current = { key, id: newClientOrderId(Date.now()) };
    return clientOrder.current.id;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current || check.state !== 'valid') return;
    running.current = true;
    setPending(true);
    edited();
    try {
      const order = check.order;
      await ensureCsrfToken(clients);
      const outcome = await clients.post(postSpotOrder, {
        currency_pair: pair.id,
        type: order.type,
        side: order.side,
        // The checked figures: normalised decimals (no trailing dot from a field still focused).
        amount: order.amount,
        price: order.type === 'limit' ? order.price : undefined,
        text: clientOrderId(order),
      });
      if (outcome.ok) {
        clientOrder.current = null;
        setAmount('');
        setNotice(outcome.data.status === 'closed' && outcome.data.finish_as === 'filled' ? 'filled' : 'placed');
        // The form is free again at once; the lists and balances follow.
        void account.refresh();
      } else {
        setFailure(tradingFailureText(outcome, 'place'));
        if (mayHaveArrived(outcome)) void account.refresh();
      }
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  const issueText = (issue: OrderIssue) =>
    issue.kind === 'rule'
      ? tRules(issue.rule.code, issue.rule.values)
      : t('form.insufficient', { amount: amountText(issue.need, COIN_DECIMALS), currency: issue.coin });
  const issueOf = (field: 'price' | 'amount' | 'form') =>
    check.state === 'invalid' && check.field === field ? check.issue : null;
  const priceIssue = issueOf('price');
  const amountIssue = issueOf('amount');
  const formIssue = issueOf('form');
  const issueLine = (issue: OrderIssue | null, issueId: string, testId: string) =>
    issue ? (
      <p id={issueId} className="spot-form__issue" data-testid={testId}>
        {issueText(issue)}
      </p>
    ) : null;

  return (
    <form
      className="spot-form"
      data-testid="order-form"
      data-side={side}
      aria-label={t('form.title')}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="spot-form__sides" role="group" aria-label={t('form.side.label')}>
        {(['buy', 'sell'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={`spot-form__side spot-form__side--${name}`}
            aria-pressed={side === name}
            data-testid={`order-side-${name}`}
            onClick={() => chooseSide(name)}
          >
            {t(`form.side.${name}`)}
          </button>
        ))}
      </div>
      <div role="tablist" aria-label={t('form.type.label')} className="spot-tabs">
        {SPOT_ORDER_TYPES.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              typeTabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-type-${name}`}
            aria-selected={type === name}
            aria-controls={`${id}-fields`}
            tabIndex={type === name ? 0 : -1}
            className="spot-tabs__tab"
            data-testid={`order-type-${name}`}
            onClick={() => chooseType(name)}
            onKeyDown={(event) => {
              const target = tabKeyTarget(event, index, SPOT_ORDER_TYPES.length);
              const chosen = target === null ? undefined : SPOT_ORDER_TYPES[target];
              if (target === null || chosen === undefined) return;
              chooseType(chosen);
              typeTabs.current[target]?.focus();
            }}
          >
            {t(`form.type.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-fields`} aria-labelledby={`${id}-type-${type}`} className="spot-form__fields">
        <div className="spot-form__field">
          <label htmlFor={`${id}-price`} id={`${id}-price-label`}>
            {t('form.price', { currency: pair.quote })}
          </label>
          {type === 'limit' ? (
            <AmountInput
              id={`${id}-price`}
              aria-labelledby={`${id}-price-label`}
              className="spot-form__input"
              name="price"
              value={price}
              precision={pair.precision}
              onValueChange={(text) => {
                setPrice(text);
                edited();
              }}
              aria-invalid={priceIssue ? true : undefined}
              aria-describedby={priceIssue ? `${id}-price-issue` : undefined}
              data-testid="order-price"
            />
          ) : (
            // A market order takes the book's prices: the field stays, so nothing below moves.
            <input
              id={`${id}-price`}
              className="spot-form__input spot-form__market-price"
              type="text"
              value={t('form.marketPrice')}
              disabled
              readOnly
            />
          )}
          {issueLine(priceIssue, `${id}-price-issue`, 'order-price-issue')}
        </div>
        <div className="spot-form__field">
          <label htmlFor={`${id}-amount`} id={`${id}-amount-label`}>
            {marketBuy ? t('form.spend', { currency: pair.quote }) : t('form.amount', { currency: pair.base })}
          </label>
          <AmountInput
            id={`${id}-amount`}
            aria-labelledby={`${id}-amount-label`}
            className="spot-form__input"
            name="amount"
            value={amount}
            precision={amountDecimals(pair, draft)}
            onValueChange={(text) => {
              setAmount(text);
              edited();
            }}
            aria-invalid={amountIssue ? true : undefined}
            aria-describedby={amountIssue ? `${id}-amount-issue` : undefined}
            data-testid="order-amount"
          />
          {issueLine(amountIssue, `${id}-amount-issue`, 'order-amount-issue')}
        </div>
        <div className="spot-form__percent">
          <label htmlFor={`${id}-percent`} className="visually-hidden">
            {t('form.percent')}
          </label>
          <input
            id={`${id}-percent`}
            className="spot-form__slider"
            type="range"
            name="percent"
            min={0}
            max={100}
            step={1}
            list={`${id}-marks`}
            value={percent}
            disabled={!percentUsable}
            aria-valuetext={t('form.percentValue', { percent: String(percent) })}
            onChange={(event) => choosePercent(Number(event.currentTarget.value))}
            data-testid="order-percent"
          />
          <datalist id={`${id}-marks`}>
            {PERCENT_MARKS.map((mark) => (
              <option key={mark} value={mark} />
            ))}
          </datalist>
          <div className="spot-form__marks">
            {PERCENT_MARKS.map((mark) => (
              <button
                key={mark}
                type="button"
                className="spot-form__mark"
                disabled={!percentUsable}
                aria-pressed={percentUsable ? percent === mark : undefined}
                onClick={() => choosePercent(mark)}
                data-testid={`order-percent-${mark}`}
              >
                {t('form.percentValue', { percent: String(mark) })}
              </button>
            ))}
          </div>
        </div>
        <dl className="spot-form__figures">
          <div>
            <dt>{t('form.available')}</dt>
            <dd data-testid="order-available">
              {available === null ? '—' : `${amountText(available, COIN_DECIMALS)} ${coin}`}
            </dd>
          </div>
          <div>
            <dt>{t('form.total')}</dt>
            <dd data-testid="order-total">{figure(total, pair.quote, quoteAmountPrecision(pair))}</dd>
          </div>
          <div>
            <dt>{rate === null ? t('form.fee') : t('form.feeWithRate', { rate: amountText(rate, 4) })}</dt>
            <dd data-testid="order-fee">{fee ? figure(fee, fee.coin, COIN_DECIMALS) : '—'}</dd>
          </div>
        </dl>
        {issueLine(formIssue, `${id}-form-issue`, 'order-form-issue')}
        <button
          type="submit"
          className={`button spot-form__submit spot-form__submit--${side}`}
          disabled={pending || check.state !== 'valid'}
          aria-busy={pending || undefined}
          data-testid="order-submit"
        >
          {side === 'buy' ? t('form.submitBuy', { base: pair.base }) : t('form.submitSell', { base: pair.base })}
        </button>
        <p role="alert" className="spot-form__error" data-testid="order-error">
          <FailureText failure={failure} />
        </p>
        <p role="status" className="spot-form__notice" data-testid="order-notice">
          {notice === null ? null : t(`form.${notice}`)}
        </p>
      </div>
    </form>
  );
}
