import { postBusinessMessageAcknowledge } from '@meridian/contracts';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import type { ModalBodyProps } from '../../shell/modals';
import { ensureCsrfToken } from '../../shell/session';
import { Dialog } from '../../ui/dialog';
import { LinkedText, useFollowRouter } from './linked-text';

/**
 * widgets §4 "The 24h cool-down-end reminder is a notice modal: cancel closes, ok navigates."
 * Either way (and Escape, which is cancel) the reminder is acknowledged (decision 0049), so it does
 * not come back on the next page.
 */
export default function CoolDownDialog({ props: { message }, onClose }: ModalBodyProps<'cool-down-reminder'>) {
  const t = useTranslations('accountNotices.bars');
  const clients = useBrowserClients();
  const follow = useFollowRouter();
  const acknowledge = () => {
    void (async () => {
      await ensureCsrfToken(clients);
      const outcome = await clients.post(postBusinessMessageAcknowledge, { type: message.type });
      // Not acknowledged (offline): the reminder shows again on a later page, nothing is lost.
      if (!outcome.ok) console.warn('cool-down reminder not acknowledged', outcome.reason);
    })();
  };
  const cancel = () => {
    acknowledge();
    onClose();
  };
  const ok = () => {
    acknowledge();
    onClose();
    if (message.ok_button_router) follow(message.ok_button_router);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={message.title}
      closeLabel={t('close')}
      testId="cool-down-reminder"
    >
      <p className="ui-dialog__description">
        <LinkedText text={message.content} links={message.text_link} />
      </p>
      <div className="ui-dialog__actions">
        <button type="button" className="button button--outline" onClick={cancel} data-testid="cool-down-cancel">
          {message.cancel_button || t('close')}
        </button>
        {message.ok_button ? (
          <button type="button" className="button" onClick={ok} data-testid="cool-down-ok">
            {message.ok_button}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
