import { postUserAgreementStatus, postUserAgreementSubmit } from '@meridian/contracts';
import { USER_AGREEMENT_STATUS } from '@meridian/domain';
import { useState } from 'react';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import type { ModalBodyProps } from '../../shell/modals';
import { ensureCsrfToken } from '../../shell/session';
import { useSite } from '../../shell/site';
import { Dialog } from '../../ui/dialog';
import { useHref } from './linked-text';

/**
 * widgets §4 User agreement modal: "Shown while the status says show. Accepting posts the
 * acceptance and refetches the status. It cannot otherwise be dismissed." The server's text (its
 * paragraphs), a link to the whole agreement, and one button. When the refetched status still says
 * show (a newer version was published meanwhile), that version's text replaces this one.
 */
export default function UserAgreementDialog({ props, onClose }: ModalBodyProps<'user-agreement'>) {
  const t = useTranslations('accountNotices.agreement');
  const clients = useBrowserClients();
  const { locale } = useSite();
  const href = useHref();
  const [agreement, setAgreement] = useState(props.agreement);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const accept = async () => {
    setPending(true);
    setFailed(false);
    try {
      await ensureCsrfToken(clients);
      const request = { scene: agreement.scene, locale: locale.code };
      const submitted = await clients.post(postUserAgreementSubmit, request);
      const status = submitted.ok ? await clients.post(postUserAgreementStatus, request) : submitted;
      if (!status.ok) {
        setFailed(true);
        return;
      }
      if (status.data.status === USER_AGREEMENT_STATUS.mustAccept) setAgreement(status.data);
      else onClose();
    } finally {
      setPending(false);
    }
  };

  const paragraphs = agreement.content.split(/\n+/).filter((line) => line.trim() !== '');
  return (
    <Dialog
      open
      dismissible={false}
      onOpenChange={() => undefined}
      title={t('title')}
      className="user-agreement-dialog"
      testId="user-agreement"
    >
      <div className="user-agreement__content" data-testid="user-agreement-content">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {agreement.link ? (
        <p>
          <a href={href(agreement.link)} target="_blank" rel="noopener">
            {agreement.link_text || t('readAll')}
          </a>
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="user-agreement__error">
          {t('failed')}
        </p>
      ) : null}
      <div className="ui-dialog__actions">
        <button
          type="button"
          className="button"
          disabled={pending}
          aria-busy={pending}
          onClick={() => void accept()}
          data-testid="user-agreement-accept"
        >
          {agreement.submit_button || t('accept')}
        </button>
      </div>
    </Dialog>
  );
}
