import { postQuerySafe } from '@meridian/contracts';
import {
  canSubmitFrequencyChange,
  FREQUENCY_CHANGE_ACTION,
  FUND_PASSWORD_FREQUENCY_VALUES,
  type FundPasswordFrequency,
} from '@meridian/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { type RequestOutcome, useBrowserClients } from '../../shell/http';
import type { ModalBodyProps } from '../../shell/modals';
import { ensureCsrfToken } from '../../shell/session';
import { Dialog } from '../../ui/dialog';
import { useToast } from '../../ui/toast';
import './fund-password.css';

/**
 * The failure text of a frequency change, or '' when the server gave none: widgets §7 "result
 * truthy means success; msg is the failure text" (a refusal comes with its 4xx status and the same
 * text as `message`, which the transport keeps).
 */
export function frequencyChangeFailure(outcome: RequestOutcome<{ result: boolean; msg: string }>): string | null {
  if (outcome.ok) return outcome.data.result ? null : outcome.data.msg.trim();
  return outcome.reason === 'status' || outcome.reason === 'code' ? (outcome.message ?? '').trim() : '';
}

/**
 * widgets §2 "Validity modal: choose how often the password is asked; asks for fund password and
 * authenticator code". widgets §3 the choices '1' (one hour), '2' (every time), '0' (never);
 * widgets §5 "A frequency change needs both fund password and authenticator code, both non-empty";
 * widgets §4 "Success closes it; failure shows an error toast"; widgets §8 "error toast with the
 * server msg, or 'Error' if none". The change is posted form-encoded to query_safe (widgets §7).
 */
export default function ValidityModal({ props, onClose }: ModalBodyProps<'fund-password-validity'>) {
  const t = useTranslations('fundPassword');
  const clients = useBrowserClients();
  const toast = useToast();
  const choiceId = useId();
  const fundpassId = useId();
  const totpId = useId();
  const [frequency, setFrequency] = useState<FundPasswordFrequency | null>(props.frequency ?? null);
  const [fundpass, setFundpass] = useState('');
  const [totp, setTotp] = useState('');
  const [pending, setPending] = useState(false);
  // A ref as well as the state: two submissions in one frame both see the state from before either.
  const running = useRef(false);

  const ready = frequency !== null && canSubmitFrequencyChange({ fundpass, totp }) && !pending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (frequency === null || !canSubmitFrequencyChange({ fundpass, totp }) || running.current) return;
    running.current = true;
    setPending(true);
    try {
      await ensureCsrfToken(clients);
      const outcome = await clients.post(postQuerySafe, {
        action: FREQUENCY_CHANGE_ACTION,
        frequency,
        fundpass,
        totp: totp.trim(),
      });
      const failure = frequencyChangeFailure(outcome);
      if (failure === null) {
        props.onChanged?.(frequency);
        onClose();
        return;
      }
      toast.show(failure === '' ? t('validity.error') : failure);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('validity.title')}
      description={t('validity.description')}
      closeLabel={t('validity.close')}
      className="fundpass-dialog"
      testId="fund-password-validity-modal"
    >
      <form className="fundpass-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="fundpass-choices" aria-describedby={choiceId}>
          <legend id={choiceId}>{t('validity.choice')}</legend>
          {FUND_PASSWORD_FREQUENCY_VALUES.map((value) => (
            <label key={value} className="fundpass-choices__choice">
              <input
                type="radio"
                name="frequency"
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
                data-testid={`validity-choice-${value}`}
              />
              <span>
                <span className="fundpass-choices__name">{t(`frequency.${value}`)}</span>
                <span className="fundpass-choices__hint">{t(`frequencyHint.${value}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="fundpass-field">
          <label htmlFor={fundpassId}>{t('validity.fundpass')}</label>
          <input
            id={fundpassId}
            type="password"
            autoComplete="off"
            value={fundpass}
            onChange={(event) => setFundpass(event.target.value)}
            data-testid="validity-fundpass"
          />
        </div>
        <div className="fundpass-field">
          <label htmlFor={totpId}>{t('validity.totp')}</label>
          <input
            id={totpId}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={totp}
            onChange={(event) => setTotp(event.target.value)}
            data-testid="validity-totp"
          />
        </div>
        <div className="ui-dialog__actions">
          <button type="button" className="button button--outline" onClick={onClose}>
            {t('validity.cancel')}
          </button>
          <button type="submit" className="button" disabled={!ready} aria-busy={pending} data-testid="validity-submit">
            {pending ? t('validity.submitting') : t('validity.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
