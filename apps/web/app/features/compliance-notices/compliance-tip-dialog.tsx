import { useEffect } from 'react';
import { useTranslations } from '../../i18n';
import type { ModalBodyProps } from '../../shell/modals';
import { Dialog } from '../../ui/dialog';
import { LinkedText, useFollowRouter } from './linked-text';

/**
 * widgets §4 Compliance modal: the tip's title and text, its cancel and primary buttons; "The
 * primary button goes to the router address if given, then closes" (a page not built yet is not
 * gone to: issue 8). Escape and the close button close it too.
 */
export default function ComplianceTipDialog({ props: { tip, onShown }, onClose }: ModalBodyProps<'compliance-tip'>) {
  const t = useTranslations('compliance.bars');
  const follow = useFollowRouter();
  const router = tip.ok_button_router;
  // "Opening records the count": once, when it is on the page.
  useEffect(onShown, [onShown]);
  const primary = () => {
    onClose();
    if (router) follow(router);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tip.title}
      closeLabel={t('close')}
      testId="compliance-tip"
    >
      <p className="ui-dialog__description">
        <LinkedText text={tip.content} links={tip.text_link} />
      </p>
      <div className="ui-dialog__actions">
        {tip.cancel_button ? (
          <button type="button" className="button button--outline" onClick={onClose}>
            {tip.cancel_button}
          </button>
        ) : null}
        <button type="button" className="button" onClick={primary} data-testid="compliance-tip-ok">
          {tip.ok_button || t('close')}
        </button>
      </div>
    </Dialog>
  );
}
