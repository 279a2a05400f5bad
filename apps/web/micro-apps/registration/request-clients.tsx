import type { ReactNode } from 'react';
import { useTranslations } from '../../app/i18n';
// The files, not shell/http's index, which also declares the server's loader context.
import type { RequestErrorReport } from '../../app/shell/http/browser-client';
import { BrowserClientsProvider } from '../../app/shell/http/browser-clients-provider';
import { isFramed } from '../../app/shell/session/registration-protocol';
import { useRequestErrorToast } from '../../app/shell/toast';
// The file, not ui's index, which would pull every primitive's CSS into this bundle.
import { ToastProvider } from '../../app/ui/toast';
import { reportRequestError } from './shell-link';

/**
 * The shell's request clients inside the frame: the same 20 s GET client and form posts with the
 * csrf header. A failed GET shows the shell §8 message in the page's toast region (relayed), or in
 * the micro-app's own when it is opened on its own.
 */
export function RequestClients({ siteId, children }: { siteId: number; children: ReactNode }) {
  const t = useTranslations('account.registration');
  return (
    <ToastProvider closeLabel={t('close')}>
      <ClientsWithMessages siteId={siteId}>{children}</ClientsWithMessages>
    </ToastProvider>
  );
}

function ClientsWithMessages({ siteId, children }: { siteId: number; children: ReactNode }) {
  const toast = useRequestErrorToast();
  const onRequestError = (report: RequestErrorReport) => {
    if (isFramed()) reportRequestError();
    else toast(report);
  };
  return (
    <BrowserClientsProvider siteId={siteId} onRequestError={onRequestError}>
      {children}
    </BrowserClientsProvider>
  );
}
