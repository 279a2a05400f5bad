import { getDeclarationStatus, postDeclarationSubmit } from '@meridian/contracts';
import { DECLARATION_STATUS } from '@meridian/domain';
import { useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import type { ModalBodyProps } from '../../shell/modals';
import { ensureCsrfToken } from '../../shell/session';
import { Dialog, dismissalProps } from '../../ui/dialog';

/** The declaration's statements, in order (accountNotices.declaration.points.*). */
const POINTS = ['volatility', 'loss', 'noAdvice', 'ownDecision', 'regulation'] as const;

/**
 * widgets §4 Turkish declaration: "Confirm is enabled only after the checkbox is ticked and while
 * not yet signed and not submitting. Signing succeeds when status becomes 2." Opened to sign
 * (status 1) it cannot be dismissed (widgets §2: not by clicking outside; issue 13: no other way
 * out than signing); opened from the footer's Declaration link it shows the signed text and closes
 * as any dialog. widgets §8 "Declaration signing not successful | warning logged only": the box
 * stays ticked and Confirm can be pressed again.
 */
export default function DeclarationDialog({ props: { mode }, onClose }: ModalBodyProps<'turkish-declaration'>) {
  const t = useTranslations('accountNotices.declaration');
  const clients = useBrowserClients();
  const checkboxId = useId();
  const [signed, setSigned] = useState(mode === 'view');
  const [ticked, setTicked] = useState(mode === 'view');
  const [submitting, setSubmitting] = useState(false);

  const confirm = async () => {
    setSubmitting(true);
    try {
      await ensureCsrfToken(clients);
      const outcome = await clients.post(postDeclarationSubmit, { status: String(DECLARATION_STATUS.signed) });
      // "Signing succeeds when status becomes 2": the answer's, or the status read again.
      let status = outcome.ok ? outcome.data.status : undefined;
      if (status !== DECLARATION_STATUS.signed) {
        const reread = await clients.getOutcome(getDeclarationStatus, { silent: true });
        status = reread.ok ? reread.data.status : undefined;
      }
      if (status === DECLARATION_STATUS.signed) {
        setSigned(true);
        onClose();
        return;
      }
      console.warn('declaration signing not successful', outcome.ok ? `status ${String(status)}` : outcome.reason);
    } finally {
      setSubmitting(false);
    }
  };

  const canConfirm = ticked && !signed && !submitting;
  const body = (
    <>
      <p className="ui-dialog__description">{t('intro')}</p>
      <ul className="declaration__points">
        {POINTS.map((point) => (
          <li key={point}>{t(`points.${point}`)}</li>
        ))}
      </ul>
      <p className="declaration__agree">
        <input
          id={checkboxId}
          type="checkbox"
          checked={ticked}
          disabled={signed}
          onChange={(event) => setTicked(event.target.checked)}
          data-testid="declaration-checkbox"
        />{' '}
        <label htmlFor={checkboxId}>{t('agree')}</label>
      </p>
      {signed ? (
        <p role="status" data-testid="declaration-signed">
          {t('signed')}
        </p>
      ) : null}
    </>
  );
  const actions = (
    <div className="ui-dialog__actions">
      {mode === 'view' ? (
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('close')}
        </button>
      ) : (
        <button
          type="button"
          className="button"
          disabled={!canConfirm}
          aria-busy={submitting}
          onClick={() => void confirm()}
          data-testid="declaration-confirm"
        >
          {t('confirm')}
        </button>
      )}
    </div>
  );
  const shared = { open: true, title: t('title'), className: 'declaration-dialog', testId: 'turkish-declaration' };
  // To sign: not dismissible (Escape and outside clicks do nothing, and there is no close button).
  return (
    <Dialog {...shared} {...dismissalProps(mode === 'view', onClose, t('close'))}>
      {body}
      {actions}
    </Dialog>
  );
}
