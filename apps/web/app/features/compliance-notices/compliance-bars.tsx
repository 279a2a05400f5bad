import { BUSINESS_MESSAGE_TYPES, type BusinessComplianceMessage } from '@meridian/domain';
import { useState } from 'react';
import { useTranslations } from '../../i18n';
import { NoticeBar } from '../../kit';
import { LinkedText, routerLeadsSomewhere, useFollowRouter } from './linked-text';

/** The business messages that are bars (the 24 h cool-down reminder is a modal, widgets §4). */
export function complianceBarMessages(messages: readonly BusinessComplianceMessage[]): BusinessComplianceMessage[] {
  return messages.filter(
    (message) => message.type !== BUSINESS_MESSAGE_TYPES.coolDownEndReminder && message.content.trim() !== '',
  );
}

/**
 * widgets §4 Compliance bar: "Shows when content exists. Close button is shown unless
 * no_close_button. For type customer-understand-declaration the primary button only closes it;
 * otherwise it navigates to the router address." One bar per business message of the account,
 * rendered on the server with the page (no layout shift); closing hides it for this page view.
 */
export function ComplianceBars({ messages }: { messages: readonly BusinessComplianceMessage[] }) {
  const t = useTranslations('accountNotices.bars');
  const follow = useFollowRouter();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const close = (type: string) => setClosed((current) => new Set([...current, type]));
  return complianceBarMessages(messages)
    .filter((message) => !closed.has(message.type))
    .map((message) => {
      const onlyCloses = message.type === BUSINESS_MESSAGE_TYPES.customerUnderstandDeclaration;
      const router = message.ok_button_router;
      // A primary that would go nowhere (no address, or a page not built yet) is left out.
      const primary = message.ok_button && (onlyCloses || (router && routerLeadsSomewhere(router)));
      return (
        <NoticeBar
          key={message.type}
          label={message.title || t('label')}
          testId={`compliance-bar-${message.type}`}
          message={
            <>
              {message.title ? <strong className="compliance-bar__title">{message.title} </strong> : null}
              <LinkedText text={message.content} links={message.text_link} />
            </>
          }
          actions={
            primary
              ? (describedBy) => (
                  <button
                    type="button"
                    className="button"
                    aria-describedby={describedBy}
                    data-testid="compliance-bar-ok"
                    onClick={() => {
                      close(message.type);
                      if (!onlyCloses) follow(router);
                    }}
                  >
                    {message.ok_button}
                  </button>
                )
              : undefined
          }
          closeLabel={message.no_close_button ? undefined : t('close')}
          onClose={message.no_close_button ? undefined : () => close(message.type)}
        />
      );
    });
}
