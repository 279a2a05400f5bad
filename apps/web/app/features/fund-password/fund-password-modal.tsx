import { getUserFrequency } from '@meridian/contracts';
import {
  ACCOUNT_ROUTES,
  canConfirmFundPassword,
  FUND_PASSWORD_DEBOUNCE_MS,
  type FundPasswordFrequency,
} from '@meridian/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import { type ModalBodyProps, useModals } from '../../shell/modals';
import { useLocalizedPath } from '../../shell/site';
import { Dialog } from '../../ui/dialog';
import './fund-password.css';

/** widgets §2 "/myaccount/fundpass_setup (fund-password setup; opened in a new tab from a Modify link)". */

/**
 * The current validity (widgets §7 "data.frequency is shown as the current validity choice"), or
 * null while unknown. widgets §8 "Frequency read fails: silent": no shell §8 message, and the
 * control shows nothing chosen.
 */
export function useUserFrequency(): [FundPasswordFrequency | null, (frequency: FundPasswordFrequency) => void] {
  const clients = useBrowserClients();
  const [frequency, setFrequency] = useState<FundPasswordFrequency | null>(null);
  useEffect(() => {
    let live = true;
    void clients.getOutcome(getUserFrequency, { silent: true }).then((outcome) => {
      if (live && outcome.ok) setFrequency(outcome.data.frequency);
    });
    return () => {
      live = false;
    };
  }, [clients]);
  return [frequency, setFrequency];
}

/**
 * widgets §2 "Fund-password modal: password field, Confirm button, hint that the password is still
 * needed if the IP changes; a validity setting control that opens a second modal", and §4: "Confirm
 * is disabled until a password is typed. On confirm it submits the password to the caller and
 * closes. Clicks are debounced 1.5 s" (§9 "Fund-password click debounce: 1500 ms": a click within
 * 1.5 s of the one before does nothing). `now` is the clock of that debounce (injected by tests).
 *
 * The registry shows one modal at a time, so the validity control closes this modal, opens the
 * validity modal, and opens this one again (with the caller's props) when that closes: the
 * caller's `onSubmit` still receives the password, and the new validity is read afresh.
 */
export function FundPasswordDialog({
  props,
  onClose,
  now = Date.now,
}: ModalBodyProps<'fund-password'> & { now?: () => number }) {
  const t = useTranslations('fundPassword');
  const { open } = useModals();
  const localized = useLocalizedPath();
  const fieldId = useId();
  const hintId = useId();
  const validityLabelId = useId();
  const validityValueId = useId();
  const [fundpass, setFundpass] = useState('');
  const [frequency] = useUserFrequency();
  const lastClick = useRef<number | null>(null);
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    // Leading-edge debounce: the first click acts; any click within 1.5 s of the one before it
    // (acted on or not) does nothing and starts the 1.5 s again.
    const at = now();
    const previous = lastClick.current;
    lastClick.current = at;
    if (previous !== null && at - previous < FUND_PASSWORD_DEBOUNCE_MS) return;
    if (!canConfirmFundPassword(fundpass) || pending.current) return;
    pending.current = true;
    setBusy(true);
    try {
      await props.onSubmit(fundpass);
    } catch {
      // The caller refused the password and says why itself: the modal stays for another try.
      pending.current = false;
      setBusy(false);
      return;
    }
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };

  const openValidity = () => {
    open('fund-password-validity', { frequency }, { onClosed: () => open('fund-password', props) });
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={props.title ?? t('modal.title')}
      closeLabel={t('modal.close')}
      className="fundpass-dialog"
      testId="fund-password-modal"
    >
      <form className="fundpass-form" onSubmit={submit} noValidate>
        <div className="fundpass-field">
          <div className="fundpass-field__head">
            <label htmlFor={fieldId}>{t('modal.label')}</label>
            <a
              href={localized(ACCOUNT_ROUTES.fundPassword)}
              target="_blank"
              rel="noopener"
              data-testid="fund-password-modify"
            >
              {t('modal.modify')}
              <span className="visually-hidden"> {t('modal.newTab')}</span>
            </a>
          </div>
          <input
            id={fieldId}
            type="password"
            autoComplete="off"
            value={fundpass}
            onChange={(event) => setFundpass(event.target.value)}
            aria-describedby={hintId}
            data-testid="fund-password-input"
          />
          <p className="fundpass-field__hint" id={hintId}>
            {t('modal.ipHint')}
          </p>
        </div>
        <div className="fundpass-validity">
          <span id={validityLabelId}>{t('modal.validity')}</span>
          <button
            type="button"
            className="fundpass-validity__control"
            aria-haspopup="dialog"
            aria-labelledby={`${validityLabelId} ${validityValueId}`}
            onClick={openValidity}
            data-testid="fund-password-validity-control"
            data-frequency={frequency ?? ''}
          >
            <span id={validityValueId}>{frequency ? t(`frequency.${frequency}`) : t('modal.notChosen')}</span>
          </button>
        </div>
        <div className="ui-dialog__actions">
          <button
            type="submit"
            className="button"
            disabled={!canConfirmFundPassword(fundpass)}
            aria-busy={busy}
            data-testid="fund-password-confirm"
          >
            {t('modal.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The registry's body of 'fund-password' (frame/modal-table.ts): the wall clock. */
export default function FundPasswordModal(bodyProps: ModalBodyProps<'fund-password'>) {
  return <FundPasswordDialog {...bodyProps} />;
}
