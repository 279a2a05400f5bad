import type { ReactNode } from 'react';
import { useTranslations } from '../../app/i18n';
import { FramedRequestClients } from '../../app/shell/http/client';
import type { ShellLink } from './shell-link';

/**
 * The shell's request clients inside the frame: a failed GET shows the shell §8 message in the
 * page's toast region (relayed), or in the micro-app's own when it is opened on its own.
 */
export function RequestClients({ siteId, link, children }: { siteId: number; link: ShellLink; children: ReactNode }) {
  const t = useTranslations('account.registration');
  return (
    <FramedRequestClients siteId={siteId} relay={link.framed ? link.reportRequestError : null} closeLabel={t('close')}>
      {children}
    </FramedRequestClients>
  );
}
