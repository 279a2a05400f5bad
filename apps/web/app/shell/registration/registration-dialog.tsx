import { useState } from 'react';
import { useTranslations } from '../../i18n';
import { Dialog } from '../../ui/dialog';
import type { ModalBodyProps } from '../modals';
import { useSite } from '../site';
import { useTheme } from '../theme';
import { RegistrationFrame } from './registration-frame';
import type { RegistrationView } from './registration-protocol';
import './registration.css';

/**
 * shell §4 "Registration modal ... Loaded as a separate micro-app": a dialog (focus trapped,
 * Escape closes it, also from inside the frame) around the micro-app's static entry page.
 * The frame's modal host loads it lazily, so neither this nor Radix is in the first page load.
 */
export default function RegistrationDialog({ props: request, onClose }: ModalBodyProps<'registration'>) {
  const t = useTranslations('account.registration');
  const { site, locale } = useSite();
  const { theme } = useTheme();
  const [view, setView] = useState<RegistrationView>(request.type);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`title.${view}`)}
      closeLabel={t('close')}
      className="registration-dialog"
    >
      <RegistrationFrame
        options={{
          type: request.type,
          ch: request.ch,
          refUid: request.refUid,
          lang: locale.catalog,
          theme,
          siteId: site.id,
        }}
        title={t('frameTitle')}
        loadingLabel={t('loading')}
        onView={setView}
        onSignedIn={() => {
          onClose();
          request.onSignedIn?.();
        }}
        onClose={onClose}
      />
    </Dialog>
  );
}
