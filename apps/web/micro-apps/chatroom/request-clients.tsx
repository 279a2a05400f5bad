import type { ReactNode } from 'react';
import { useTranslations } from '../../app/i18n';
import { BrowserClientsProvider, type RequestErrorReport } from '../../app/shell/http/client';
import { useRequestErrorToast } from '../../app/shell/toast/client';
// The file, not ui's index, which would pull every primitive's CSS into this bundle.
import { ToastProvider } from '../../app/ui/toast';
import type { ShellLink } from './shell-link';

interface Props {
  siteId: number;
  link: ShellLink;
  children: ReactNode;
}

/**
 * The shell's request clients inside the frame (as the registration micro-app has them): the 20 s
 * GET client and form posts with the csrf header. A failed GET shows the shell §8 message in the
 * page's toast region (relayed), or in the micro-app's own when it is opened on its own.
 */
export function RequestClients({ siteId, link, children }: Props) {
  const t = useTranslations('chatroomApp');
  return (
    <ToastProvider closeLabel={t('dismiss')}>
      <ClientsWithMessages siteId={siteId} link={link}>
        {children}
      </ClientsWithMessages>
    </ToastProvider>
  );
}

function ClientsWithMessages({ siteId, link, children }: Props) {
  const toast = useRequestErrorToast();
  const onRequestError = (report: RequestErrorReport) => {
    if (link.framed) link.reportRequestError();
    else toast(report);
  };
  return (
    <BrowserClientsProvider siteId={siteId} onRequestError={onRequestError}>
      {children}
    </BrowserClientsProvider>
  );
}
