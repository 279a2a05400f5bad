import {
  type FuturesPosition,
  postCloseFuturesPosition,
  postFuturesTriggers,
  postReverseFuturesPosition,
} from '@meridian/contracts';
import { checkTriggers, localizeAmountText, type PositionSide, type RuleIssue } from '@meridian/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
// The module, not kit's index (see futures-order-form.tsx).
import { AmountInput } from '../../kit/amount/amount-input';
import { type RequestOutcome, useBrowserClients } from '../../shell/http';
import { ensureCsrfToken } from '../../shell/session';
import { useSite } from '../../shell/site';
import { Dialog } from '../../ui/dialog';
import { type FuturesFailureText, futuresFailureText, mayHaveArrived } from './futures-failure';
import { FailureText } from './failure-text';
import { decimalOf } from './futures-math';
import { type PositionAction, useFuturesTrading } from './futures-trading-store';

// The dialogs of a position's actions (issue 12), loaded on first use: the same for the positions
// table's buttons and the chart's position-line buttons. ui/dialog traps focus, closes on Escape
// and gives focus back to the button that opened it.

const AMOUNT_DECIMALS = 8;
const PNL_DECIMALS = 4;

export interface FuturesDialogsProps {
  action: PositionAction;
  position: FuturesPosition;
  onClose: () => void;
}

export default function FuturesDialogs({ action, position, onClose }: FuturesDialogsProps) {
  return action === 'tpsl' ? (
    <TpslDialog position={position} onClose={onClose} />
  ) : (
    <ConfirmDialog action={action} position={position} onClose={onClose} />
  );
}

/** Shows a failure: its rule in the reader's language, a translated text, or the API's English reason. */
function FailureLine({ failure, testId }: { failure: FuturesFailureText | null; testId: string }) {
  return (
    <p role="alert" className="futures-dialog__error" data-testid={testId}>
      <FailureText failure={failure} />
    </p>
  );
}

/** A position's action in flight: one at a time, the positions read again after it. */
function usePositionCall() {
  const clients = useBrowserClients();
  const { account } = useFuturesTrading();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<FuturesFailureText | null>(null);
  const running = useRef(false);
  const run = async (call: () => Promise<RequestOutcome<unknown>>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    setFailure(null);
    try {
      await ensureCsrfToken(clients);
      const outcome = await call();
      if (outcome.ok) {
        await account.refresh();
        return true;
      }
      setFailure(futuresFailureText(outcome));
      if (mayHaveArrived(outcome)) void account.refresh();
      return false;
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return { clients, pending, failure, run };
}

/** The confirm step of a close or a reverse: what will happen, Cancel or go ahead. */
function ConfirmDialog({
  action,
  position,
  onClose,
}: { action: 'close' | 'reverse' } & Omit<FuturesDialogsProps, 'action'>) {
  const t = useTranslations('futuresTrading.confirm');
  const { contract, setNotice } = useFuturesTrading();
  const { numberSymbols } = useSite();
  const { clients, pending, failure, run } = usePositionCall();
  const size = localizeAmountText(position.size, numberSymbols, { precision: AMOUNT_DECIMALS });
  const pnl = localizeAmountText(position.unrealised_pnl, numberSymbols, { precision: PNL_DECIMALS });
  const values = {
    base: contract.base,
    size,
    pnl: `${Number(position.unrealised_pnl) > 0 ? '+' : ''}${pnl}`,
    leverage: String(position.leverage),
  };

  const confirm = async () => {
    const endpoint = action === 'close' ? postCloseFuturesPosition : postReverseFuturesPosition;
    const done = await run(() => clients.post(endpoint, { contract: position.contract }));
    if (done) {
      setNotice(action === 'close' ? 'closed' : 'reversed');
      onClose();
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`${action}Title.${position.side}`, values)}
      description={t(`${action}Body.${position.side}`, values)}
      closeLabel={t('dismiss')}
      className="futures-dialog"
      testId="confirm-dialog"
    >
      <FailureLine failure={failure} testId="confirm-error" />
      <div className="ui-dialog__actions">
        <button type="button" className="button futures-dialog__secondary" onClick={onClose} data-testid="confirm-no">
          {t('cancel')}
        </button>
        <button
          type="button"
          className="button"
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={() => void confirm()}
          data-testid="confirm-yes"
        >
          {action === 'close' ? t('confirmClose') : t('confirmReverse')}
        </button>
      </div>
    </Dialog>
  );
}

/** A trigger field's change as the API takes it: left out (unchanged), "0" (cleared) or the new price. */
export function triggerChange(typed: string, current: string): string | undefined {
  const next = decimalOf(typed);
  const now = decimalOf(current);
  if (typed.trim() === '') return current === '' ? undefined : '0';
  if (next === null) return undefined;
  // A zero price is no trigger: the API clears with "0".
  if (next.eq(0)) return current === '' ? undefined : '0';
  if (now !== null && next.eq(now)) return undefined;
  return next.toFixed();
}

/** The TP/SL dialog: both prices, each with a clear button; the API's reason when it refuses. */
function TpslDialog({ position, onClose }: Omit<FuturesDialogsProps, 'action'>) {
  const t = useTranslations('futuresTrading.tpsl');
  const tp = useTranslations('futuresTrading.positions');
  const { contract, setNotice } = useFuturesTrading();
  const { numberSymbols } = useSite();
  const id = useId();
  const tRules = useTranslations('trade.rules');
  const { clients, pending, failure, run } = usePositionCall();
  // What the API would refuse, said before sending (the domain's checkTriggers at the mark shown).
  const [issue, setIssue] = useState<RuleIssue | null>(null);
  const [take, setTake] = useState(position.tp_price);
  const [stop, setStop] = useState(position.sl_price);
  const tpChange = triggerChange(take, position.tp_price);
  const slChange = triggerChange(stop, position.sl_price);
  const changed = tpChange !== undefined || slChange !== undefined;
  const price = (text: string) => localizeAmountText(text, numberSymbols, { precision: contract.precision });

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed) return;
    const given = (change: string | undefined) => (change === undefined || change === '0' ? undefined : change);
    const refused = checkTriggers(
      position.side as PositionSide,
      position.mark_price,
      given(tpChange),
      given(slChange),
      contract.precision,
    );
    setIssue(refused ?? null);
    if (refused !== undefined) return;
    const done = await run(() =>
      clients.post(postFuturesTriggers, {
        contract: position.contract,
        tp_price: tpChange,
        sl_price: slChange,
      }),
    );
    if (done) {
      setNotice('tpsl');
      onClose();
    }
  };

  const field = (name: 'tp' | 'sl', value: string, setValue: (text: string) => void, clearLabel: string) => (
    <div className="futures-dialog__field">
      <label htmlFor={`${id}-${name}`} id={`${id}-${name}-label`}>
        {t(name)}
      </label>
      <div className="futures-dialog__input-row">
        <AmountInput
          id={`${id}-${name}`}
          aria-labelledby={`${id}-${name}-label`}
          aria-describedby={`${id}-hint`}
          className="futures-dialog__input"
          name={`${name}_price`}
          value={value}
          precision={contract.precision}
          onValueChange={setValue}
          data-testid={`tpsl-${name}`}
        />
        <button
          type="button"
          className="button futures-dialog__secondary"
          aria-label={clearLabel}
          disabled={value === ''}
          onClick={() => setValue('')}
          data-testid={`tpsl-${name}-clear`}
        >
          {t('clear')}
        </button>
      </div>
    </div>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title')}
      description={t('summary', {
        side: tp(`side.${position.side}`, { leverage: String(position.leverage) }),
        size: localizeAmountText(position.size, numberSymbols, { precision: AMOUNT_DECIMALS }),
        base: contract.base,
        entry: price(position.entry_price),
        mark: price(position.mark_price),
      })}
      closeLabel={t('dismiss')}
      className="futures-dialog"
      testId="tpsl-dialog"
    >
      <form className="futures-dialog__form" noValidate onSubmit={(event) => void save(event)}>
        {field('tp', take, setTake, t('clearTp'))}
        {field('sl', stop, setStop, t('clearSl'))}
        <p id={`${id}-hint`} className="futures-dialog__hint">
          {t(`hint.${position.side}`)}
        </p>
        {issue === null ? (
          <FailureLine failure={failure} testId="tpsl-error" />
        ) : (
          <p role="alert" className="futures-dialog__error" data-testid="tpsl-error">
            {tRules(issue.code, issue.values)}
          </p>
        )}
        <div className="ui-dialog__actions">
          <button type="button" className="button futures-dialog__secondary" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            className="button"
            disabled={pending || !changed}
            aria-busy={pending || undefined}
            data-testid="tpsl-save"
          >
            {t('save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
